// The real site, loaded and validated once, for tests that start from valid content and change it in memory.
import { load } from '../../generator/stages/load.ts';
import { validate } from '../../generator/stages/validate.ts';
import { loadSchemas } from '../../generator/schema-registry.ts';
import type { Content } from '../../generator/content.ts';
import { REPO } from './site.ts';

export function realContent(): Content {
  const loaded = load(REPO);
  const validated = validate(loaded.value.docs, loaded.value.claimed, loadSchemas(REPO));
  if (!validated.value) throw new Error(`test bug: the committed content does not validate: ${JSON.stringify(validated.diagnostics)}`);
  return validated.value;
}
