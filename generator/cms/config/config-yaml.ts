// The configuration as the admin reads it, config.yml, under a banner that says where it comes from.
import { randomBytes } from 'node:crypto';
import { stringify } from 'yaml';
import type { DecapConfig } from './config.ts';

const BANNER = [
  '# Generated from schemas/*.schema.json and the collection tables by generator/cms/config/config.ts: do not edit by hand.',
  '# A change here is lost at the next generation; change the schemas (or the tables) instead.',
].join('\n');

/** A select's options of the object form ({ label, value }): the towns and councils, thousands at scale. */
const isOptionList = (value: unknown): value is object[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null);

/**
 * `value` with each list of options replaced by a name (`names`: list → name, one per list however often it is
 * offered), each list itself kept aside.
 */
function withListsNamed(value: unknown, names: Map<object[], string>, nonce: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withListsNamed(item, names, nonce));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key !== 'options' || !isOptionList(item)) return [key, withListsNamed(item, names, nonce)];
      let name = names.get(item);
      if (name === undefined) names.set(item, (name = `o${names.size + 1}`));
      return [key, `${nonce}-${name}`];
    }),
  );
}

/**
 * config.yml's text: the banner, then the configuration, with long hints and patterns kept on one line. Each list
 * of a select's options is written in YAML's flow style, one option a line as JSON (which YAML reads as it is),
 * once, and named (an anchor, then aliases) where another field offers it again: made by the yaml library option
 * by option, the towns' list was most of the admin's part of a generate at thousands of towns. It reads back the
 * same (cms-config.test.ts).
 */
export function toYaml(config: DecapConfig): string {
  const names = new Map<object[], string>();
  const nonce = `list-${randomBytes(6).toString('hex')}`;
  const text = stringify(withListsNamed(config, names, nonce), { lineWidth: 0 });
  const lists = new Map([...names].map(([list, name]) => [name, list]));
  const written = new Set<string>();
  // One pass over the text: each list in full where it first stands, an alias wherever it stands again.
  const named = text.replace(new RegExp(`^(.*?)${nonce}-(o\\d+)$`, 'gm'), (_, before: string, name: string) => {
    if (written.has(name)) return `${before}*${name}`;
    written.add(name);
    const indent = ' '.repeat(
      before.length - before.trimStart().length + (before.trimStart().startsWith('- ') ? 2 : 0),
    );
    const items = lists
      .get(name)!
      .map((item) => `${indent}  ${JSON.stringify(item)}`)
      .join(',\n');
    return `${before}&${name} [\n${items}\n${indent}]`;
  });
  return `${BANNER}\n${named}`;
}
