// The Decap CMS configuration (what the admin's config.yml holds), made from the JSON Schemas and the collection
// tables (model/collections.ts, model/one-off-pages.ts) and never written by hand: a schema change reaches the
// admin with no edit here.
import { COUNCILS_FILE, FOLDERS } from '../../model/collections.ts';
import { PAGE_NAMES, PAGES } from '../../model/one-off-pages.ts';
import type { SchemaRegistry } from '../../validate/schema-registry.ts';
import { type At, type DecapField, fieldsOf, type NamedOptions, namedOptions, readable } from './fields.ts';
import { documentShape, type Schemas } from './shape.ts';
import type { CmsSlugs } from './slugs.ts';

export interface CmsBackend {
  name: 'github';
  repo: string;
  branch: string;
  base_url?: string;
  auth_endpoint?: string;
}

export interface CmsConfigInput {
  /** Every schema file's parsed JSON by file name ("region.schema.json" → object); defs.schema.json included. */
  schemas: Schemas;
  /** The names that exist now, for choices the relation widget cannot offer (references.ts). */
  slugs: CmsSlugs;
  backend: CmsBackend;
}

/** Labels and fields need the schemas and the names that exist, not where the admin saves. */
type CollectionsInput = Omit<CmsConfigInput, 'backend'>;

/** The same, with the names as options, made once for every field that offers them. */
type Input = Pick<CollectionsInput, 'schemas'> & { named: NamedOptions };

/** What every collection and file is read and written as: the admin's script registers the format. */
interface Format {
  /** Keeps the file's comments and writes only the lines that were edited. */
  format: 'site-yaml';
  extension: 'yaml';
}

interface DecapFile extends Format {
  name: string;
  label: string;
  file: string;
  description?: string;
  fields: DecapField[];
}

export type DecapCollection = Format & {
  name: string;
  label: string;
  label_singular: string;
  description?: string;
} & (
    | { folder: string; create: true; slug: string; identifier_field: string; summary: string; fields: DecapField[] }
    | { files: DecapFile[] }
  );

/** Decap's configuration object (what config.yml holds). */
export interface DecapConfig {
  backend: CmsBackend;
  publish_mode: 'editorial_workflow';
  media_folder: string;
  public_folder: string;
  locale: 'en';
  slug: { encoding: 'ascii'; clean_accents: true; sanitize_replacement: '-' };
  collections: DecapCollection[];
}

/**
 * Uploads land in public/images/uploads/ and are written into content as /images/uploads/<file>, which the
 * pictures' pattern (defs.schema.json, image src: /images/ then lowercase words joined by hyphens) accepts.
 */
export const MEDIA_FOLDER = 'public/images/uploads';
export const PUBLIC_FOLDER = '/images/uploads';

const FORMAT: Format = { format: 'site-yaml', extension: 'yaml' };

type Root = { title?: string; description?: string; adminHint?: string };

/** The schema's root annotations: its title names an entry, its adminHint (else description) says what it is. */
const rootOf = (input: Input, file: string) => (input.schemas.get(file) ?? {}) as Root;
const describe = ({ adminHint, description }: Root) => {
  const text = adminHint ?? description;
  return text === undefined ? {} : { description: text };
};

function fields(input: Input, file: string): DecapField[] {
  const defs = input.schemas.get('defs.schema.json') as {
    definitions?: { image?: { properties?: { src?: { pattern?: string } } } };
  };
  const imageSrc = defs?.definitions?.image?.properties?.src?.pattern ?? '';
  const at: At = { schemas: input.schemas, file, named: input.named, imageSrc, path: [] };
  return fieldsOf(documentShape(input.schemas, file), at);
}

function fileOf(input: Input, name: string, label: string, file: string, schema: string): DecapFile {
  const root = rootOf(input, schema);
  return { name, label, file, ...describe(root), ...FORMAT, fields: fields(input, schema) };
}

/** One folder of content/ (model/collections.ts): a file per entry, named by its slug. */
function folderCollection(input: Input, folder: string, kind: string): DecapCollection {
  const schema = `${kind}.schema.json`;
  const root = rootOf(input, schema);
  const entryFields = fields(input, schema);
  const named = entryFields.some((f) => f.name === 'title') ? 'title' : 'name';
  return {
    name: folder,
    label: readable(folder),
    label_singular: root.title ?? readable(kind),
    ...describe(root),
    folder: `content/${folder}`,
    create: true,
    // {{slug}} is the identifier field made URL-safe: a valid slug as it is.
    slug: '{{slug}}',
    identifier_field: 'slug',
    summary: `{{${named}}}`,
    ...FORMAT,
    fields: entryFields,
  };
}

/** The one-off pages, a file each (model/one-off-pages.ts). */
function pagesCollection(input: Input): DecapCollection {
  const files = PAGE_NAMES.map((name) => {
    const row = PAGES[name];
    const schema = `${row.schema}.schema.json`;
    // A page of its own is named with its address; a file of shared copy by its schema ("Town page template").
    const label = 'path' in row ? `${readable(name)} (${row.path})` : (rootOf(input, schema).title ?? readable(name));
    return fileOf(input, name, label, `content/pages/${name}.yaml`, schema);
  });
  return { name: 'pages', label: 'Pages', label_singular: 'Page', ...FORMAT, files };
}

/** A collection of one file: site.yaml, content/redirects.yaml, content/councils.yaml. */
function singleFile(input: Input, name: string, file: string, schema: string): DecapCollection {
  const label = rootOf(input, schema).title ?? readable(name);
  return { name, label, label_singular: label, ...FORMAT, files: [fileOf(input, name, label, file, schema)] };
}

/** Every collection of the admin, with its files' and fields' labels: what the review names values by too. */
export function cmsCollections({ schemas, slugs }: CollectionsInput): DecapCollection[] {
  const input: Input = { schemas, named: namedOptions(slugs) };
  const folders = Object.entries(FOLDERS).map(([folder, kind]) => folderCollection(input, folder, kind));
  return [
    singleFile(input, 'site', 'site.yaml', 'site.schema.json'),
    ...folders,
    pagesCollection(input),
    singleFile(input, 'redirects', 'content/redirects.yaml', 'redirects.schema.json'),
    singleFile(input, 'councils', COUNCILS_FILE, 'councils.schema.json'),
  ];
}

export function cmsConfig(input: CmsConfigInput): DecapConfig {
  return {
    backend: input.backend,
    publish_mode: 'editorial_workflow',
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    locale: 'en',
    // Entries' slugs made lowercase ASCII with hyphens. An upload's name is made valid before Decap sees it
    // (generator/cms/browser/pictures/), so this leaves it as it is.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: cmsCollections(input),
  };
}

/** The schemas a registry already read (schema-registry.ts, by name), by file name as cmsConfig takes them. */
export function registrySchemas(registry: Pick<SchemaRegistry, 'schemas'>): Schemas {
  return new Map(
    [...registry.schemas].map(([name, schema]) => [`${name}.schema.json`, schema as Record<string, unknown>]),
  );
}
