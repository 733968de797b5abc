// Decap CMS's own check of a configuration, in Node: validateConfig from decap-cms-core (its JSON Schema of
// config.yml, run with its own ajv), with every widget decap-cms-app registers, and the admin's own, and the
// options schema each declares, as the admin has them when it loads config.yml.
//
// decap-cms-core/src does not load in Node (TypeScript, and a browser-only bundle behind one import), so this loads
// the package's ES-module build of the same files. One import is stubbed: lib/i18n.js takes selectEntrySlug from
// reducers/collections.js, which pulls in the browser application; validateConfig never calls it.
import { vi } from 'vitest';
import { ARTICLE_WIDGET } from '../../generator/cms/config/widgets.ts';

const STUBBED = 'decap-cms-core/dist/esm/reducers/collections.js';

/** The widgets decap-cms-app registers (extensions.js in its source): those that declare an options schema, and the rest. */
const DECLARED = {
  code: () => import('decap-cms-widget-code/dist/esm/schema.js'),
  datetime: () => import('decap-cms-widget-datetime/dist/esm/schema.js'),
  file: () => import('decap-cms-widget-file/dist/esm/schema.js'),
  image: () => import('decap-cms-widget-image/dist/esm/schema.js'),
  list: () => import('decap-cms-widget-list/dist/esm/schema.js'),
  map: () => import('decap-cms-widget-map/dist/esm/schema.js'),
  markdown: () => import('decap-cms-widget-markdown/dist/esm/schema.js'),
  number: () => import('decap-cms-widget-number/dist/esm/schema.js'),
  object: () => import('decap-cms-widget-object/dist/esm/schema.js'),
  relation: () => import('decap-cms-widget-relation/dist/esm/schema.js'),
  richtext: () => import('decap-cms-widget-richtext/dist/esm/schema.js'),
  select: () => import('decap-cms-widget-select/dist/esm/schema.js'),
};
const UNDECLARED = ['string', 'text', 'boolean', 'color', 'uuid'];
/** The admin's own widgets (generator/cms/browser/main.ts registers them), which take no options. */
const OURS = [ARTICLE_WIDGET];

async function widgets(): Promise<Record<string, object>> {
  const declared = await Promise.all(
    Object.entries(DECLARED).map(async ([name, load]) => [name, (await load()).default] as const),
  );
  return Object.fromEntries([...declared, ...[...UNDECLARED, ...OURS].map((name) => [name, {}] as const)]);
}

/** Decap's check of `config` and the widget names it knows: validate throws, listing every problem, on a bad one. */
export async function decapCheck(): Promise<{ validate: (config: unknown) => void; widgets: string[] }> {
  vi.doMock(STUBBED, () => ({ selectEntrySlug: () => undefined }));
  try {
    const { validateConfig } = await import('decap-cms-core/dist/esm/constants/configSchema.js');
    const { registerWidget } = await import('decap-cms-core/dist/esm/lib/registry.js');
    const known = await widgets();
    for (const [name, schema] of Object.entries(known)) registerWidget(name, {}, {}, schema);
    return { validate: validateConfig, widgets: Object.keys(known) };
  } finally {
    vi.doUnmock(STUBBED);
  }
}
