// What npm run cms's local backend may touch: the content (site.yaml and the files the collection table claims
// under content/, model/collections.ts), and pictures in the admin's media folder (cms/config/config.ts). Every path a
// request names is normalised (escapes decoded, backslashes made slashes, `.` and `..` resolved, symbolic links
// followed) and must be such a file, or such a folder for a listing; a request naming anything else is refused
// whole. Entries of the one-file collections (site.yaml, the pages, redirects, councils) can be changed, never
// deleted: check needs every one of them.
import fs from 'node:fs';
import path from 'node:path';
import { claim, FOLDERS } from '../../model/collections.ts';
import { MEDIA_FOLDER } from '../config/config.ts';

/** What a path must be: read or written as content, a picture, deleted, or listed. */
export type Role = 'content' | 'picture' | 'deletable' | 'content-folder' | 'media-folder';

/** The files a picture may be: what the site's image fields take (jpg, png, webp, svg), in any letter case. */
const PICTURE = /\.(jpe?g|png|webp|svg)$/i;

const CONTENT_FOLDERS = new Set(Object.keys(FOLDERS).map((folder) => `content/${folder}`));
const FOLDER_KINDS = new Set<string>(Object.values(FOLDERS));

/** What each role allows, said once for the terminal and the admin. */
export const ALLOWED: Record<Role, string> = {
  content: 'only site.yaml and the content files under content/ can be read or changed from the admin',
  picture: `only pictures (.jpg, .png, .webp, .svg) in ${MEDIA_FOLDER}/ can be read or saved from the admin`,
  deletable: `only an entry of a folder of content/ or a picture in ${MEDIA_FOLDER}/ can be deleted from the admin`,
  'content-folder': `only the folders ${[...CONTENT_FOLDERS].join(', ')} can be listed`,
  'media-folder': `only ${MEDIA_FOLDER} can be listed for pictures`,
};

/**
 * A path as decap-server would resolve it against the project, in its one plain form (`content/blog/x.yaml`), or
 * undefined when it reaches outside the project, is absolute or cannot be read as a path.
 */
export function normalise(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // A percent sign left after decoding (an escape of an escape) or a control character names no file of ours.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses in a path
  if (/[%\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  const slashed = decoded.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[a-z]:/i.test(slashed)) return undefined;
  const plain = path.posix.normalize(slashed).replace(/\/+$/, '');
  if (plain === '.' || plain === '..' || plain.startsWith('../')) return undefined;
  return plain;
}

/** Whether a plain path (normalise's) is allowed in a role, by its name alone. */
function allowedName(plain: string, role: Role): boolean {
  // No hidden file or folder (.git, .ci, .env...) is ever content.
  if (plain.split('/').some((segment) => segment.startsWith('.'))) return false;
  const claimed = claim(plain);
  const kind = typeof claimed === 'object' && 'kind' in claimed ? claimed.kind : undefined;
  const content = kind !== undefined && (plain === 'site.yaml' || plain.startsWith('content/'));
  const picture = path.posix.dirname(plain) === MEDIA_FOLDER && PICTURE.test(plain);
  switch (role) {
    case 'content':
      return content;
    case 'picture':
      return picture;
    case 'deletable':
      return picture || (content && FOLDER_KINDS.has(kind!));
    case 'content-folder':
      return CONTENT_FOLDERS.has(plain);
    case 'media-folder':
      return plain === MEDIA_FOLDER;
  }
}

/**
 * Where a plain path really is, relative to the project, after every symbolic link on the way (its missing end
 * taken as named); undefined when that is outside the project.
 */
function realPath(root: string, plain: string): string | undefined {
  try {
    const realRoot = fs.realpathSync(root);
    const missing: string[] = [];
    let existing = path.join(realRoot, plain);
    while (!fs.existsSync(existing) && !isLink(existing)) {
      missing.unshift(path.basename(existing));
      existing = path.dirname(existing);
    }
    // A link that leads nowhere throws here: refused, as anything that cannot be followed.
    const relative = path.relative(realRoot, path.join(fs.realpathSync(existing), ...missing));
    if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return undefined;
    return relative.split(path.sep).join('/');
  } catch {
    return undefined;
  }
}

const isLink = (file: string) => fs.lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() === true;

/** The plain path when `raw` is allowed in `role`, by its name and where it really leads; else undefined. */
export function allowedPath(root: string, raw: unknown, role: Role): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const plain = normalise(raw);
  if (plain === undefined || !allowedName(plain, role)) return undefined;
  const real = realPath(root, plain);
  return real !== undefined && allowedName(real, role) ? plain : undefined;
}
