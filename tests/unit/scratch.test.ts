// The run's scratch folder is the global setup's choice (tests/support/scratch.ts), made before any worker starts:
// every test file, its copies and the commands it starts use it, with nothing set on importing the config.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { fixture } from '../support/fixture.ts';

it("is this worker's temporary folder, where fixture() puts its copies", () => {
  const scratch = inject('scratch');
  expect(os.tmpdir()).toBe(scratch);
  const site = fixture();
  try {
    expect(path.dirname(site.root)).toBe(scratch);
  } finally {
    site.remove();
  }
});

it('is the temporary folder of a command a test starts', () => {
  const child = spawnSync(process.execPath, ['-p', "require('node:os').tmpdir()"], { encoding: 'utf8' });
  expect(child.stdout.trim()).toBe(inject('scratch'));
});
