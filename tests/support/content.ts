// A site loaded and validated once, for tests that start from valid content and change it in memory: the small
// fixture site for exact expectations, the real content only for relations that hold whatever it says.
import { load } from '../../generator/stages/load.ts';
import { validate } from '../../generator/stages/validate.ts';
import { loadSchemas } from '../../generator/schema-registry.ts';
import type { Content } from '../../generator/content.ts';
import { FIXTURE, REPO } from './site.ts';

function contentOf(root: string): Content {
  const loaded = load(root);
  const validated = validate(loaded.value.docs, loaded.value.claimed, loadSchemas(REPO));
  if (!validated.value) throw new Error(`test bug: ${root} does not validate: ${JSON.stringify(validated.diagnostics)}`);
  return validated.value;
}

/** The fixture site (tests/fixtures/site): what unit tests pin. */
export const fixtureContent = () => contentOf(FIXTURE);

/** The committed content: only for relations (every area has a page), never for its counts or texts. */
export const realContent = () => contentOf(REPO);
