// The host's limits held against what the site would publish: a warning from 80 % of a limit, an error past it,
// each at the place the excess comes from (the entry that brings the file or rule past it, else site.yaml's host)
// and with the way out. Only the host site.yaml names is held to its limits: the others are named in the hint
// where they would take the site. Pure: what was measured in, diagnostics out.
import { type At, type Diagnostic, diagnostic, type ParamsOf } from '../diagnostics/diagnostic.ts';
import type { HostRule } from '../emit/host/rules.ts';
import { HOSTS, type HostId, hostsTaking, type Limit, NEAR } from './limits.ts';
import { amount, breakdown, fullestFolder, listed, type PublishedFile } from './published.ts';

export interface Measured {
  host: HostId;
  /** Where site.yaml names the host (where its settings start when it names none). */
  hostAt: At;
  files: readonly PublishedFile[];
  headerRules: number;
  /** _redirects' rules, in order, with the place in the content each comes from. */
  redirects: ReadonlyArray<{ rule: HostRule; at: At }>;
  /** vercel.json's routes, and where the content lists its redirects. */
  routes: { count: number; at: At };
}

type Words = ParamsOf<'host-limit'>;

/** One limit held against the site: the count, the place of the item that takes it to `n`, and the words. */
interface Check {
  limit: Limit;
  count: number;
  at: (n: number) => At;
  /** The words, given the count and the limit as written and the other hosts that would take the whole site. */
  words: (count: string, limit: string, others: string) => Words;
  /** How the count and the limit are written: a number, unless said. */
  format?: (n: number) => string;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MiB`;
const minutes = (n: number) => `${n.toFixed(1).replace(/\.0$/, '')} minutes`;

/** The other hosts within whose every limit the checks' counts are: "netlify, nginx or vercel". */
const othersFor = (checks: readonly Check[], host: HostId) =>
  listed(hostsTaking(Object.fromEntries(checks.map((c) => [c.limit, c.count])), host), 'or');

/** The diagnostic of one limit: none below 80 % of it, a warning up to it, an error past it. */
function hold(host: HostId, { limit, count, at, words, format = amount }: Check, others: string): Diagnostic[] {
  const max = HOSTS[host].limits[limit];
  if (max === undefined || count < NEAR * max) return [];
  const past = count > max;
  const where = at(past ? max + 1 : Math.ceil(NEAR * max));
  return [diagnostic(past ? 'host-limit' : 'host-limit-near', where, words(format(count), format(max), others))];
}

/** Cloudflare's reading of _redirects: rules without a placeholder or splat are static until the first that has one. */
function staticAndDynamic(rules: Measured['redirects']) {
  const first = rules.findIndex(({ rule }) => /\*|\/:[A-Za-z]/.test(rule.from));
  const cut = first === -1 ? rules.length : first;
  return { static: rules.slice(0, cut), dynamic: rules.slice(cut) };
}

/** The limits whose words are the count, the limit, the host and the others alone. */
type Plain = Extract<Words, { variant: 'header-rules' | 'static-redirects' | 'dynamic-redirects' | 'routes' }>;
const plain = (host: string, variant: Plain['variant'], limit: Limit, count: number, at: Check['at']): Check => ({
  limit,
  count,
  at,
  words: (written, max, others) => ({ variant, host, count: written, limit: max, others }),
});

/** The limits on files: how many, how many in one folder, how large. */
function fileChecks({ host: id, hostAt, files }: Measured): Check[] {
  const host = HOSTS[id].name;
  const [folder, inFolder] = fullestFolder(files);
  const largest = files.reduce<PublishedFile | undefined>(
    (a, b) => ((b.bytes ?? 0) > (a?.bytes ?? 0) ? b : a),
    undefined,
  );
  const file = largest?.from ?? `dist/${largest?.path}`;
  return [
    {
      limit: 'files',
      count: files.length,
      at: () => hostAt,
      words: (count, limit, others) => ({ variant: 'files', host, count, limit, breakdown: breakdown(files), others }),
    },
    {
      limit: 'folderFiles',
      count: inFolder.length,
      at: (n) => inFolder[n - 1]?.at ?? hostAt,
      words: (count, limit, others) => ({
        variant: 'folder',
        host,
        folder,
        count,
        limit,
        breakdown: breakdown(inFolder),
        others,
      }),
    },
    {
      limit: 'fileBytes',
      count: largest?.bytes ?? 0,
      at: () => largest?.at ?? hostAt,
      words: (size, limit, others) => ({ variant: 'file-size', host, file, size, limit, others }),
      format: mib,
    },
  ];
}

/** The limits on rules: _headers', _redirects' (as Cloudflare counts them), vercel.json's. */
function ruleChecks({ host: id, hostAt, headerRules, redirects, routes }: Measured): Check[] {
  const host = HOSTS[id].name;
  const split = staticAndDynamic(redirects);
  const ruleAt = (list: Measured['redirects']) => (n: number) => list[n - 1]?.at ?? hostAt;
  return [
    plain(host, 'header-rules', 'headerRules', headerRules, () => hostAt),
    plain(host, 'static-redirects', 'staticRedirects', split.static.length, ruleAt(split.static)),
    plain(host, 'dynamic-redirects', 'dynamicRedirects', split.dynamic.length, ruleAt(split.dynamic)),
    plain(host, 'routes', 'routes', routes.count, () => routes.at),
  ];
}

/** Every limit of the host site.yaml names that the site reaches 80 % of. */
export function hostBudget(site: Measured): Diagnostic[] {
  const checks = [...fileChecks(site), ...ruleChecks(site)];
  const others = othersFor(checks, site.host);
  return checks.flatMap((check) => hold(site.host, check, others));
}

/** How long generate took (in minutes, known at its end), against the longest build the host runs. */
export function buildTimeBudget({ host: id, hostAt }: Pick<Measured, 'host' | 'hostAt'>, took: number): Diagnostic[] {
  const check: Check = {
    limit: 'buildMinutes',
    count: took,
    at: () => hostAt,
    words: (spent, limit, others) => ({
      variant: 'build-time',
      host: HOSTS[id].name,
      minutes: spent,
      limit,
      others,
    }),
    format: minutes,
  };
  return hold(id, check, othersFor([check], id));
}
