// The pictures' report, index.html: each page by its address and title, its base and head side by side (the
// head's with the changed region outlined), and the pages beyond the cap listed by address. Every text is
// escaped; the page has no script and loads nothing but its own pictures, by relative paths.
import { xmlEscape } from '../../emit/xml-escape.ts';
import type { PageRow } from '../review.ts';
import type { Region } from './diff.ts';

export interface Shot {
  width: number;
  /** Relative paths of the pictures; absent on the side the page is not on. */
  base?: string;
  head?: string;
  region?: Region;
}

export interface ShotPage {
  page: PageRow;
  shots: Shot[];
}

const CHANGE = { added: 'New page', removed: 'Page removed', changed: 'Page changed' } as const;

function side(label: string, src: string | undefined, alt: string): string {
  const body = src ? `<img src="${xmlEscape(src)}" alt="${xmlEscape(alt)}" loading="lazy">` : '<p>No page here.</p>';
  return `<figure><figcaption>${label}</figcaption>${body}</figure>`;
}

function regionText(shot: Shot): string {
  if (!shot.base || !shot.head) return '';
  if (!shot.region) return '<p class="same">No visible difference at this width.</p>';
  const { x, y, width, height } = shot.region;
  return `<p class="region" data-region="${x},${y},${width},${height}">Changed region outlined: ${width}×${height} pixels from ${y} pixels down.</p>`;
}

function pageSection({ page, shots }: ShotPage): string {
  const pairs = shots.map(
    (shot) =>
      `<h3>${shot.width} pixels wide</h3>${regionText(shot)}<div class="pair">${side('Before', shot.base, `${page.path} before`)}${side('After', shot.head, `${page.path} after`)}</div>`,
  );
  return `<section><h2>${xmlEscape(page.title)}</h2><p><code>${xmlEscape(page.path)}</code> · ${CHANGE[page.change]}</p>${pairs.join('')}</section>`;
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}section{border-top:1px solid #ccc;padding-top:1rem}.pair{display:flex;gap:1rem;align-items:flex-start}figure{margin:0;flex:1;max-width:50%}img{max-width:100%;border:1px solid #ccc}.region{color:#a00050}';

/** The report's HTML: `base` and `head` name the two sides; `rest`, the changed pages not photographed. */
export function shotsReport(sides: { base: string; head: string }, pages: ShotPage[], rest: PageRow[]): string {
  const restList = rest.length
    ? `<section><h2>${rest.length} more changed page${rest.length === 1 ? '' : 's'}, without pictures</h2><ul class="rest">${rest.map((p) => `<li><code>${xmlEscape(p.path)}</code> ${xmlEscape(p.title)} (${CHANGE[p.change].toLowerCase()})</li>`).join('')}</ul></section>`
    : '';
  const none = pages.length ? '' : '<p>No page changes.</p>';
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'"><title>Pictures before and after</title><style>${STYLE}</style></head><body><h1>Pictures before and after</h1><p>Before: ${xmlEscape(sides.base)}. After: ${xmlEscape(sides.head)}.</p>${none}${pages.map(pageSection).join('')}${restList}</body></html>\n`;
}
