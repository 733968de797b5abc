// The share card's layout, as the element tree satori takes: the brand (logo and name) at the top, the place and the
// heading in the middle, and the phone number on the site's call button colours in a band of the brand colour
// along the bottom, in the site's colours (src/styles/site.css). Pure: the text and a heading size in, the tree out.
import type { ReactElement } from 'react';
import type { CardText } from './card-text.ts';

/** The site's colours (src/styles/site.css, :root), by the names it gives them. */
export const PALETTE = {
  ink: '#17242b',
  'ink-soft': '#3d4f58',
  brand: '#0f4c5c',
  warm: '#fbf7f0',
  focus: '#ffbf47',
} as const;

/** Heading sizes in pixels, largest first: the first at which the heading fits is used. */
export const HEADING_SIZES = [76, 68, 60, 54, 48, 42];
export const LINE_HEIGHT = 1.12;
const PAD = 72;
/** The logo's side, in pixels. */
export const LOGO = 64;

type Style = Record<string, string | number>;

/** An element as satori takes it (React's element shape), without React. */
function el(type: string, style: Style, ...children: Array<ReactElement | string>): ReactElement {
  return { type, key: null, props: { style, children } };
}

const keyed = (key: string, element: ReactElement): ReactElement => ({ ...element, key });

/**
 * The card's element tree with the heading at `size`; `lines` clamps the heading (only when no size fits). The
 * logo's place is left empty: sharp puts the logo there (an SVG image inside satori's SVG costs librsvg a mask
 * over the whole card, a quarter of the card's drawing time).
 */
export function cardTree(
  text: CardText,
  { size, lines, logo }: { size: number; lines?: number; logo: boolean },
): ReactElement {
  const oneLine: Style = { display: 'block', lineClamp: 1 };
  // A word wider than the card (a long place name) breaks rather than running off its edge.
  const heading: Style = {
    display: 'block',
    fontSize: size,
    fontWeight: 700,
    lineHeight: LINE_HEIGHT,
    overflowWrap: 'break-word',
  };
  return el(
    'div',
    { width: '100%', height: '100%', display: 'flex', flexDirection: 'column', backgroundColor: PALETTE.warm },
    el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        flexShrink: 1,
        minHeight: 0,
        padding: `56px ${PAD}px 40px`,
      },
      el(
        'div',
        { display: 'flex', alignItems: 'center', color: PALETTE.brand, fontSize: 34, fontWeight: 700 },
        ...(logo ? [keyed('logo', el('div', { width: LOGO, height: LOGO, flexShrink: 0, marginRight: 20 }))] : []),
        el('div', oneLine, text.brand),
      ),
      keyed(
        'middle',
        el(
          'div',
          {
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            flexGrow: 1,
            flexShrink: 1,
            minHeight: 0,
          },
          keyed(
            'words',
            el(
              'div',
              { display: 'flex', flexDirection: 'column', flexShrink: 0, color: PALETTE.ink },
              ...(text.area
                ? [el('div', { ...oneLine, color: PALETTE['ink-soft'], fontSize: 32, marginBottom: 12 }, text.area)]
                : []),
              keyed('heading', el('div', lines ? { ...heading, lineClamp: lines } : heading, text.heading)),
            ),
          ),
        ),
      ),
    ),
    el(
      'div',
      {
        display: 'flex',
        flexShrink: 0,
        alignItems: 'center',
        height: 136,
        padding: `0 ${PAD}px`,
        backgroundColor: PALETTE.brand,
      },
      el(
        'div',
        {
          display: 'flex',
          color: PALETTE.ink,
          backgroundColor: PALETTE.focus,
          fontSize: 44,
          fontWeight: 700,
          padding: '10px 30px',
          borderRadius: 10,
        },
        `Call ${text.phone}`,
      ),
    ),
  );
}
