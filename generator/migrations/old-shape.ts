// Check's word on content written before a change of the content model (a branch made before it): when the content
// fails its check, each migration whose old shape it shows adds one error per file, at the first place, naming the
// change and npm run migrate. Beside the errors that content gets anyway (a council's name where an id belongs, a
// field missing), it says why they all came at once and how to put them right in one step.
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import type { LoadedDoc } from '../model/content.ts';
import { longDate } from '../model/dates.ts';
import type { Migration } from './migration.ts';
import { MIGRATIONS } from './migrations.ts';

/** One `old-content-shape` error per migration and file whose old shape `docs` show, at its first place. */
export function oldShapes(docs: readonly LoadedDoc[], migrations: readonly Migration[] = MIGRATIONS): Diagnostic[] {
  const byFile = new Map(docs.map((doc) => [doc.file, doc]));
  const data = new Map(docs.map((doc) => [doc.file, doc.data]));
  return migrations.flatMap((migration) => {
    const firsts = new Map<string, { pointer: string; key?: string }>();
    for (const place of migration.find(data)) if (!firsts.has(place.file)) firsts.set(place.file, place);
    const params = { day: longDate(migration.date), before: migration.before, change: migration.name };
    return [...firsts].map(([file, { pointer, key }]) => {
      const doc = byFile.get(file);
      // A file the change added is absent from the old content: its first line, as missing-file says.
      const at = doc ? locate(doc, pointer, key) : { line: 1, col: 1 };
      return diagnostic('old-content-shape', { file, ...at }, params);
    });
  });
}
