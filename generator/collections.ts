// Which file belongs to which collection, and so which schema governs it. A file that no collection claims is
// reported, so a mistyped folder or a .yml extension never silently drops content.

export type Kind = 'site' | 'service' | 'region' | 'blog' | 'case-study' | 'page' | 'redirects';

export interface Claim {
  kind: Kind;
  /** The file's name without .yaml: a slug for collections, the page name for pages. */
  name: string;
  /** Schema file name without .schema.json. */
  schema: string;
}

/** One-off pages: content/pages/<name>.yaml. Legal pages share one schema. */
export const PAGE_SCHEMAS = {
  home: 'page-home',
  about: 'page-about',
  services: 'page-services',
  careers: 'page-careers',
  locations: 'page-locations',
  contact: 'page-contact',
  'marketing-assets': 'page-marketing-assets',
  'thank-you': 'page-thank-you',
  'not-found': 'page-not-found',
  'privacy-policy': 'page-legal',
  terms: 'page-legal',
  'cookie-policy': 'page-legal',
  blog: 'page-blog',
  'case-studies': 'page-case-studies',
  sitemap: 'page-sitemap',
  town: 'page-town',
  'house-clearance-area': 'page-house-clearance-area',
} as const;

export type PageName = keyof typeof PAGE_SCHEMAS;

const FOLDERS: Record<string, Exclude<Kind, 'site' | 'page' | 'redirects'>> = {
  services: 'service',
  regions: 'region',
  blog: 'blog',
  'case-studies': 'case-study',
};

const isPageName = (name: string): name is PageName => Object.hasOwn(PAGE_SCHEMAS, name);

export function claim(file: string): Claim | { stray: string } | 'ignored' {
  if (file === 'site.yaml') return { kind: 'site', name: 'site', schema: 'site' };
  if (file === 'content/redirects.yaml') return { kind: 'redirects', name: 'redirects', schema: 'redirects' };
  if (file === 'content/README.md') return 'ignored';
  const parts = file.split('/');
  const base = parts[parts.length - 1]!;
  if (base.endsWith('.yml')) return { stray: `Rename it to "${base.slice(0, -4)}.yaml": the generator reads .yaml files only.` };
  if (!base.endsWith('.yaml')) return { stray: 'Only .yaml files belong under content/ (and content/README.md). Move or delete this file.' };
  const name = base.slice(0, -'.yaml'.length);
  if (parts.length === 3 && parts[1] === 'pages') {
    if (isPageName(name)) return { kind: 'page', name, schema: PAGE_SCHEMAS[name] };
    return { stray: `There is no page called "${name}". Page files are: ${Object.keys(PAGE_SCHEMAS).join(', ')}.` };
  }
  const kind = parts.length === 3 ? FOLDERS[parts[1]!] : undefined;
  if (kind) return { kind, name, schema: kind };
  return { stray: `Content lives in content/services, content/regions, content/blog, content/case-studies, content/pages and content/redirects.yaml.` };
}
