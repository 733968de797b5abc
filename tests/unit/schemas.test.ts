import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes, TYPES_FILE } from '../../generator/cli/types-from-schemas.ts';
import { claim } from '../../generator/model/collections.ts';
import { PATTERNS, SCHEMAS as schemas } from '../support/schemas.ts';
import { REPO } from '../support/site.ts';

type Node = Record<string, unknown>;

/** Every sub-schema with the JSON path to it, skipping $ref-only nodes (they are checked where defined). */
function* walk(node: unknown, at: string): Generator<[string, Node]> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* walk(item, `${at}/${i}`);
    return;
  }
  const schema = node as Node;
  if (typeof schema.type === 'string') yield [at, schema];
  for (const key of ['properties', 'definitions']) {
    for (const [name, child] of Object.entries((schema[key] as Node | undefined) ?? {}))
      yield* walk(child, `${at}/${key}/${name}`);
  }
  for (const key of ['items', 'allOf', 'anyOf', 'oneOf']) if (schema[key]) yield* walk(schema[key], `${at}/${key}`);
}

describe('schemas', () => {
  it('every pattern has a plain-English patternErrorMessage for editors (and check): "This … . What to write."', () => {
    expect(PATTERNS.length).toBeGreaterThan(0);
    const missing = PATTERNS.filter(
      ([, node]) => !/^This [^.]+?\.\s+\S.*\.$/s.test(String(node.patternErrorMessage ?? '')),
    ).map(([at]) => at);
    expect(missing).toEqual([]);
  });

  it('every schema has an $id and every string, list and object is bounded and strict', () => {
    const problems: string[] = [];
    for (const [file, schema] of schemas) {
      if (!String(schema.$id).endsWith(`/${file}`)) problems.push(`${file}: $id`);
      for (const [at, node] of walk(schema, file)) {
        // An allOf member narrows a sibling $ref into defs, which carries the bounds.
        if (at.includes('/allOf/')) continue;
        if (node.type === 'string' && node.maxLength === undefined && !node.enum && node.const === undefined)
          problems.push(`${at}: string without maxLength`);
        if (node.type === 'array' && node.maxItems === undefined) problems.push(`${at}: array without maxItems`);
        if (node.type === 'object' && node.additionalProperties !== false)
          problems.push(`${at}: object without additionalProperties: false`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(`${TYPES_FILE} is what npm run types generates from them`, async () => {
    const committed = fs.readFileSync(path.join(REPO, TYPES_FILE), 'utf8');
    expect(committed === (await generateTypes(REPO)), 'run npm run types and commit the result').toBe(true);
  });

  it('every content file starts with the $schema line of its own schema, so editors complete and underline', () => {
    const files = [
      'site.yaml',
      ...(fs.readdirSync(path.join(REPO, 'content'), { recursive: true }) as string[]).map(
        (f) => `content/${f.split(path.sep).join('/')}`,
      ),
    ];
    const wrong = files
      .filter((f) => f.endsWith('.yaml'))
      .filter((file) => {
        const c = claim(file);
        if (typeof c !== 'object' || !('schema' in c)) return true;
        const depth = file.split('/').length - 1;
        const expected = `# yaml-language-server: $schema=${depth ? '../'.repeat(depth) : './'}schemas/${c.schema}.schema.json`;
        return fs.readFileSync(path.join(REPO, file), 'utf8').split('\n')[0] !== expected;
      });
    expect(wrong).toEqual([]);
  });
});
