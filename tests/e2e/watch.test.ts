// npm run generate -- --watch: generates, then again after every save, saying what it rewrote or what is wrong
// (at its line, with dist/ left as it was), until Ctrl+C.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CLI } from '../support/command-line.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { positionOf, snapshotTree } from '../support/site.ts';

const kent = 'content/regions/kent.yaml';

let site: Fixture;
let root: string;
let child: ChildProcess;
let output = '';

/** Waits until the output after `from` matches `pattern`; returns that part of the output. */
async function until(pattern: RegExp, from: number): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const part = output.slice(from);
    if (pattern.test(part)) return part;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${pattern} in:\n${output.slice(from)}`);
}

beforeAll(async () => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  child = spawn(process.execPath, [CLI, 'generate', '--watch', '--root', root], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await until(/every save regenerates/, 0);
}, 120_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});

describe('generate --watch', () => {
  it('generates once, then after a save renders the pages it changes and says which', async () => {
    expect(output).toMatch(/generated \d+ pages \(\d+ files\) into dist\/ in [\d.]+ s: \d+ rendered\n/);
    const town = (
      parse(fs.readFileSync(path.join(root, kent), 'utf8')) as {
        slug: string;
        areas: Array<{ name: string; slug: string }>;
      }
    ).areas[0]!;
    const from = output.length;
    site.edit(kent, (text) => text.replace(`- name: ${town.name}\n`, `- name: ${town.name} Vale\n`));
    const report = await until(/rewrote .*\n/, from);
    expect(report).toContain(`${kent} changed`);
    expect(report).toMatch(/: \d+ rendered, \d+ unchanged\n/);
    const townPath = `/kent/${town.slug}-hoarder-cleaning`;
    expect(report).toMatch(new RegExp(`rewrote .*${townPath}`));
    expect(fs.readFileSync(path.join(root, `dist${townPath}.html`), 'utf8')).toContain(`${town.name} Vale`);
  }, 60_000);

  it('reports a mistake at its line and leaves dist/ as it was, then carries on once it is fixed', async () => {
    const before = snapshotTree(path.join(root, 'dist'));
    const good = fs.readFileSync(path.join(root, kent), 'utf8');
    let from = output.length;
    const broken = good.replace(/^order: (\d+)$/m, 'order: two');
    fs.writeFileSync(path.join(root, kent), broken);
    const { line, col } = positionOf(broken, 'two', 'order: ');
    const report = await until(/dist\/ is as it was/, from);
    expect(report).toContain(`${kent}:${line}:${col}  error  wrong-type`);
    expect(snapshotTree(path.join(root, 'dist'))).toEqual(before);
    from = output.length;
    fs.writeFileSync(path.join(root, kent), good);
    expect(await until(/generated .*\n/, from)).toMatch(/: 0 rendered, \d+ unchanged\n/);
  }, 60_000);

  it('stops on Ctrl+C with exit code 0', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toMatch(/stopped watching\n$/);
  }, 30_000);
});
