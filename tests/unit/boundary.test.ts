// The generator's declared layer order, and the one boundary between the site's code and the generator.
// - Each folder of generator/ stands in one layer (docs/architecture.md lists them in this order, one line each,
//   checked below); a file may import only from layers below its own, never from a peer of its layer or from above.
// - src/ may import the model (generator/model/) and nothing else of the generator, and the model loads nothing
//   outside itself at run time (types are erased), so what the bundles contain is closed. The bundle key follows
//   what the build reads: a check rule or a message reached from src/ would rebuild the bundles and render every
//   page again.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importsOf, resolved } from '../support/imports.ts';
import { REPO } from '../support/site.ts';

const MODEL = 'generator/model/';

/**
 * The layers, lowest first. A folder is named from generator/; the longest name that starts a file's path is its
 * place (cms/dev/, the admin's development-server plugin, runs above the pipeline it calls; the rest of cms/ is
 * below it, since generate writes the admin; cms/config/, the admin's words from the schemas, is lower still, so
 * that the review, which names values in those words, stands below the admin that will show it).
 */
const LAYERS: readonly (readonly string[])[] = [
  ['diagnostics'],
  ['model'],
  ['load', 'expand'],
  ['write', 'local', 'serve'],
  ['cache'],
  ['validate', 'images', 'cards', 'bundle'],
  ['render', 'cms/config', 'migrations'],
  ['emit'],
  ['check'],
  ['review'],
  ['lastmod', 'cms'],
  ['deploy'],
  ['pipeline'],
  ['dev', 'cms/dev'],
  ['cli'],
];
const FOLDERS = LAYERS.flat();

/** The folder of LAYERS a file of the generator belongs to, and its layer; undefined outside generator/. */
function placeOf(file: string): { folder: string; layer: number } | undefined {
  if (!file.startsWith('generator/')) return undefined;
  const rest = file.slice('generator/'.length);
  const folder = FOLDERS.filter((f) => rest.startsWith(`${f}/`)).sort((a, b) => b.length - a.length)[0];
  if (folder === undefined) return { folder: rest, layer: -1 };
  return { folder, layer: LAYERS.findIndex((layer) => layer.includes(folder)) };
}

/** An import of `target` from `file` that the order refuses: to a peer of its layer or to a layer above. */
function goesUp(file: string, target: string | undefined): boolean {
  const from = placeOf(file);
  const to = target === undefined ? undefined : placeOf(target);
  if (!from || !to || from.folder === to.folder) return false;
  return to.layer >= from.layer;
}

/** Every TypeScript file under `folder` (relative to the project, / separators). */
const sources = (folder: string) =>
  (fs.readdirSync(path.join(REPO, folder), { recursive: true }) as string[])
    .filter((file) => /\.(tsx?|mjs)$/.test(file))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
    .sort();

interface Crossing {
  file: string;
  line: number;
  imports: string;
}

/** The imports of `files` that `crosses` refuses, as file:line and what each names. */
function crossings(files: string[], crosses: (target: string | undefined, edge: ImportEdge) => boolean): Crossing[] {
  return files.flatMap((file) =>
    importsOf(file, fs.readFileSync(path.join(REPO, file), 'utf8'))
      .filter((edge) => crosses(edge.specifier && resolved(REPO, file, edge.specifier), edge))
      .map((edge) => ({ file, line: edge.line, imports: edge.specifier ?? '(a computed name)' })),
  );
}

const inGenerator = (target: string | undefined) => target?.startsWith('generator/') ?? false;
const inModel = (target: string | undefined) => target?.startsWith(MODEL) ?? false;

/** src/: any import, types included, of the generator outside the model; a computed import could reach anything. */
const srcCrosses = (target: string | undefined, edge: ImportEdge) =>
  edge.specifier === undefined || (inGenerator(target) && !inModel(target));
/** The model: a run-time import of a project file outside the model (packages are the bundles' dependencies). */
const modelCrosses = (target: string | undefined, edge: ImportEdge) =>
  !edge.typeOnly && (edge.specifier === undefined || (target !== undefined && !inModel(target)));

describe('the boundary between src/ and the generator', () => {
  it('src/ imports nothing of the generator outside generator/model/', () => {
    const files = sources('src');
    // The check sees src/'s imports of the model, so an empty answer below is not a parser that found nothing.
    const model = files.flatMap((file) =>
      importsOf(file, fs.readFileSync(path.join(REPO, file), 'utf8')).filter((edge) =>
        inModel(edge.specifier && resolved(REPO, file, edge.specifier)),
      ),
    );
    expect(model.length).toBeGreaterThan(0);
    expect(crossings(files, srcCrosses)).toEqual([]);
  });

  it('generator/model/ imports nothing outside itself at run time', () => {
    const files = sources('generator/model');
    expect(files.length).toBeGreaterThan(0);
    expect(crossings(files, modelCrosses)).toEqual([]);
  });
});

