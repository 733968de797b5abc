// The name an upload is stored under, whatever it was called on the phone or the computer it came from: what the
// pictures' pattern accepts (defs.schema.json, image src: lowercase words joined by hyphens, then .jpg, .png, .webp
// or .svg), so that content staff never have to rename a file before the admin takes it. "IMG_2041.JPG" →
// img-2041.jpg, "Café (1).jpeg" → cafe-1.jpg, "Москва.png" → moskva.png. A name already in the media folder gets
// -2, -3…: an upload never replaces a picture another page may show.
import slugify from '@sindresorhus/slugify';

/** The extensions the pictures' pattern accepts, each the one of a format the admin stores. */
export type PictureExtension = 'jpg' | 'png' | 'webp' | 'svg';

/** For a name with nothing left once made plain (emoji, Chinese, only punctuation). */
const FALLBACK = 'picture';
/** Room to spare within the src's length limit (200, with /images/uploads/ and the extension). */
const LONGEST = 60;

/** The name without its extension ("IMG_2041.JPG" → "IMG_2041"). */
const stem = (name: string) => name.replace(/\.[^.]*$/, '');

/** "IMG_2041" → "img-2041": lowercase, accents and other alphabets written in plain letters, hyphens between. */
function plainWords(name: string): string {
  // Decamelizing would split a camera's "DSCf0012"; the words a person typed keep their spaces anyway.
  const words = slugify(stem(name), { decamelize: false });
  if (words.length <= LONGEST) return words || FALLBACK;
  const cut = words.slice(0, LONGEST + 1);
  // At the last whole word that fits, or mid-word when one word is longer than that.
  const end = cut.lastIndexOf('-');
  return end > 0 ? cut.slice(0, end) : cut.slice(0, LONGEST);
}

/**
 * The name to store `original` under, as a picture of `extension`, given the names already taken in the media
 * folder (compared without their extension and letter case, so that img-2041.jpg and img-2041.png are never both
 * there to be confused).
 */
export function pictureName(original: string, extension: PictureExtension, taken: Iterable<string>): string {
  const used = new Set([...taken].map((name) => stem(name).toLowerCase()));
  const base = plainWords(original);
  let name = base;
  for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
  return `${name}.${extension}`;
}
