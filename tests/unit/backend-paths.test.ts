// What npm run cms's local backend lets a request name (generator/cms/dev/backend-paths.ts, backend-request.ts): the
// content, pictures in the media folder, and nothing else, however the path is written. On a small project in a
// temporary folder (links need a file system); tests/e2e/cms-backend.test.ts sends the same to the real server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_FOLDER } from '../../generator/cms/config/config.ts';
import { allowedPath, normalise } from '../../generator/cms/dev/backend-paths.ts';
import { refusal } from '../../generator/cms/dev/backend-request.ts';

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-paths-'));
  const files = ['site.yaml', 'content/blog/an-article.yaml', 'content/pages/home.yaml', '.git/config', 'package.json'];
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'x');
  }
  fs.mkdirSync(path.join(root, MEDIA_FOLDER), { recursive: true });
  fs.symlinkSync('../../.git/config', path.join(root, 'content/blog/linked.yaml'));
  fs.symlinkSync('../../package.json', path.join(root, 'content/blog/nowhere.yaml.tmp'));
  fs.symlinkSync('..', path.join(root, 'content/up'));
  fs.symlinkSync(os.tmpdir(), path.join(root, 'content/services'));
  fs.symlinkSync('missing-target', path.join(root, 'content/blog/dangling.yaml'));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('normalise', () => {
  it.each([
    ['content/blog/a.yaml', 'content/blog/a.yaml'],
    ['./content//blog/./a.yaml', 'content/blog/a.yaml'],
    ['content/blog/../pages/home.yaml', 'content/pages/home.yaml'],
    ['content\\blog\\a.yaml', 'content/blog/a.yaml'],
    ['content%2Fblog%2Fa.yaml', 'content/blog/a.yaml'],
    ['content/%2e%2e/package.json', 'package.json'],
    ['content/blog/', 'content/blog'],
  ])('reads %j as %j', (raw, plain) => {
    expect(normalise(raw)).toBe(plain);
  });

  it.each([
    '../outside.yaml',
    'content/../../outside.yaml',
    'content\\..\\..\\outside.yaml',
    '%2e%2e/outside.yaml',
    '/etc/passwd',
    '\\\\server\\share',
    'C:/Windows/win.ini',
    'c:\\x.yaml',
    'content/%252e%252e/x.yaml',
    'content/%E0%A4%A.yaml',
    'content/blog/a.yaml\u0000.png',
    'content/blog/a\n.yaml',
    '.',
    '',
  ])('refuses %j', (raw) => {
    expect(normalise(raw)).toBeUndefined();
  });
});

describe('allowedPath', () => {
  it('allows the content and pictures of the media folder, each in its role', () => {
    expect(allowedPath(root, 'site.yaml', 'content')).toBe('site.yaml');
    expect(allowedPath(root, 'content/blog/an-article.yaml', 'content')).toBe('content/blog/an-article.yaml');
    expect(allowedPath(root, 'content/blog/new-one.yaml', 'content')).toBe('content/blog/new-one.yaml');
    expect(allowedPath(root, 'content/pages/home.yaml', 'content')).toBe('content/pages/home.yaml');
    expect(allowedPath(root, `${MEDIA_FOLDER}/Loft.JPG`, 'picture')).toBe(`${MEDIA_FOLDER}/Loft.JPG`);
    expect(allowedPath(root, 'content/regions', 'content-folder')).toBe('content/regions');
    expect(allowedPath(root, MEDIA_FOLDER, 'media-folder')).toBe(MEDIA_FOLDER);
    expect(allowedPath(root, 'content/blog/an-article.yaml', 'deletable')).toBe('content/blog/an-article.yaml');
    expect(allowedPath(root, `${MEDIA_FOLDER}/a.svg`, 'deletable')).toBe(`${MEDIA_FOLDER}/a.svg`);
  });

  it.each([
    ['a file outside content', 'package.json', 'content'],
    ['the content guide', 'content/README.md', 'content'],
    ['a .yml file', 'content/blog/a.yml', 'content'],
    ['a page that is not in the page table', 'content/pages/evil.yaml', 'content'],
    ['a file in no collection', 'content/evil.yaml', 'content'],
    ['a collection folder elsewhere', 'src/blog/a.yaml', 'content'],
    ['a hidden file in a content folder', 'content/blog/.a.yaml', 'content'],
    ['a content file as a picture', 'content/blog/an-article.yaml', 'picture'],
    ['a page of script in the media folder', `${MEDIA_FOLDER}/x.html`, 'picture'],
    ['a picture beside the media folder', 'public/images/x.png', 'picture'],
    ['a picture below the media folder', `${MEDIA_FOLDER}/deep/x.png`, 'picture'],
    ['site.yaml, which check needs', 'site.yaml', 'deletable'],
    ['a one-off page', 'content/pages/home.yaml', 'deletable'],
    ['the root as a content folder', '.', 'content-folder'],
    ['content/pages as a folder to list', 'content/pages', 'content-folder'],
    ['a folder above the media folder', 'public/images', 'media-folder'],
    ['a link out of a content folder', 'content/blog/linked.yaml', 'content'],
    ['a path through a link to the project root', 'content/up/package.json', 'content'],
    [
      'a path through a link to the project root that names content',
      'content/up/content/blog/an-article.yaml',
      'content',
    ],
    ['a content folder that is a link outside the project', 'content/services/a.yaml', 'content'],
    ['a listing of a content folder that is a link outside the project', 'content/services', 'content-folder'],
    ['a link that leads nowhere', 'content/blog/dangling.yaml', 'content'],
    ['a value that is not a string', 42, 'content'],
  ] as const)('refuses %s', (_what, raw, role) => {
    expect(allowedPath(root, raw, role)).toBeUndefined();
  });
});

