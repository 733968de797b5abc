// npm run audit: proof from outside tools that the built site holds up. The Nu HTML checker over every page of
// dist/, structured-data-testing-tool's Google and social presets on the first page of every template, and the
// blog's feed against RFC 4287's RELAX NG schema with jing; then a report to paste into an issue note. Not part of
// npm test: it needs Java, jing and two packages the project does not install (they go to
// ~/.cache/hoarder-audit-tools, see audit/tools.ts). It audits dist/ as the last generate left
// it, with the site's own address in the pages (SITE_URL is not needed: nothing is fetched from it).
// Exit 0 all clear; 1 a Nu error, a failed test, a page served with the wrong status or a refused connection;
// 2 the machine lacks what the audit needs (Java, the packages, a built site).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATE_IDS } from '../src/templates/index.tsx';
import { checkFeed, haveJing } from './audit/feed.ts';
import { checkHtml } from './audit/nu.ts';
import { type Audit, failed, findings, report } from './audit/report.ts';
import { checkStructuredData, pagesPerTemplate, type RouteRow } from './audit/structured-data.ts';
import { ensureTools, javaVersion, toolsDir } from './audit/tools.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'generator/cli/run.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 26,
  });

function stop(code: number, message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

// The checkers, outside the project.
const tools = ensureTools(toolsDir());
if (!tools) stop(2, `npm could not install the audit's tools into ${toolsDir()} (is the registry reachable?)`);
// Java for the Nu checker.
const java = javaVersion();
if (!java) stop(2, 'the Nu checker needs Java: sudo apt-get install -y default-jre-headless');
// jing for the feed's schema.
if (!haveJing()) stop(2, "the feed's schema check needs jing: sudo apt-get install -y jing");
// A built site: the last generate's, else one now.
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  process.stderr.write('dist/ holds no built site: running npm run generate first\n');
  if (spawnSync(process.execPath, ['generator/cli/run.mjs', 'generate'], { cwd: root, stdio: 'inherit' }).status !== 0)
    stop(1, 'generate failed: put the problems above right, then run npm run audit again');
}
// The route table, for one page of each template.
const routes = cli('routes', '--format', 'json');
if (routes.status !== 0) stop(1, 'npm run routes failed: run npm run check to see why');
const pages = pagesPerTemplate(JSON.parse(routes.stdout) as RouteRow[]);

process.stderr.write('Nu HTML checker: every page of dist/ …\n');
const nu = checkHtml(tools.vnuJar, root, dist);
process.stderr.write(`structured-data-testing-tool: ${pages.length} pages …\n`);
const structured = await checkStructuredData(tools.modules, dist, pages);
process.stderr.write('jing: feed.xml against RFC 4287 …\n');
const feed = checkFeed(root, dist);

const audit: Audit = {
  nu,
  feed,
  pages: structured.pages,
  guard: structured.guard,
  untested: TEMPLATE_IDS.filter((id) => !pages.some((p) => p.template === id)).sort(),
  versions: { nu: tools.versions['vnu-jar'], sdtt: tools.versions['structured-data-testing-tool'], java },
};
const lines = findings(audit);
process.stdout.write(`${lines.length ? `${lines.join('\n')}\n\n` : ''}${report(audit).join('\n')}\n`);
process.exitCode = failed(audit) ? 1 : 0;
