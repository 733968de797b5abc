// Adds an article to a copy of the site: the copy's first article under a new slug, with its date or draft
// flag changed, so that tests need not know which articles the content holds.
import fs from 'node:fs';
import path from 'node:path';

export const dated = (date: string) => (text: string) => text.replace(/^date: .*$/m, `date: "${date}"`);
export const draft = (text: string) => text.replace(/^date: .*$/m, '$&\ndraft: true');

/** Writes content/blog/<slug>.yaml; returns its path under the root and its text. */
export function addArticle(
  root: string,
  slug: string,
  change: (text: string) => string,
): { file: string; text: string } {
  const dir = path.join(root, 'content/blog');
  const first = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()[0]!;
  const text = change(fs.readFileSync(path.join(dir, first), 'utf8').replace(/^slug: .*$/m, `slug: ${slug}`));
  fs.writeFileSync(path.join(dir, `${slug}.yaml`), text);
  return { file: `content/blog/${slug}.yaml`, text };
}
