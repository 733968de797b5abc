// A site loaded and validated once, for tests that start from valid content and change it in memory: the small
// fixture site for exact expectations, the real content only for relations that hold whatever it says.
import { load, parseDoc } from '../../generator/load/load.ts';
import type { Content, Entry } from '../../generator/model/content.ts';
import { byPage } from '../../generator/model/one-off-pages.ts';
import { loadSchemas } from '../../generator/validate/schema-registry.ts';
import { validate } from '../../generator/validate/validate.ts';
import { FIXTURE, REPO } from './site.ts';

/** An entry whose data the test may change (load freezes what it parses). */
const writable = <E extends Entry<unknown>>(entry: E): E => ({ ...entry, data: structuredClone(entry.data) });

// Loaded, validated and compiled on first use, once per worker: the files and the schemas do not change in a run,
// and the unit project's files share a worker's modules (vitest.config.ts). Each call gets writable copies.
let schemas: ReturnType<typeof loadSchemas> | undefined;
const loadedAt = new Map<string, ReturnType<typeof load>['value']>();
const validated = new Map<string, Content>();

/** The site at `root` as load() parses it, once per worker. */
function loaded(root: string): ReturnType<typeof load>['value'] {
  let value = loadedAt.get(root);
  if (!value) loadedAt.set(root, (value = load(root).value));
  return value;
}

/** The project's schemas, their validators compiled once per worker, for tests that only validate with them. */
export const projectSchemas = () => (schemas ??= loadSchemas(REPO));

function contentOf(root: string): Content {
  let content = validated.get(root);
  if (!content) {
    const { docs, claimed } = loaded(root);
    const result = validate(docs, claimed, projectSchemas());
    if (!result.value) throw new Error(`test bug: ${root} does not validate: ${JSON.stringify(result.diagnostics)}`);
    validated.set(root, (content = result.value));
  }
  return {
    site: writable(content.site),
    services: content.services.map(writable),
    regions: content.regions.map(writable),
    blog: content.blog.map(writable),
    caseStudies: content.caseStudies.map(writable),
    pages: byPage<Content['pages']>((name) => writable(content.pages[name])),
    redirects: content.redirects && writable(content.redirects),
    councils: content.councils && writable(content.councils),
  };
}

/** The fixture site (tests/fixtures/site): what unit tests pin. */
export const fixtureContent = () => contentOf(FIXTURE);

/** The committed content: only for relations (every area has a page), never for its counts or texts. */
export const realContent = () => contentOf(REPO);

/**
 * The fixture site validated with some files' text changed (by path from the site's root): the content (undefined
 * when validate refuses it), validate's diagnostics, and the changed texts, to find expected positions in.
 */
export function fixtureEdited(changes: Record<string, (text: string) => string>) {
  const fixture = loaded(FIXTURE);
  const texts: Record<string, string> = {};
  const docs = fixture.docs.map((doc) => {
    const change = changes[doc.file];
    if (!change) return doc;
    const text = change(doc.text);
    if (text === doc.text) throw new Error(`test bug: the change to ${doc.file} changed nothing`);
    texts[doc.file] = text;
    return parseDoc(doc.file, text).value!;
  });
  const { value: content, diagnostics } = validate(docs, fixture.claimed, projectSchemas());
  return { content, diagnostics, texts };
}
