// What a page's head says of its share card (drawn by generator/cards/), so that src/ can name it without
// importing the drawing.

/** The size of every card: the 1.91:1 picture Facebook, LinkedIn and X show at full width. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

interface ShareCard {
  /** Its address under /cards/, with `?v=` and the hash of what it shows: previews cached by address see a new one. */
  src: string;
  alt: string;
}

/** A page's path → its card (generate fills it; empty in development, where the default picture stands in). */
export type CardManifest = Record<string, ShareCard>;
