// The tags that load a page's styles and scripts. Vike decides them (it builds the bundles); generate takes them
// from the one document Vike's build renders, the empty shell below, and puts them where Vike puts them in a
// page it renders itself: stylesheets first thing in <head>, scripts last thing in <body>. Each page links only
// the stylesheets it uses (generator/bundle/stylesheets.ts says which classes each one selects).

/** One of the site's stylesheets, and which pages need it. */
export interface Stylesheet {
  /** The <link> tag that loads it. */
  tag: string;
  /**
   * For each of its selectors, the classes an element (or its ancestors) must have for it to match: a page whose
   * markup has all the classes of none of them does without the sheet. Absent when a selector needs no class
   * (body, a, :root), as every page needs such a sheet.
   */
  selectors?: string[][];
}

export interface PageAssets {
  /** Markup for the start of <head>, after the stylesheets the page uses. */
  head: string;
  /** Every stylesheet of the site, in the order the cascade needs. */
  styles: Stylesheet[];
  /** Markup for the end of <body>. */
  body: string;
}

/** What Vike's build renders instead of the site: generate renders the pages, Vike only says what they load. */
export const ASSET_SHELL = '<!DOCTYPE html><html><head></head><body></body></html>';

const HEAD = '<head>';
const BODY_END = '</body>';
/** Every class="…" attribute: React writes them in double quotes, with any quote inside escaped. */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The tags Vike added to ASSET_SHELL; anything added outside <head> and <body> is a change we do not follow. */
export function assetsOf(rendered: string): { head: string; body: string } {
  const head = /^<!DOCTYPE html><html><head>(.*)<\/head><body>(.*)<\/body><\/html>$/s.exec(rendered);
  if (!head)
    throw new Error(
      `generator bug: Vike rendered the asset shell as ${rendered.slice(0, 400)}, which generate cannot read`,
    );
  return { head: head[1]!, body: head[2]! };
}

/** The tags of the stylesheets `html` uses, in the site's order. */
export function stylesFor(html: string, styles: readonly Stylesheet[]): string {
  const used = new Set<string>();
  for (const [, names] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of names!.split(/\s+/)) used.add(name);
  return styles
    .filter(({ selectors }) => !selectors || selectors.some((needs) => needs.every((name) => used.has(name))))
    .map(({ tag }) => tag)
    .join('');
}

/** A page as Vike would send it: its asset tags where Vike puts them, and of the stylesheets those it uses. */
export function withAssets(html: string, { head, styles, body }: PageAssets): string {
  const start = html.indexOf(HEAD) + HEAD.length;
  const end = html.lastIndexOf(BODY_END);
  if (start < HEAD.length || end < start) throw new Error('generator bug: a page has no <head> or no </body>');
  return html.slice(0, start) + stylesFor(html, styles) + head + html.slice(start, end) + body + html.slice(end);
}
