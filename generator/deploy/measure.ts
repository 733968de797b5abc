// What a deploy of the site would hand its host, measured from the check's result and the disk: the files generate
// publishes (published.ts), the rules of _headers, _redirects and vercel.json as emit writes them, and each one's
// place in the content. check measures before building (the bundle's files are not known yet); generate completes
// that count with the bundle's and the admin's files once built (withBuilt), before it writes anything.
import { cardFiles } from '../cards/make-cards.ts';
import type { CheckResult } from '../check/check-sources.ts';
import type { AdminBundle } from '../cms/build/admin-bundle.ts';
import { type At, type Diagnostic, hasErrors } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import { vercelRedirects } from '../emit/host/files.ts';
import { contentSecurityPolicy, DEFAULT_EMAIL_ORIGIN, headerBlocks } from '../emit/host/headers.ts';
import { hostRules, isWildcard } from '../emit/host/rules.ts';
import { picturesOnDisk } from '../images/picture-files.ts';
import type { Content } from '../model/content.ts';
import { redirectList, toRenderData } from '../model/render-data.ts';
import type { Route } from '../model/types/route.ts';
import { hostBudget, type Measured } from './budget.ts';
import { DEFAULT_HOST } from './limits.ts';
import { adminOnDisk, ownOnDisk } from './on-disk.ts';
import { builtFiles, publishedFiles } from './published.ts';

/** What only generate knows: the bundle's and the admin's files as built. */
export interface Built {
  bundle: ReadonlyMap<string, number>;
  admin: { bundle: AdminBundle; files: ReadonlyMap<string, string> };
}

/** Where site.yaml names the host, or where its settings start when it names none (the default holds). */
function hostAt(content: Content): At {
  const { source } = content.site;
  return { file: source.file, ...locate(source, '', 'host') };
}

/** _redirects' rules with the entry of content/redirects.yaml each comes from (a kept page: its wildcard's). */
function redirectsWithPlaces(content: Content, routes: Route[]): Measured['redirects'] {
  const entry = content.redirects;
  const list = redirectList(content);
  const index = new Map(list.map((r, i) => [r.from, i]));
  const wildcards = list.flatMap((r, i) => (isWildcard(r.from) ? [[r.from.slice(0, -1), i] as const] : []));
  const placeOf = (from: string, status: number): At => {
    const i = status === 200 ? wildcards.find(([prefix]) => from.startsWith(prefix))?.[1] : index.get(from);
    return entry && i !== undefined
      ? { file: entry.source.file, ...locate(entry.source, `/redirects/${i}`) }
      : hostAt(content);
  };
  return hostRules({ redirects: list, routes }).map((rule) => ({ rule, at: placeOf(rule.from, rule.status) }));
}

/** The site as its host would receive it: `built` once generate has built the bundle and the admin. */
export function measureSite(
  root: string,
  {
    content,
    routes,
    images,
    today,
  }: Required<Pick<CheckResult, 'content' | 'routes'>> & Pick<CheckResult, 'images' | 'today'>,
  built?: Built,
): Measured {
  const files = publishedFiles({
    routes,
    // The cards' files hang on their words only, which neither the site's address nor the photos change.
    cards: cardFiles(toRenderData(content, routes, { today })),
    own: ownOnDisk(root),
    images: images ?? [],
    pictures: picturesOnDisk(root),
    admin: adminOnDisk(root, built?.admin),
    ...(built ? { bundle: built.bundle } : {}),
  });
  // The number of header rules does not hang on the policies' words; generate always publishes the admin's.
  const headerRules = headerBlocks(contentSecurityPolicy(DEFAULT_EMAIL_ORIGIN, []), {
    admin: "default-src 'self'",
  }).length;
  const redirects = redirectsWithPlaces(content, routes);
  const listed = content.redirects;
  return {
    host: content.site.data.host ?? DEFAULT_HOST,
    hostAt: hostAt(content),
    files,
    headerRules,
    redirects,
    routes: {
      count: vercelRedirects(redirects.map((r) => r.rule)).length + headerRules,
      at: listed ? { file: listed.source.file, ...locate(listed.source, '', 'redirects') } : hostAt(content),
    },
  };
}

const HOST_LIMITS = new Set<string>(['host-limit', 'host-limit-near']);

/** A check's result with what it measured of the site before building, for generate to complete once built. */
export interface MeasuredCheck extends CheckResult {
  measured?: Measured;
}

/** The check's result with the host's limits held against the site, before building (check, and generate first). */
export function withHostLimits(root: string, checked: CheckResult): MeasuredCheck {
  const { content, routes } = checked;
  if (!content || !routes || hasErrors(checked.diagnostics)) return checked;
  const measured = measureSite(root, { ...checked, content, routes });
  return { ...checked, diagnostics: [...checked.diagnostics, ...hostBudget(measured)], measured };
}

/** What check measured before building, with the admin's and the bundle's files as generate built them. */
export function withBuilt(root: string, measured: Measured, built: Built): Measured {
  const unbuilt = measured.files.filter((file) => file.kind !== 'admin' && file.kind !== 'bundle');
  return {
    ...measured,
    files: [...unbuilt, ...builtFiles({ admin: adminOnDisk(root, built.admin), bundle: built.bundle })],
  };
}

/** `diagnostics` with check's host limits replaced by `fresh`: generate's, measured with the files as built. */
export const freshLimits = (diagnostics: readonly Diagnostic[], fresh: readonly Diagnostic[]): Diagnostic[] => [
  ...diagnostics.filter((d) => !HOST_LIMITS.has(d.code)),
  ...fresh,
];
