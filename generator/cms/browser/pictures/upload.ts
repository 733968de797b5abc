// Every upload cleaned before Decap sees it (clean.ts: a valid name, no metadata, no larger than needed), so that
// the file Decap makes its AssetProxy from, the name written into the entry, and what reaches the working tree
// (local backend) or the commit (GitHub) are all the clean one's. Nothing of the original leaves the browser.
//
// Where: Decap's media library takes a file from its Upload button's <input type="file"> (MediaLibrary.js,
// handlePersist, which passes the input's first file to persistMedia). Decap offers no hook before that: a
// registered backend sees the file only once its name is in the entry (and with the editorial workflow only at
// the entry's save), and a media library of our own would have to replace Decap's whole picker and its drafts.
// So the input's change event is caught on its way down (a listener of the window's, in the capture phase, runs
// before React's, which are on its root), the picked file is cleaned and put in the input in its place, and the
// event is sent again for Decap.
import { PUBLIC_FOLDER } from '../../config/config.ts';
import { cleanUpload, Unreadable } from './clean.ts';

/** The names of the pictures in the media folder, as far as the admin knows them (the site it was given). */
type KnownNames = () => Promise<Iterable<string>>;

/** The names of the files in the media folder among `pictures`, the site's pictures by address. */
export function mediaFolderNames(pictures: Record<string, unknown>): string[] {
  const prefix = `${PUBLIC_FOLDER}/`;
  return Object.keys(pictures)
    .filter((src) => src.startsWith(prefix) && !src.slice(prefix.length).includes('/'))
    .map((src) => src.slice(prefix.length));
}

const unreadable = (name: string) =>
  `“${name}” could not be opened as a picture. The site takes photos saved as JPEG, PNG or WebP, and drawings ` +
  'saved as SVG. A photo from an iPhone may be in its own format (HEIC): open it on the computer, save it as a ' +
  'JPEG, and upload that.';
const failed = (name: string) =>
  `“${name}” could not be prepared for the site, so it has not been uploaded. Please try again; if it happens ` +
  'again, tell the person who looks after the website.';

/** Cleans uploads from now on; `known` names what is in the media folder already. */
export function registerPictureUploads(known: KnownNames): void {
  /** The names this admin has given uploads since it opened: the site it was given does not have them yet. */
  const given = new Set<string>();
  /** Change events sent again with the clean file, for Decap: let through. */
  const cleaned = new WeakSet<Event>();

  async function replace(input: HTMLInputElement, picked: File): Promise<void> {
    // Reading and drawing a large photo takes a moment, before Decap shows its own progress.
    document.documentElement.style.cursor = 'progress';
    try {
      const clean = await cleanUpload(picked, [...(await known()), ...given]);
      given.add(clean.name);
      const transfer = new DataTransfer();
      transfer.items.add(clean);
      input.files = transfer.files;
      const again = new Event('change', { bubbles: true });
      cleaned.add(again);
      input.dispatchEvent(again);
    } catch (error) {
      // The original goes nowhere: the input is emptied, and Decap never hears of it.
      input.value = '';
      if (!(error instanceof Unreadable)) console.error(error);
      window.alert(error instanceof Unreadable ? unreadable(picked.name) : failed(picked.name));
    } finally {
      document.documentElement.style.cursor = '';
    }
  }

  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (cleaned.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file') return;
      const picked = input.files?.[0];
      if (!picked) return;
      event.stopImmediatePropagation();
      void replace(input, picked);
    },
    { capture: true },
  );
}
