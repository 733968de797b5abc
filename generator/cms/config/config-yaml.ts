// The configuration as the admin reads it, config.yml, under a banner that says where it comes from.
import { stringify } from 'yaml';
import type { DecapConfig } from './config.ts';

const BANNER = [
  '# Generated from schemas/*.schema.json and the collection tables by generator/cms/config/config.ts: do not edit by hand.',
  '# A change here is lost at the next generation; change the schemas (or the tables) instead.',
].join('\n');

/** config.yml's text: the banner, then the configuration, with long hints and patterns kept on one line. */
export function toYaml(config: DecapConfig): string {
  return `${BANNER}\n${stringify(config, { lineWidth: 0 })}`;
}
