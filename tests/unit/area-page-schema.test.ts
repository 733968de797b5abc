// The area pages' one definition (defs' areaPage): both page schemas take its fields by reference, and a field
// taken so keeps its description in check's hint, as it had when each schema spelled it out.
import { describe, expect, it } from 'vitest';
import { load, parseDoc } from '../../generator/load/load.ts';
import { validate } from '../../generator/validate/validate.ts';
import { projectSchemas } from '../support/content.ts';
import { SCHEMAS } from '../support/schemas.ts';
import { FIXTURE } from '../support/site.ts';

type Node = { description?: string; $ref?: string; properties?: Record<string, Node> };
const schema = (file: string) => SCHEMAS.find(([f]) => f === file)![1] as Node & { definitions: Record<string, Node> };
const shared = schema('defs.schema.json').definitions.areaPage!.properties!;
const PAGES = ['page-town', 'page-house-clearance-area'];

describe('the area-page definition', () => {
  it('is where both area page schemas take every field they share', () => {
    for (const page of PAGES) {
      const refs = Object.entries(schema(`${page}.schema.json`).properties!)
        .filter(([, node]) => node.$ref?.startsWith('defs.schema.json#/definitions/areaPage/'))
        .map(([key, node]) => [key, node.$ref]);
      expect(refs, page).toEqual(
        Object.keys(shared).map((key) => [key, `defs.schema.json#/definitions/areaPage/properties/${key}`]),
      );
    }
  });

  it("names a missing shared field's description in the hint; a page's own description comes first", () => {
    const loaded = load(FIXTURE).value;
    const schemas = projectSchemas();
    for (const page of PAGES) {
      const doc = loaded.docs.find((d) => d.schema === page)!;
      const edited = doc.doc.clone();
      for (const key of Object.keys(shared)) edited.deleteIn([key]);
      const changed = parseDoc(doc.file, edited.toString()).value!;
      const { diagnostics } = validate(
        loaded.docs.map((d) => (d === doc ? changed : d)),
        loaded.claimed,
        schemas,
      );
      const own = schema(`${page}.schema.json`).properties!;
      expect(
        diagnostics.filter((d) => d.file === doc.file).map((d) => d.hint),
        page,
      ).toEqual(
        Object.keys(shared).map((key) => `Add "${key}:" here. ${own[key]!.description ?? shared[key]!.description}`),
      );
    }
  });
});
