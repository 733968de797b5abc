// The admin's extension of Decap's backends (generator/cms/browser/backend.ts): the redirects staff chose travel with the save or
// delete they were chosen for, the admin's picture of the site follows each save, and an entry's pull request is
// read back as the entry alone. On recording stand-ins of Decap's two backends: its local one (decap-server's
// requests) and its GitHub one (the Git Data API calls of Decap's GitHub API).
import { describe, expect, it } from 'vitest';
import {
  type DataFile,
  extendBackend,
  type Implementation,
  type Pending,
} from '../../generator/cms/browser/backend.ts';
import { withRedirects } from '../../generator/cms/browser/redirect-fix.ts';
import type { Site } from '../../generator/cms/browser/site.ts';
import type { Change } from '../../generator/cms/browser/site-check.ts';

const KENT = 'content/regions/kent.yaml';
const ARTICLE = 'content/blog/old-news.yaml';
const REDIRECTS = 'content/redirects.yaml';
const REDIRECTS_TEXT = 'redirects:\n  - { from: /contact, to: /contact-details }\n  - { from: /blog/*, to: /blog }\n';
const DOVER = { from: '/kent/dover-hoarder-cleaning', to: '/hoarder-cleaning-kent' };

/** What the stand-in was asked to do, in order. */
type Call = [string, ...unknown[]];

function backend(api?: boolean) {
  const calls: Call[] = [];
  const impl: Implementation = {
    getEntry: async (path) => (calls.push(['getEntry', path]), { data: path === REDIRECTS ? REDIRECTS_TEXT : null }),
    persistEntry: async (entry, options) => calls.push(['persistEntry', entry.dataFiles, options]),
    deleteFiles: async (paths, message) => calls.push(['deleteFiles', paths, message]),
    unpublishedEntry: async () => ({ collection: 'regions', diffs: [{ path: REDIRECTS }, { path: KENT }] }),
    ...(api
      ? {
          api: {
            branch: 'main',
            uploadBlob: async (file) => (calls.push(['uploadBlob', file.raw]), { sha: `blob of ${file.raw.length}` }),
            getDefaultBranch: async () => ({ commit: { sha: 'head' } }),
            updateTree: async (base, files) => (calls.push(['updateTree', base, files]), { sha: 'tree' }),
            commit: async (message, tree) => (calls.push(['commit', message, tree.sha]), { sha: 'commit' }),
            patchBranch: async (branch, sha) => calls.push(['patchBranch', branch, sha]),
          },
        }
      : {}),
  };
  const saved: Array<[readonly Change[], boolean]> = [];
  const site: Site = {
    snapshot: () => ({ files: {}, pictures: {}, schemas: {}, styles: '' }),
    saved: (changes, fresh) => void saved.push([changes, fresh]),
  };
  const pending: Pending = new Map();
  return { impl: extendBackend(impl, { pending, site, local: !api }), calls, saved, pending };
}

const kent: DataFile = { path: KENT, slug: 'kent', raw: 'name: Kent\n' };
const withDover = withRedirects(REDIRECTS_TEXT, [DOVER]);

describe("a save, with Decap's local backend", () => {
  it('writes the redirects chosen for it as a second file of the same request, from the file as it is now', async () => {
    const { impl, calls, saved, pending } = backend();
    pending.set(KENT, [DOVER]);
    await impl.persistEntry({ dataFiles: [kent], assets: [] }, { commitMessage: 'Update Kent' });
    expect(calls).toEqual([
      ['getEntry', REDIRECTS],
      [
        'persistEntry',
        [kent, { path: REDIRECTS, slug: 'redirects', raw: withDover }],
        { commitMessage: 'Update Kent' },
      ],
    ]);
    expect(withDover).toContain(
      '  - { from: /kent/dover-hoarder-cleaning, to: /hoarder-cleaning-kent }\n  - { from: /blog/*',
    );
    expect(pending.size).toBe(0);
    expect(saved).toEqual([
      [
        [
          { file: KENT, text: kent.raw },
          { file: REDIRECTS, text: withDover },
        ],
        true,
      ],
    ]);
  });

  it('is only its entry when no redirect was chosen for it', async () => {
    const { impl, calls, saved } = backend();
    await impl.persistEntry({ dataFiles: [kent], assets: [] }, {});
    expect(calls).toEqual([['persistEntry', [kent], {}]]);
    expect(saved).toEqual([[[{ file: KENT, text: kent.raw }], true]]);
  });
});

describe('a delete', () => {
  it("with Decap's local backend: writes the redirects, then deletes", async () => {
    const { impl, calls, saved, pending } = backend();
    pending.set(ARTICLE, [{ from: '/blog/old-news', to: '/blog' }]);
    await impl.deleteFiles([ARTICLE], 'Delete old news');
    const raw = withRedirects(REDIRECTS_TEXT, [{ from: '/blog/old-news', to: '/blog' }]);
    expect(calls).toEqual([
      ['getEntry', REDIRECTS],
      [
        'persistEntry',
        [{ path: REDIRECTS, slug: 'redirects', raw }],
        { commitMessage: 'Delete old news', useWorkflow: false },
      ],
      ['deleteFiles', [ARTICLE], 'Delete old news'],
    ]);
    expect(saved).toEqual([[[{ file: ARTICLE }, { file: REDIRECTS, text: raw }], true]]);
  });

  it("is Decap's own when no redirect was chosen for it", async () => {
    const { impl, calls, saved } = backend();
    await impl.deleteFiles([ARTICLE], 'Delete old news');
    expect(calls).toEqual([['deleteFiles', [ARTICLE], 'Delete old news']]);
    expect(saved).toEqual([[[{ file: ARTICLE }], true]]);
  });

  it("with Decap's GitHub backend: the delete and the redirects are one commit on the branch", async () => {
    const { impl, calls, saved, pending } = backend(true);
    pending.set(ARTICLE, [{ from: '/blog/old-news', to: '/blog' }]);
    await impl.deleteFiles([ARTICLE], 'Delete old news');
    const raw = withRedirects(REDIRECTS_TEXT, [{ from: '/blog/old-news', to: '/blog' }]);
    expect(calls).toEqual([
      ['getEntry', REDIRECTS],
      ['uploadBlob', raw],
      [
        'updateTree',
        'head',
        [
          { path: ARTICLE, sha: null },
          { path: REDIRECTS, sha: `blob of ${raw.length}` },
        ],
      ],
      ['commit', 'Delete old news', 'tree'],
      ['patchBranch', 'main', 'commit'],
    ]);
    expect(saved).toEqual([[[{ file: ARTICLE }, { file: REDIRECTS, text: raw }], false]]);
  });
});

describe("an entry's pull request, read back (GitHub's editorial workflow)", () => {
  it('is the entry alone: the redirects that travelled with it stay in the pull request', async () => {
    const { impl } = backend(true);
    expect(await impl.unpublishedEntry!({ id: 'regions/kent' })).toEqual({
      collection: 'regions',
      diffs: [{ path: KENT }],
    });
  });
});
