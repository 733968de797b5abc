// lastmod's cache of past states (.cache/lastmod/): a state is made by today's code from a commit's content, so
// its key holds that code, the content migrations included: a state migrated by other code is made again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateKey } from '../../generator/lastmod/cache.ts';
import type { StateInputs } from '../../generator/lastmod/state.ts';

describe("lastmod's cache of past states", () => {
  it("is keyed by the migrations' code: a state migrated by other code is made again", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'state-key-'));
    try {
      const migration = path.join(root, 'generator/migrations/2026-11-24-councils-as-ids.ts');
      fs.mkdirSync(path.dirname(migration), { recursive: true });
      fs.writeFileSync(migration, 'export const one = 1;\n');
      const inputs = { schemas: { key: 'schemas' }, today: '2026-11-27', siteUrl: undefined, images: {}, cards: {} };
      const key = () => stateKey(root, inputs as unknown as StateInputs);
      const before = key();
      expect(key()).toBe(before);
      fs.writeFileSync(migration, 'export const one = 2;\n');
      expect(key()).not.toBe(before);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
