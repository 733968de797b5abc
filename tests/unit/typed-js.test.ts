// The project's plain JavaScript (.mjs: what Node runs without a loader, such as the launcher generator/cli/run.mjs)
// is type-checked as its TypeScript is: tsc --noEmit reads every file of it with checkJs, and its types are its own
// JSDoc. A hand-written declaration beside a file (x.d.mts for x.mjs) would hide the file's code from its callers'
// type check, since imports resolve to the declaration; nothing would check the two against each other.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO } from '../support/site.ts';

/** The folders that hold the project's code (the rest is content, docs and generated output). */
const CODE = ['generator', 'src', 'tests', 'bench', 'scripts'];
const PLAIN_JS = /\.[mc]?jsx?$/;

/** Every plain JavaScript file of the project's code, relative to it (/ separators); node_modules excluded. */
function plainJs(): string[] {
  const inFolder = (folder: string) =>
    (fs.readdirSync(path.join(REPO, folder), { recursive: true }) as string[])
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
      .filter((file) => PLAIN_JS.test(file) && !file.split('/').includes('node_modules'));
  const atTop = fs.readdirSync(REPO).filter((file) => PLAIN_JS.test(file));
  return [...atTop, ...CODE.flatMap(inFolder)].sort();
}

/** tsconfig.json as tsc --noEmit reads it: its options and the files of its program (relative, / separators). */
function typeCheck(): { options: ts.CompilerOptions; files: Set<string> } {
  const { config, error } = ts.readConfigFile(path.join(REPO, 'tsconfig.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, REPO);
  return { options: parsed.options, files: new Set(parsed.fileNames.map((file) => path.relative(REPO, file))) };
}

/** The declaration file TypeScript would take instead of `file`: x.d.mts for x.mjs, x.d.ts for x.js. */
const twinOf = (file: string) => file.replace(/\.([mc]?)jsx?$/, '.d.$1ts');

describe('plain JavaScript', () => {
  const files = plainJs();

  it('is found where the launcher, the bundle build and npm test live', () => {
    expect(files).toEqual(
      expect.arrayContaining(['generator/cli/run.mjs', 'generator/bundle/vike-build.mjs', 'tests/run.mjs']),
    );
  });

  it('is read by tsc --noEmit with its JSDoc types checked', () => {
    const { options, files: program } = typeCheck();
    expect(options).toMatchObject({ allowJs: true, checkJs: true });
    expect(files.filter((file) => !program.has(file))).toEqual([]);
  });

  it('has no hand-written declaration beside it', () => {
    expect(files.filter((file) => fs.existsSync(path.join(REPO, twinOf(file))))).toEqual([]);
  });

  it('has no file that opts out of the check', () => {
    expect(files.filter((file) => fs.readFileSync(path.join(REPO, file), 'utf8').includes('@ts-nocheck'))).toEqual([]);
  });
});
