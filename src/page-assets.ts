// The tags that load a page's styles and scripts. Vike decides them (it builds the bundles); generate takes them
// from the one document Vike's build renders, the empty shell below, and puts them where Vike puts them in a
// page it renders itself: stylesheets first thing in <head>, scripts last thing in <body>.

export interface PageAssets {
  /** Markup for the start of <head>. */
  head: string;
  /** Markup for the end of <body>. */
  body: string;
}

/** What Vike's build renders instead of the site: generate renders the pages, Vike only says what they load. */
export const ASSET_SHELL = '<!DOCTYPE html><html><head></head><body></body></html>';

const HEAD = '<head>';
const BODY_END = '</body>';

/** The tags Vike added to ASSET_SHELL; anything added outside <head> and <body> is a change we do not follow. */
export function assetsOf(rendered: string): PageAssets {
  const head = /^<!DOCTYPE html><html><head>(.*)<\/head><body>(.*)<\/body><\/html>$/s.exec(rendered);
  if (!head)
    throw new Error(
      `generator bug: Vike rendered the asset shell as ${rendered.slice(0, 400)}, which generate cannot read`,
    );
  return { head: head[1]!, body: head[2]! };
}

/** A page as Vike would send it: its asset tags where Vike puts them. */
export function withAssets(html: string, { head, body }: PageAssets): string {
  const start = html.indexOf(HEAD) + HEAD.length;
  const end = html.lastIndexOf(BODY_END);
  if (start < HEAD.length || end < start) throw new Error('generator bug: a page has no <head> or no </body>');
  return html.slice(0, start) + head + html.slice(start, end) + body + html.slice(end);
}