describe("the generator's layer order", () => {
  const files = sources('generator');

  it('places every file of the generator in a declared folder', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => placeOf(file)!.layer < 0)).toEqual([]);
  });

  it('has no import, run-time or type, that goes up the order or sideways to a peer', () => {
    const edges = files.flatMap((file) =>
      importsOf(file, fs.readFileSync(path.join(REPO, file), 'utf8')).map((edge) => ({
        file,
        edge,
        target: edge.specifier && resolved(REPO, file, edge.specifier),
      })),
    );
    // The check sees imports across folders, so an empty answer below is not a reader that found nothing.
    expect(
      edges.filter(({ file, target }) => target && placeOf(target) && !goesUp(file, target)).length,
    ).toBeGreaterThan(100);
    const up = edges
      .filter(({ file, target }) => goesUp(file, target))
      .map(({ file, edge }) => `${file}:${edge.line} imports ${edge.specifier}`);
    expect(up).toEqual([]);
  });

  it('refuses an import of a higher layer or a peer, and allows one of a lower layer or its own folder', () => {
    expect(goesUp('generator/render/render.ts', 'generator/emit/host/headers.ts')).toBe(true);
    expect(goesUp('generator/validate/validate.ts', 'generator/images/references.ts')).toBe(true);
    expect(goesUp('generator/cms/config/fields.ts', 'generator/pipeline/run-check.ts')).toBe(true);
    expect(goesUp('generator/cms/dev/plugin.ts', 'generator/pipeline/run-check.ts')).toBe(false);
    expect(goesUp('generator/emit/emit.ts', 'generator/render/page-inputs.ts')).toBe(false);
    expect(goesUp('generator/emit/emit.ts', 'generator/emit/host/headers.ts')).toBe(false);
    expect(goesUp('generator/cms/browser/main.ts', 'src/page-html.tsx')).toBe(false);
  });

  it('is the order docs/architecture.md gives, one line a folder', () => {
    const doc = fs.readFileSync(path.join(REPO, 'docs/architecture.md'), 'utf8');
    const listed = [...doc.matchAll(/^\| `generator\/([a-z/-]+)\/` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(FOLDERS);
  });
});

describe("what Vike's build loads besides src/", () => {
  it("vite.config.ts loads nothing of the generator but the model and the build's virtual:site", () => {
    // Vite records every file the configuration loads as an input of the bundles (generator/bundle/vike-build.mjs).
    const SITE_MODULE = 'generator/bundle/site-module.ts';
    const loads = (target: string | undefined, edge: ImportEdge) =>
      !edge.typeOnly &&
      (edge.specifier === undefined || (inGenerator(target) && !inModel(target) && target !== SITE_MODULE));
    expect(crossings(['vite.config.ts', SITE_MODULE], loads)).toEqual([]);
  });
});

describe('reading imports', () => {
  const file = 'src/templates/Example.tsx';
  const text = [
    "import { href } from '../../generator/model/urls.ts';",
    "import type { Diagnostic } from '../../generator/diagnostics/diagnostic.ts';",
    "import { type Route } from '../../generator/model/types/route.ts';",
    "export { check } from '../../generator/check/check.ts';",
    "export type { Held } from '../../generator/check/calendar.ts';",
    "import '../styles/site.css';",
    "const later = () => import('../../generator/pipeline/run-check.ts');",
    'const computed = (name: string) => import(name);',
    "const old = require('../../generator/load/load.ts');",
    "type Registry = import('../../generator/validate/schema-registry.ts').SchemaRegistry;",
    "import React from 'react';",
  ].join('\n');

  it('finds static, type-only, re-exported, dynamic, required and type-position imports, each at its line', () => {
    expect(importsOf(file, text)).toEqual([
      { specifier: '../../generator/model/urls.ts', typeOnly: false, line: 1 },
      { specifier: '../../generator/diagnostics/diagnostic.ts', typeOnly: true, line: 2 },
      // verbatimModuleSyntax keeps the import of a module all of whose names are types.
      { specifier: '../../generator/model/types/route.ts', typeOnly: false, line: 3 },
      { specifier: '../../generator/check/check.ts', typeOnly: false, line: 4 },
      { specifier: '../../generator/check/calendar.ts', typeOnly: true, line: 5 },
      { specifier: '../styles/site.css', typeOnly: false, line: 6 },
      { specifier: '../../generator/pipeline/run-check.ts', typeOnly: false, line: 7 },
      { specifier: undefined, typeOnly: false, line: 8 },
      { specifier: '../../generator/load/load.ts', typeOnly: false, line: 9 },
      { specifier: '../../generator/validate/schema-registry.ts', typeOnly: true, line: 10 },
      { specifier: 'react', typeOnly: false, line: 11 },
    ]);
  });

  it('refuses, for src/, every crossing but the model and packages; for the model, only run-time ones', () => {
    const lines = (crosses: typeof srcCrosses) =>
      importsOf(file, text)
        .filter((edge) => crosses(edge.specifier && resolved(REPO, file, edge.specifier), edge))
        .map((edge) => edge.line);
    expect(lines(srcCrosses)).toEqual([2, 4, 5, 7, 8, 9, 10]);
    expect(lines(modelCrosses)).toEqual([4, 6, 7, 8, 9]);
  });
});
