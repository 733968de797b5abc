// The admin's snapshot of a copy of the fixture site (generator/cms/build/admin-files.ts), as the page beside the
// admin carries it, for unit tests of the admin's browser code run in Node.
import { snapshot } from '../../generator/cms/build/admin-files.ts';
import type { Snapshot } from '../../generator/cms/build/snapshot.ts';
import { sources } from '../../generator/model/content.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { loadSchemas, type SchemaRegistry } from '../../generator/validate/schema-registry.ts';
import { today } from './clock.ts';
import { fixture } from './fixture.ts';

/** A copy of the fixture site, its schemas and the admin's snapshot of it, with `styles` as its stylesheet tags. */
export function adminSnapshot(styles = ''): { root: string; snap: Snapshot; schemas: SchemaRegistry } {
  const { root } = fixture();
  const checked = runCheck(root, today());
  const schemas = loadSchemas(root);
  const texts = new Map(sources(checked.content!).map((doc) => [doc.file, doc.text]));
  return { root, snap: snapshot(root, { texts, checked, schemas, styles }), schemas };
}
