// Every repository path that a comment or a doc names exists, so a reader who follows one lands on the file it
// means. A move that forgets a comment fails here, in the file and at the line that names the old place.
// - The code's comments are read with TypeScript's parser (a `/*` inside a string or a glob is no comment); CSS has
//   only block comments. Every Markdown file git tracks is read whole, code blocks included (their commands name
//   files too).
// - A path is a token that starts with one of the repository's top folders; one with a placeholder (`<name>`, `*`,
//   `{a,b}`, `…`) is a pattern, not a path. Build outputs (dist/, host/, .cache/) are not top folders here, so they
//   are never taken for paths.
// - The code's folders are often named without their top folder (`load/parse.ts`, `pages/+config.ts`): a file
//   named from a folder of generator/ or src/ is found there, or beside the file that names it, or a folder up.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO } from '../support/site.ts';

const ROOTS = [
  'generator',
  'src',
  'tests',
  'bench',
  'scripts',
  'docs',
  'schemas',
  'content',
  'public',
  '.github',
  '.ci',
];
const CODE = /^(generator|src|tests|bench|scripts)\/.*\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const TOKEN = new RegExp(
  `(?<![\\w./@-])((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[^\\s\`'"()\\[\\]|]*)`,
  'g',
);
const PATTERN = /[<>*{}…$]/;

/**
 * Paths named as examples or made at run time, so absent from git on purpose. Each is the whole path as written.
 */
const NOT_IN_GIT = new Set([
  // The folder the admin saves staff's uploaded pictures into: made by the first upload.
  'public/images/uploads',
  // The staff guide's worked example of adding an article and its picture (content/README.md, and its fixture copy).
  'content/blog/winter-clear-outs.yaml',
  'public/images/blog/kitchen-after.jpg',
  // Example paths that the development server's path rules take apart (generator/cms/dev/backend-paths.ts).
  'content/blog/x.yaml',
]);

/** A file named from a folder of generator/ or src/ (`load/parse.ts`): the folders' names go in front. */
const RELATIVE = (folders: readonly string[]) =>
  new RegExp(`(?<![\\w./@+-])((?:${folders.join('|')})/[\\w./+-]*\\.(?:tsx?|mts|mjs|css))(?![\\w/])`, 'g');
/** Where a folder-relative name may start: under these, or beside the file that names it, or a folder up. */
const RELATIVE_BASES = ['generator', 'src'];

/** One named path: where it is named (1-based line and column) and the path as written, trailing punctuation off. */
interface NamedPath {
  line: number;
  column: number;
  path: string;
}

/** The repository paths that `text` names, from offset `start` of its file (whose text is `whole`). */
function namedPaths(text: string, whole = text, start = 0, token = TOKEN): NamedPath[] {
  const found: NamedPath[] = [];
  for (const match of text.matchAll(token)) {
    // A diagnostic's place (`kent.yaml:14:9`) names the file before it.
    const named = (match[1] ?? '')
      .replace(/[.,:;!?]+$/, '')
      .replace(/(:\d+)+$/, '')
      .replace(/\/$/, '');
    if (PATTERN.test(named)) continue;
    const before = whole.slice(0, start + (match.index ?? 0)).split('\n');
    found.push({ line: before.length, column: (before.at(-1) ?? '').length + 1, path: named });
  }
  return found;
}

/** The comments of a code file, each with its offset: TypeScript's own comment ranges, or CSS block comments. */
function comments(file: string, text: string): { start: number; text: string }[] {
  if (file.endsWith('.css'))
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ start: m.index ?? 0, text: m[0] }));
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const ranges = new Map<number, ts.CommentRange>();
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) ranges.set(range.pos, range);
    for (const range of ts.getTrailingCommentRanges(text, node.end) ?? []) ranges.set(range.pos, range);
    ts.forEachChild(node, visit);
  };
  visit(source);
  visit(source.endOfFileToken);
  return [...ranges.values()].map((range) => ({ start: range.pos, text: text.slice(range.pos, range.end) }));
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  return /\.[mc]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/** The folders of generator/ and src/ among `tracked`, which comments name without their top folder. */
const codeFolders = (tracked: ReadonlySet<string>) =>
  [...tracked].filter((p) => /^(generator|src)\/[\w-]+$/.test(p)).map((p) => p.split('/')[1]!);

