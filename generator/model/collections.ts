// Which file belongs to which collection, and so which schema governs it. A file that no collection claims is
// reported, so a mistyped folder or a .yml extension never silently drops content. The page files are the
// page table's (one-off-pages.ts).
import { isPageName, PAGE_NAMES, PAGES } from './one-off-pages.ts';

type Kind = 'site' | 'service' | 'region' | 'blog' | 'case-study' | 'page' | 'redirects' | 'councils';

/** The one list of councils, which areas name by id: a file of its own, since councils span regions. */
export const COUNCILS_FILE = 'content/councils.yaml';
/** The site's redirects: old addresses and where their visitors now go. */
export const REDIRECTS_FILE = 'content/redirects.yaml';

export interface Claim {
  kind: Kind;
  /** The file's name without .yaml: a slug for collections, the page name for pages. */
  name: string;
  /** Schema file name without .schema.json. */
  schema: string;
}

/** The folders of content/ that hold one document per file, and the kind (and so the schema) of each. */
export const FOLDERS: Record<string, Exclude<Kind, 'site' | 'page' | 'redirects' | 'councils'>> = {
  services: 'service',
  regions: 'region',
  blog: 'blog',
  'case-studies': 'case-study',
};

export function claim(file: string): Claim | { stray: string } | 'ignored' {
  if (file === 'site.yaml') return { kind: 'site', name: 'site', schema: 'site' };
  if (file === REDIRECTS_FILE) return { kind: 'redirects', name: 'redirects', schema: 'redirects' };
  if (file === COUNCILS_FILE) return { kind: 'councils', name: 'councils', schema: 'councils' };
  // The content staff's guide, and its pictures (screenshots of the admin).
  if (file === 'content/README.md' || /^content\/guide\/[^/]+\.png$/.test(file)) return 'ignored';
  const parts = file.split('/');
  const base = parts[parts.length - 1]!;
  if (base.endsWith('.yml'))
    return { stray: `Rename it to "${base.slice(0, -4)}.yaml": the generator reads .yaml files only.` };
  if (!base.endsWith('.yaml'))
    return {
      stray:
        'Only .yaml files belong under content/ (and content/README.md, with its pictures in content/guide/). Move or delete this file.',
    };
  const name = base.slice(0, -'.yaml'.length);
  if (parts.length === 3 && parts[1] === 'pages') {
    if (isPageName(name)) return { kind: 'page', name, schema: PAGES[name].schema };
    return { stray: `There is no page called "${name}". Page files are: ${PAGE_NAMES.join(', ')}.` };
  }
  const kind = parts.length === 3 ? FOLDERS[parts[1]!] : undefined;
  if (kind) return { kind, name, schema: kind };
  return {
    stray: `Content lives in content/services, content/regions, content/blog, content/case-studies, content/pages, content/redirects.yaml and content/councils.yaml.`,
  };
}
