// What each host we write files for takes in one deployment, as its own documentation gives it (docs/design.md,
// "Host limits", names each page and the day it was read). A limit the host does not have, or does not publish,
// is left out: nginx serves whatever is on its disk.
import type { Site } from '../model/types/content.ts';

export type HostId = NonNullable<Site['host']>;

/** The host of a site.yaml that names none: the strictest on files and redirects, the one _redirects is shaped for. */
export const DEFAULT_HOST: HostId = 'cloudflare-pages';

const MIB = 1024 * 1024;

export interface Limits {
  /** Files in one deployment. */
  files?: number;
  /** Files in any one folder. */
  folderFiles?: number;
  /** Bytes of any one file. */
  fileBytes?: number;
  /** Rules of _headers. */
  headerRules?: number;
  /** _redirects' rules with no placeholder or splat, before the first that has one (as the host counts them). */
  staticRedirects?: number;
  /** _redirects' rules from the first with a placeholder or splat on. */
  dynamicRedirects?: number;
  /** vercel.json's routes: its redirects and its header rules. */
  routes?: number;
  /** Minutes a build may run before the host stops it. */
  buildMinutes?: number;
}

export type Limit = keyof Limits;

export const HOSTS: Readonly<Record<HostId, { name: string; limits: Limits }>> = {
  'cloudflare-pages': {
    name: 'Cloudflare Pages',
    limits: {
      files: 20_000,
      fileBytes: 25 * MIB,
      headerRules: 100,
      staticRedirects: 2_000,
      dynamicRedirects: 100,
      buildMinutes: 20,
    },
  },
  netlify: { name: 'Netlify', limits: { folderFiles: 54_000, buildMinutes: 15 } },
  nginx: { name: 'nginx', limits: {} },
  vercel: { name: 'Vercel', limits: { routes: 2_048, buildMinutes: 45 } },
};

/** A share of a limit that is worth a warning. */
export const NEAR = 0.8;

/** The other hosts within whose every limit these counts are, as site.yaml names them. */
export function hostsTaking(counts: Partial<Record<Limit, number>>, but: HostId): HostId[] {
  return (Object.keys(HOSTS) as HostId[]).filter(
    (id) =>
      id !== but &&
      Object.entries(counts).every(([limit, count]) => count <= (HOSTS[id].limits[limit as Limit] ?? Infinity)),
  );
}