/**
 * `file:line:col path` for each path that `file` names and that is neither tracked by git nor allowed; a path named
 * from a code folder (`folders`) is sought where RELATIVE_BASES say.
 */
function missingIn(file: string, text: string, tracked: ReadonlySet<string>, folders = codeFolders(tracked)): string[] {
  const parts = file.endsWith('.md') ? [{ start: 0, text }] : comments(file, text);
  const here = path.posix.dirname(file);
  const bases = [...RELATIVE_BASES, here, path.posix.dirname(here)];
  const relative = folders.length ? RELATIVE([...new Set(folders)]) : undefined;
  const rooted = parts
    .flatMap((part) => namedPaths(part.text, text, part.start))
    .filter((named) => !tracked.has(named.path) && !NOT_IN_GIT.has(named.path));
  const fromFolders = relative
    ? parts
        .flatMap((part) => namedPaths(part.text, text, part.start, relative))
        .filter((named) => !bases.some((base) => tracked.has(path.posix.join(base, named.path))))
    : [];
  return [...rooted, ...fromFolders]
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map((named) => `${file}:${named.line}:${named.column} ${named.path}`);
}

/** Every file git tracks, and every folder above one. */
function trackedPaths(): { files: string[]; paths: Set<string> } {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' }).split('\0').filter(Boolean);
  const paths = new Set(files);
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) paths.add(parts.slice(0, i).join('/'));
  }
  return { files, paths };
}

describe('paths named in comments and docs', () => {
  it('finds a path in a comment, at its line and column, and not one in a string', () => {
    const text = "const a = '/* tests/not-here.ts */';\n// see generator/made-up/gone.ts, and docs/design.md.\n";
    const tracked = new Set(['docs/design.md']);
    expect(missingIn('generator/x.ts', text, tracked)).toEqual(['generator/x.ts:2:8 generator/made-up/gone.ts']);
  });

  it('reads a doc whole, and skips patterns, URLs and paths that do not start at a top folder', () => {
    const text = [
      'Run `npx vitest run tests/unit/made-up.test.ts`.',
      'Schemas are `schemas/page-<name>.schema.json`; see `content/*.yaml` and https://example.org/src/x.ts.',
      'The node_modules/decap/src/extensions.js file, public/images/uploads/, and docs/x.md:3:1: too long.',
    ].join('\n');
    expect(missingIn('README.md', text, new Set())).toEqual([
      'README.md:1:21 tests/unit/made-up.test.ts',
      'README.md:3:76 docs/x.md',
    ]);
  });

  it('seeks a file named from a code folder there, beside the file and a folder up, and reports one not found', () => {
    const text = [
      '// parsed by load/parse.ts, bundled by cms/build/admin-bundle.ts (not cms/admin-bundle.ts);',
      '// see pages/+config.ts, browser/main.ts, build/snapshot.ts and generator/load/parse.ts; load/ is a folder.',
    ].join('\n');
    const tracked = new Set([
      'generator/load',
      'generator/cms',
      'src/pages',
      'generator/load/parse.ts',
      'generator/cms/build/admin-bundle.ts',
      'generator/cms/browser/main.ts',
      'generator/cms/build/snapshot.ts',
      'src/pages/+config.ts',
    ]);
    expect(
      missingIn('generator/cms/browser/x.ts', text, tracked, ['load', 'cms', 'pages', 'browser', 'build']),
    ).toEqual(['generator/cms/browser/x.ts:1:71 cms/admin-bundle.ts']);
  });

  it('finds a block comment in CSS', () => {
    expect(missingIn('src/a.css', '.a {}\n/* as in src/styles/gone.css */\n', new Set())).toEqual([
      'src/a.css:2:10 src/styles/gone.css',
    ]);
  });

  it('names only paths git tracks, in every comment and doc of the repository', () => {
    const { files, paths } = trackedPaths();
    const read = files.filter((file) => (CODE.test(file) || file.endsWith('.md')) && !file.includes('node_modules/'));
    expect(read.length).toBeGreaterThan(0);
    const missing = read.flatMap((file) => missingIn(file, fs.readFileSync(path.join(REPO, file), 'utf8'), paths));
    expect(missing).toEqual([]);
  });
});
