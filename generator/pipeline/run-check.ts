// Composes the stages in order. No logic of its own: each step is one line.

import { type CheckOptions, type CheckResult, checkSources } from '../check/check-sources.ts';
import { type MeasuredCheck, withHostLimits } from '../deploy/measure.ts';
import { picturesOnDisk } from '../images/picture-files.ts';
import { load, type ParseCache } from '../load/load.ts';
import { loadSchemas, type SchemaRegistry } from '../validate/schema-registry.ts';

export type { CheckResult };

/**
 * What a process keeps from one check to the next (watch mode, the development server): the validators, used
 * while the schemas and the code that makes them are unchanged, and the files as parsed, each used while its
 * text is unchanged. runCheck keeps both up to date; a caller only holds on to it.
 */
export interface CheckCache {
  schemas?: SchemaRegistry;
  parsed?: ParseCache;
  /** Told, in one line, of a damaged disk cache entry that is set aside and made again. */
  note?: (line: string) => void;
}

/**
 * load → validate → expand → check (check-sources.ts), from the files on disk. `today` is the day of the build,
 * read once by the caller. `release` and `unrecorded`: what only the check command asks for (CheckOptions).
 * `hostLimits`: the site held to the limits of the host site.yaml names too (check and generate: what a deploy
 * needs; not the route list, the ledger's update or the live previews). `cache`: what earlier checks in this
 * process left (CheckCache).
 */
export function runCheck(
  root: string,
  today: string,
  { cache = {}, hostLimits = false, ...options }: CheckOptions & { cache?: CheckCache; hostLimits?: boolean } = {},
): MeasuredCheck {
  // Read every file under content/ and site.yaml, keeping positions.
  const loaded = load(root, cache.parsed);
  // The validators of the schemas as they are now (from the disk cache when they were made before).
  cache.schemas = loadSchemas(root, cache.schemas, cache.note);
  // validate → expand → check on what was read.
  const checked = checkSources({ loaded, schemas: cache.schemas, pictures: picturesOnDisk(root) }, today, options);
  // The limits of the host site.yaml names, held against the files and rules a deploy would hand it.
  return hostLimits ? withHostLimits(root, checked) : checked;
}