describe('refusal', () => {
  const entry = (file: string, more: Record<string, unknown> = {}) => ({
    action: 'persistEntry',
    params: { branch: 'main', dataFiles: [{ slug: 'x', path: file, raw: 'x', ...more }], assets: [] },
  });

  it('lets a request through with every path in its plain form, which is what decap-server is then given', () => {
    const body = entry('content\\blog\\.\\an-article.yaml');
    expect(refusal(root, body)).toBeUndefined();
    expect(body.params.dataFiles[0]!.path).toBe('content/blog/an-article.yaml');
  });

  it('refuses a whole request for one path it may not touch, and says which and why', () => {
    const body = {
      action: 'deleteFiles',
      params: { branch: 'main', paths: ['content/blog/an-article.yaml', '.git/config'], options: {} },
    };
    expect(refusal(root, body)).toBe(
      `deleteFiles of ".git/config": only an entry of a folder of content/ or a picture in ${MEDIA_FOLDER}/ can be deleted from the admin`,
    );
    expect(body.params.paths).toEqual(['content/blog/an-article.yaml', '.git/config']);
  });

  it('refuses a new name in another folder (decap-server would move every file of the old folder)', () => {
    expect(refusal(root, entry('content/blog/an-article.yaml', { newPath: 'content/regions/x.yaml' }))).toBe(
      'persistEntry of "content/blog/an-article.yaml": an entry can be renamed only within its own folder',
    );
    expect(
      refusal(root, entry('content/blog/an-article.yaml', { newPath: 'content/blog/renamed.yaml' })),
    ).toBeUndefined();
  });

  it('refuses actions the admin does not use, and bodies that are not a request', () => {
    for (const action of ['unpublishedEntries', 'publishUnpublishedEntry', 'toString', '__proto__', undefined])
      expect(refusal(root, { action, params: {} }), String(action)).toMatch(/is not one the admin uses$/);
    for (const body of [null, 'info', [], 7]) expect(refusal(root, body)).toMatch(/is not one the admin uses$/);
  });

  it.each([
    ['persistEntry with no data file', { action: 'persistEntry', params: { dataFiles: [], assets: [] } }],
    ['persistEntry with neither data files nor an entry', { action: 'persistEntry', params: { assets: [] } }],
    ['persistEntry with a data file that is text', { action: 'persistEntry', params: { dataFiles: ['site.yaml'] } }],
    [
      'persistEntry with assets that are not a list',
      { action: 'persistEntry', params: { dataFiles: [{ path: 'site.yaml' }], assets: { path: 'x.png' } } },
    ],
    [
      'persistEntry with both an entry and data files, one of them outside content',
      {
        action: 'persistEntry',
        params: { entry: { path: 'package.json' }, dataFiles: [{ path: 'site.yaml' }], assets: [] },
      },
    ],
    ['entriesByFiles with no list', { action: 'entriesByFiles', params: { files: { path: 'site.yaml' } } }],
    ['entriesByFiles with an item that is text', { action: 'entriesByFiles', params: { files: ['site.yaml'] } }],
    ['deleteFiles with no path', { action: 'deleteFiles', params: { paths: [] } }],
    ['deleteFiles with paths that are not a list', { action: 'deleteFiles', params: { paths: 'content/blog/a.yaml' } }],
  ])('refuses %s: whatever decap-server would make of it, it names no allowed file', (_what, body) => {
    expect(refusal(root, body)).toMatch(/: only /);
  });

  it('lets an entry through in the older form Decap sends (one `entry`), checked the same way', () => {
    const body = { action: 'persistEntry', params: { entry: { path: 'content/./blog/x.yaml' }, assets: [] } };
    expect(refusal(root, body)).toBeUndefined();
    expect(body.params.entry.path).toBe('content/blog/x.yaml');
  });

  it('refuses a request whose path is missing or not text', () => {
    expect(refusal(root, { action: 'getEntry', params: {} })).toMatch(/^getEntry of undefined: only site.yaml/);
    expect(refusal(root, { action: 'getEntry', params: { path: ['site.yaml'] } })).toMatch(
      /^getEntry of \["site.yaml"\]/,
    );
    expect(refusal(root, { action: 'persistMedia', params: { asset: 'x' } })).toMatch(/^persistMedia of undefined/);
  });
});
