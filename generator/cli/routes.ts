// The route table as `npm run routes` prints it: every page of this build, and the articles held back with
// their state, in path order.
import type { Held } from '../check/calendar.ts';
import type { Origin, Route, TemplateId } from '../model/types/route.ts';

interface Row {
  path: string;
  template: TemplateId;
  origin: Origin;
  /** Absent for a page of this build. */
  state?: Held['state'];
  date?: string;
}

function rows(routes: readonly Route[], held: readonly Held[]): Row[] {
  const live = routes.map((r): Row => ({ path: r.path, template: r.template, origin: r.origin }));
  const later = held.map(
    (h): Row => ({
      path: h.route.path,
      template: h.route.template,
      origin: h.route.origin,
      state: h.state,
      ...(h.state === 'scheduled' ? { date: h.date } : {}),
    }),
  );
  return [...live, ...later].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const stateWords = (row: Row) => (row.state === 'scheduled' ? `scheduled ${row.date}` : (row.state ?? ''));

/** One line per route, `path  template  file:line`, a held article's state after it, then the totals. */
export function routesText(routes: readonly Route[], held: readonly Held[]): string {
  const all = rows(routes, held);
  const columns = all.map(
    (row) => [row.path, row.template, `${row.origin.file}:${row.origin.line}`, stateWords(row)] as const,
  );
  // Folded rather than Math.max(...): a site may have more routes than a call's arguments can hold.
  const width = [0, 1, 2].map((i) => columns.reduce((most, c) => Math.max(most, c[i]!.length), -Infinity));
  const lines = columns.map(([path, template, origin, state]) =>
    state
      ? `${path.padEnd(width[0]!)}  ${template.padEnd(width[1]!)}  ${origin.padEnd(width[2]!)}  ${state}`
      : `${path.padEnd(width[0]!)}  ${template.padEnd(width[1]!)}  ${origin}`,
  );
  const scheduled = held.filter((h) => h.state === 'scheduled').length;
  const drafts = held.length - scheduled;
  const parts = [
    ...(scheduled ? [`${scheduled} scheduled`] : []),
    ...(drafts ? [`${drafts} draft${drafts === 1 ? '' : 's'}`] : []),
  ];
  return `${lines.join('\n')}\n${routes.length} routes${parts.length ? `; not published yet: ${parts.join(', ')}` : ''}\n`;
}

/** The same rows as JSON: `state` and `date` only on the articles held back. */
export const routesJson = (routes: readonly Route[], held: readonly Held[]): string =>
  `${JSON.stringify(rows(routes, held), null, 2)}\n`;
