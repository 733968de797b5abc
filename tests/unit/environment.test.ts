// The environment is read once, by the command line (generator/cli/environment.ts) and the development server's
// plugin (generator/dev/), and passed down as values: no stage and no template reads process.env.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnvironment } from '../../generator/cli/environment.ts';
import { emit } from '../../generator/emit/emit.ts';
import { DEFAULT_EMAIL_ORIGIN } from '../../generator/emit/host/headers.ts';
import { expand } from '../../generator/expand/expand.ts';
import { toRenderData } from '../../generator/model/render-data.ts';
import { fixtureContent } from '../support/content.ts';
import { REPO } from '../support/site.ts';

/** The folders that read the environment: the command line and the development server's Vite plugins. */
const READERS = ['generator/cli/', 'generator/dev/', 'generator/cms/dev/'];
/** `process.env…`, `process['env']`, and the same through node:process. */
const READS_ENV = /\bprocess\s*(?:\.\s*env\b|\[\s*['"`]env['"`]\s*\])|from\s+['"](?:node:)?process['"]/;

function sources(dir: string): string[] {
  return (fs.readdirSync(path.join(REPO, dir), { recursive: true }) as string[])
    .filter((file) => /\.(?:ts|tsx|mjs)$/.test(file))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
}

describe('the environment', () => {
  it('is read by no stage, model module or template', () => {
    const scanned = [...sources('generator'), ...sources('src')].filter((f) => !READERS.some((r) => f.startsWith(r)));
    // The scan sees the modules that used to read SITE_URL and EMAILJS_API_ORIGIN.
    expect(scanned).toEqual(expect.arrayContaining(['generator/model/render-data.ts', 'generator/emit/emit.ts']));
    const readers = scanned.filter((file) => READS_ENV.test(fs.readFileSync(path.join(REPO, file), 'utf8')));
    expect(readers).toEqual([]);
  });

  it('is recognised however a module reads it', () => {
    for (const text of ['process.env.SITE_URL', "process['env']", "import { env } from 'node:process'"])
      expect(READS_ENV.test(text), text).toBe(true);
    expect(READS_ENV.test('processEnvironment(env)')).toBe(false);
  });

  describe('as the command line reads it', () => {
    it('gives generate SITE_URL, EMAILJS_API_ORIGIN, the admin backend (CMS_*) and a copy of the rest for the bundle build', () => {
      const env: NodeJS.ProcessEnv = {
        SITE_URL: 'https://preview.example.net',
        EMAILJS_API_ORIGIN: 'http://127.0.0.1:9',
        CMS_REPO: 'clearway/site',
        CMS_AUTH_URL: 'https://auth.example.net',
        VITE_X: '1',
      };
      const read = readEnvironment(env);
      env.VITE_X = '2';
      expect(read).toEqual({
        siteUrl: 'https://preview.example.net',
        emailOrigin: 'http://127.0.0.1:9',
        cms: { repo: 'clearway/site', baseUrl: 'https://auth.example.net' },
        process: {
          SITE_URL: 'https://preview.example.net',
          EMAILJS_API_ORIGIN: 'http://127.0.0.1:9',
          CMS_REPO: 'clearway/site',
          CMS_AUTH_URL: 'https://auth.example.net',
          VITE_X: '1',
        },
      });
      expect(readEnvironment({})).toEqual({ cms: {}, process: {} });
    });
  });

  describe('reaches the stages only as values', () => {
    afterEach(() => void vi.unstubAllEnvs());
    const content = fixtureContent();
    const routes = expand(content, '2026-11-23').value;

    it('SITE_URL: render data takes the address it is given, not the variable', () => {
      vi.stubEnv('SITE_URL', 'https://elsewhere.example.net');
      const data = toRenderData(content, routes, { today: '2026-11-23' });
      expect(data.preview).toBe(false);
      expect(data.siteUrl).toBe(content.site.data.url.replace(/\/+$/, ''));
      const preview = toRenderData(content, routes, { today: '2026-11-23', siteUrl: 'https://preview.example.net' });
      expect(preview).toMatchObject({ preview: true, siteUrl: 'https://preview.example.net' });
    });

    it('EMAILJS_API_ORIGIN: the CSP allows the origin it is given, else the real service, not the variable', () => {
      vi.stubEnv('EMAILJS_API_ORIGIN', 'https://elsewhere.example.net');
      const data = toRenderData(content, routes, { today: '2026-11-23' });
      const csp = (origin?: string) =>
        /Content-Security-Policy: (.*)/.exec(emit(data, [], origin).site.get('_headers')!)![1];
      expect(csp()).toContain(`connect-src 'self' ${DEFAULT_EMAIL_ORIGIN};`);
      expect(csp()).not.toContain('elsewhere');
      expect(csp('http://127.0.0.1:9')).toContain("connect-src 'self' http://127.0.0.1:9;");
    });
  });
});
