// One render function for dev and generate: the development server and the generated site give the same HTML for
// a route of every template. Only what must differ is set aside: the tags that load styles and scripts (Vite's
// dev client and source URLs in development, the hashed bundles in dist/), compared by the styles they name (a
// generated page links only those it uses), and the picture a link preview shows (generate's share card; the
// development server draws none).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDay } from '../../generator/model/dates.ts';
import type { Route, TemplateId } from '../../generator/model/types/route.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { runGenerate } from '../../generator/pipeline/run-generate.ts';
import { pageFile } from '../../generator/render/render.ts';
import { environment } from '../support/clock.ts';
import { type DevServer, startDevServer } from '../support/dev-server.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { ALL_TEMPLATES } from '../support/templates.ts';

// Both sides build for the same day.
const EPOCH = String(Math.floor(Date.now() / 1000));
const TODAY = buildDay(EPOCH, new Date())!;

let site: Fixture;
let root: string;
let dev: DevServer;
let routes: Route[];

/** The stylesheet links Vike puts first in <head>, by the name of the source style each loads. */
const STYLESHEET = /<link rel="stylesheet" type="text\/css" href="([^"]+)">/g;
/** The module scripts Vike puts last in <body>: ours are all JSON-LD data blocks. */
const MODULE_SCRIPT = /<script (?:src="[^"]*" )?type="module" async>[\s\S]*?<\/script>/g;
const styleName = (href: string) =>
  /(?:src\/styles\/|src_styles_)([a-z-]+?)(?:-[0-9a-f]{8}\.[\w-]+)?\.css/.exec(href)?.[1] ?? href;

/**
 * The tags that name the picture a link preview shows: generate names each page's share card, which the
 * development server does not draw (it names site.yaml's default picture). Both must name one.
 */
const SHARE_PICTURE = /<meta (?:property="og:image[^"]*"|name="twitter:image[^"]*") content="[^"]*"\/>/g;

function split(html: string): { page: string; styles: string[]; scripts: number; pictures: number } {
  const styles = [...html.matchAll(STYLESHEET)].map((m) => styleName(m[1]!));
  const scripts = html.match(MODULE_SCRIPT)?.length ?? 0;
  const pictures = html.match(/<meta property="og:image" /g)?.length ?? 0;
  const page = html.replace(STYLESHEET, '').replace(MODULE_SCRIPT, '').replace(SHARE_PICTURE, '');
  return { page, styles, scripts, pictures };
}

beforeAll(async () => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  expect((await runGenerate(root, { today: TODAY, env: environment() })).written).toBeDefined();
  routes = runCheck(root, TODAY).routes!;
  dev = await startDevServer(root, { ...process.env, SOURCE_DATE_EPOCH: EPOCH });
}, 180_000);

afterAll(async () => {
  await dev?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the development server and generate', () => {
  it('render the same HTML for a route of every template', async () => {
    const first = new Map<TemplateId, Route>();
    for (const route of routes) if (!first.has(route.template)) first.set(route.template, route);
    expect([...first.keys()].sort()).toEqual(ALL_TEMPLATES);
    for (const [template, route] of first) {
      const fromDev = split(await (await fetch(`${dev.origin}${route.path}`)).text());
      const generated = split(fs.readFileSync(path.join(root, 'dist', pageFile(route)), 'utf8'));
      expect(generated.page, `${template}: ${route.path}`).toBe(fromDev.page);
      // The development server links every stylesheet (an edit may use any class); a generated page, those of
      // them it uses (tests/e2e/stylesheets.test.ts), in the same order, the site's own always.
      expect(
        fromDev.styles.filter((name) => generated.styles.includes(name)),
        `${template}: ${route.path}`,
      ).toEqual(generated.styles);
      expect(generated.styles[0], `${template}: ${route.path}`).toBe('site');
      expect([fromDev.scripts, generated.scripts], `${template}: ${route.path}`).toEqual([1, 1]);
      expect([fromDev.pictures, generated.pictures], `${template}: ${route.path}`).toEqual([1, 1]);
    }
  }, 120_000);
});
