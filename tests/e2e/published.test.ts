// check counts the files generate publishes before any is made (generator/deploy/, for the hosts' limits): on the
// fixture site as the command line generated it, the count is what dist/ holds, folder by folder and by name.
import { describe, expect, it } from 'vitest';
import { countedAndWritten } from '../support/published.ts';
import { servedFixture } from '../support/shared-build.ts';

describe('the files counted before building', () => {
  it('are the files generate wrote, once the bundle is built: each folder holds as many, each by its name', async () => {
    const { counted, written, fromBundle } = await countedAndWritten(servedFixture().root);
    expect(fromBundle).toBeGreaterThan(0);
    expect(counted.byFolder).toEqual(written.byFolder);
    expect(written.all).toEqual(expect.arrayContaining(counted.named));
  });
});
