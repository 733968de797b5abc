// How alike the built pages of each template are: pairwise Jaccard similarity of the 5-word runs of the text
// inside <main>. With a folder argument, over that project's dist/ as it is; without, over a fresh generate
// of a copy of this project. Prints median, p90 and max per template.
import fs from 'node:fs';
import path from 'node:path';
import type { ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { pairwiseStats, shingles } from '../generator/local/similarity.ts';
import { runCheck } from '../generator/pipeline/run-check.ts';
import { today } from '../tests/support/clock.ts';
import { fixture } from '../tests/support/fixture.ts';

const root = process.argv[2] ? path.resolve(process.argv[2]) : await builtCopy();

async function builtCopy(): Promise<string> {
  const copy = fixture({ content: 'real', code: true });
  await copy.build({ process: 'child' });
  return copy.root;
}

/** Every text node inside <main>, space-separated, as a reader (or a crawler) meets it. */
function mainText(html: string): string {
  const parts: string[] = [];
  const walk = (nodes: ChildNode[], inMain: boolean) => {
    for (const node of nodes) {
      if (node.type === 'text' && inMain) parts.push(node.data);
      if ('children' in node && !(node.type === 'script' || node.type === 'style')) {
        walk(node.children as ChildNode[], inMain || ('name' in node && node.name === 'main'));
      }
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children, false);
  return parts.join(' ');
}

const result = runCheck(root, today());
if (!result.routes) throw new Error('the content has errors: run npm run check');
const byTemplate = new Map<string, Uint32Array[]>();
for (const route of result.routes) {
  const file = path.join(root, 'dist', route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`);
  if (!fs.existsSync(file)) continue;
  const list = byTemplate.get(route.template) ?? [];
  list.push(shingles(mainText(fs.readFileSync(file, 'utf8'))));
  byTemplate.set(route.template, list);
}
for (const [template, sets] of [...byTemplate].filter(([, s]) => s.length > 1).sort()) {
  const { pairs, median, p90, max } = pairwiseStats(sets);
  console.log(
    `similarity of <main> text, ${template.padEnd(22)} ${String(sets.length).padStart(4)} pages, ${String(pairs).padStart(6)} pairs: median ${median.toFixed(2)}, p90 ${p90.toFixed(2)}, max ${max.toFixed(2)}`,
  );
}

if (!process.argv[2]) fs.rmSync(root, { recursive: true, force: true });
