// The project's JSON Schemas as parsed JSON, and every sub-schema in them that has a `pattern`.
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './site.ts';

type Node = Record<string, unknown>;

export const SCHEMAS = fs
  .readdirSync(path.join(REPO, 'schemas'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => [f, JSON.parse(fs.readFileSync(path.join(REPO, 'schemas', f), 'utf8')) as Node] as const);

function* patternNodes(node: unknown, at: string): Generator<[string, Node & { pattern: string }]> {
  if (!node || typeof node !== 'object') return;
  if (typeof (node as Node).pattern === 'string') yield [at, node as Node & { pattern: string }];
  for (const [key, child] of Object.entries(node)) if (key !== 'examples') yield* patternNodes(child, `${at}/${key}`);
}

/** [where, sub-schema] for every pattern in schemas/, e.g. ["defs.schema.json/definitions/slug", {…}]. */
export const PATTERNS = SCHEMAS.flatMap(([file, schema]) => [...patternNodes(schema, file)]);
