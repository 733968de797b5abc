// The formats the validators call by name: ajv-formats' (as addFormats adds them) and our "date". The same module
// serves the validators loaded from the cache and, bundled, the browser CMS's copy of them (cms/build/admin-bundle.ts).
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isDate } from '../model/dates.ts';

/** "date" as editors know it (they underline a malformed one), checked against the real calendar here. */
export const DATE_FORMAT = { type: 'string', validate: isDate } as const;

export const formats = () => ({ ...fullFormats, date: DATE_FORMAT });
