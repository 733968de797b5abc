// structured-data-testing-tool with its Google and SocialMedia (Facebook and Twitter) presets on the first page of
// every template, as the preview server serves it on 127.0.0.1. The tool is handed the HTML that came back, not a
// URL, so it fetches nothing itself; the guard records every connection the process opens.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { startPreview } from '../../generator/cli/preview/server.ts';
import { type Guard, guardLoopback } from './loopback-guard.ts';

/** A row of `npm run routes -- --format json`; `state` only on an article not published yet. */
export interface RouteRow {
  path: string;
  template: string;
  state?: string;
}

interface SdttTest {
  test: string;
  description?: string;
  group?: string;
  groups?: string[];
}
interface SdttResult {
  passed: SdttTest[];
  failed: SdttTest[];
  warnings: SdttTest[];
  schemas: string[];
}
interface Sdtt {
  structuredDataTest(input: Buffer, options: { presets: unknown[] }): Promise<SdttResult>;
}

export interface PageResult {
  template: string;
  path: string;
  /** The HTTP status the preview server answered with. */
  status: number;
  passed: number;
  failed: string[];
  warnings: string[];
  schemas: string[];
}

/** The first published page of each template, in route-table (path) order. */
export function pagesPerTemplate(rows: readonly RouteRow[]): RouteRow[] {
  const first = new Map<string, RouteRow>();
  for (const row of rows) if (row.state === undefined && !first.has(row.template)) first.set(row.template, row);
  return [...first.values()];
}

const named = (t: SdttTest) => `${t.groups?.join(' > ') ?? t.group}: ${t.description ?? t.test} (${t.test})`;

/** The tool's result whether its tests passed or not: it rejects with the result when one failed. */
async function test(sdtt: Sdtt, html: Buffer, presets: unknown[]): Promise<SdttResult> {
  try {
    return await sdtt.structuredDataTest(html, { presets });
  } catch (error) {
    const failed = error as { type?: string; res?: SdttResult };
    if (failed.type === 'VALIDATION_FAILED' && failed.res) return failed.res;
    throw error;
  }
}

export async function checkStructuredData(
  modules: string,
  dist: string,
  pages: readonly RouteRow[],
): Promise<{ pages: PageResult[]; guard: Guard }> {
  const load = createRequire(`${modules}/`);
  const sdtt = load('structured-data-testing-tool') as Sdtt;
  const { Google, SocialMedia } = load('structured-data-testing-tool/presets') as Record<string, unknown>;
  const server = await startPreview(dist, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const guard = guardLoopback();
  try {
    const results: PageResult[] = [];
    for (const page of pages) {
      const response = await fetch(`${origin}${page.path}`, { redirect: 'manual' });
      const result = await test(sdtt, Buffer.from(await response.arrayBuffer()), [Google, SocialMedia]);
      results.push({
        template: page.template,
        path: page.path,
        status: response.status,
        passed: result.passed.length,
        failed: result.failed.map(named),
        warnings: result.warnings.map(named),
        schemas: result.schemas,
      });
    }
    return { pages: results, guard };
  } finally {
    guard.restore();
    // fetch keeps its connections open for the next request: close them, or the process waits on them.
    server.closeAllConnections();
    server.close();
  }
}
