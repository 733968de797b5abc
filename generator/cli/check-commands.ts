// The commands that check the content and act on the route table: check, routes, paths:update.
import { disappeared, recorded, retired, retireRefusal } from '../check/published.ts';
import { hasErrors } from '../diagnostics/diagnostic.ts';
import { PUBLISHED_FILE } from '../load/load.ts';
import { runCheck } from '../pipeline/run-check.ts';
import { saveLedger } from '../write/write.ts';
import { checkCache, fails, type Io, type Options, report } from './options.ts';
import { routesJson, routesText } from './routes.ts';

export function commandCheck(io: Io, { root, format, strict, today, release, note }: Options): number {
  // Pages a pull request adds without recording them in the ledger are check's warnings (generate records them).
  const result = runCheck(root, today, { release, unrecorded: true, hostLimits: true, cache: checkCache(io, note) });
  const announce = release ? 'check passed, ready to publish: ' : 'check passed: ';
  if (fails(result.diagnostics, strict)) return report(io, result.diagnostics, format, strict);
  if (result.diagnostics.length) report(io, result.diagnostics, format);
  else if (format === 'json') io.stdout('[]\n');
  if (format !== 'json') {
    const { files, areas, pages } = result.stats;
    const warnings = result.diagnostics.length;
    io.stdout(
      `${announce}${files} files, ${areas} areas, ${pages} pages; ${warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : 'no problems found'}\n`,
    );
  }
  return 0;
}

export function commandRoutes(io: Io, { root, format, today, note }: Options): number {
  const result = runCheck(root, today, { cache: checkCache(io, note) });
  if (hasErrors(result.diagnostics) || !result.routes) return report(io, result.diagnostics, format);
  io.stdout((format === 'json' ? routesJson : routesText)(result.routes, result.held ?? []));
  return 0;
}

/** paths:update: retire the addresses given on purpose, then record every page and redirect source, as generate does. */
export function commandPublish(io: Io, { root, today, note }: Options, retire: readonly string[]): number {
  const result = runCheck(root, today, { cache: checkCache(io, note) });
  const { content, routes } = result;
  // Vanished addresses are judged below against the ledger as it will be; any other problem must be fixed first.
  const blocking = result.diagnostics.filter((d) => d.code !== 'page-disappeared' && d.severity === 'error');
  if (blocking.length || !content || !routes) return report(io, blocking, 'text');
  const refusals = retire.flatMap((p) => retireRefusal(p, result.published ?? [], content, routes) ?? []);
  if (refusals.length) {
    io.stderr(`${refusals.join('\n')}\n`);
    return 2;
  }
  const kept = result.published && retired(result.published, retire);
  const vanished = disappeared(kept, content, routes);
  if (vanished.length) return report(io, vanished, 'text');
  const ledger = recorded(kept, content, routes);
  if (!saveLedger(root, result.published, ledger.lines)) {
    io.stdout(`${PUBLISHED_FILE} already lists every page and redirect source\n`);
    return 0;
  }
  io.stdout(
    `${PUBLISHED_FILE}: ${ledger.added.length} recorded, ${retire.length} retired; commit it with your change\n`,
  );
  return 0;
}
