// The preview: the entry as the site will show it, made by the site's own render function (src/page-html.tsx)
// from the whole site with the entry in place of its file, in the site's stylesheets, at phone or desktop width.
// The page chosen first is the one the edit changed (a town just added, say); the others of the file are a choice
// away. While check finds errors, the preview lists them instead, in content staff's words, each under the name
// of its field; warnings about the file are listed above the page. Beside the page, the Changes view lists what the
// edit changes since the entry was last saved, and the pages that change (changes-view.tsx).
import CMS from 'decap-cms-app';
import { useMemo, useState } from 'react';
import { withAssets } from '../../../src/page-assets.ts';
import { pageHtml, withLookups } from '../../../src/page-html.tsx';
import { ukDate } from '../../model/dates.ts';
import { toRenderData } from '../../model/render-data.ts';
import type { Route } from '../../model/types/route.ts';
import type { SchemaRegistry } from '../../validate/schema-registry.ts';
import type { Snapshot } from '../build/snapshot.ts';
import { EntryChanges } from './changes-view.tsx';
import { type Checking, fileOf, type Immutable } from './checked-widgets.tsx';
import { whereIs } from './field-labels.ts';
import { toText } from './format.ts';
import { FOLDERS } from './site.ts';
import { checkSite } from './site-check.ts';
import { usePaused } from './typing-pause.ts';

/** The widths the preview offers: a common phone's, and a desktop's. */
const WIDTHS = { Phone: 375, Desktop: 1280 } as const;

interface Made {
  /** The pages of the entry's file. */
  routes: Route[];
  /** A page as the site will show it: made only for the page shown (a region of many towns has many pages). */
  html: (route: Route) => string;
  /** The page the edit changed, first shown. */
  first: number;
  errors: string[];
  /** check's warnings about this file: shown, never in the way of a save. */
  warnings: string[];
}

/** What the site's routes were before the edit, by path (their props, as text), by snapshot and day. */
const bases = new WeakMap<Snapshot, { today: string; routes: Map<string, string> }>();

/** What the site's routes were before the edit, to find the page it changed. */
function before(snapshot: Snapshot, schemas: SchemaRegistry, today: string): Map<string, string> {
  const known = bases.get(snapshot);
  if (known?.today === today) return known.routes;
  const built = checkSite(snapshot, schemas, [], today).checked;
  const routes = new Map((built.routes ?? []).map((r) => [r.path, JSON.stringify(r.props)]));
  bases.set(snapshot, { today, routes });
  return routes;
}

function made(
  { snapshot, opened }: { snapshot: Snapshot; opened: Snapshot },
  schemas: SchemaRegistry,
  file: string,
  data: Record<string, unknown>,
  folder?: string,
): Made {
  const today = ukDate(new Date());
  const changes = [{ file, text: toText(data, folder) }];
  const { checked, problems } = checkSite(snapshot, schemas, changes, today);
  const words = (p: (typeof problems)[number]) => {
    const where = whereIs(p, { file, data }, snapshot.files);
    return where ? `${where}: ${p.message}` : p.message;
  };
  const errors = problems.filter((p) => p.severity === 'error').map(words);
  const warnings = problems.filter((p) => p.severity === 'warning' && p.file === file).map(words);
  if (!checked.content || !checked.routes) return { routes: [], html: () => '', first: 0, errors, warnings };
  const data2 = withLookups(toRenderData(checked.content, checked.routes, { today }));
  // site.yaml makes no page of its own: it shows on every page, so the home page stands for it.
  const own = checked.routes.filter((r) => r.origin.file === file);
  const routes = own.length ? own : checked.routes.filter((r) => r.path === '/');
  const earlier = before(opened, schemas, today);
  // A page the edit added (a town's) before one it changed: a new town changes its region's page and its
  // neighbours' too (their nearest areas), which come first by address.
  const added = routes.findIndex((r) => !earlier.has(r.path));
  const changed = added >= 0 ? added : routes.findIndex((r) => earlier.get(r.path) !== JSON.stringify(r.props));
  const html = (route: Route) => withAssets(pageHtml(data2, route), { head: snapshot.styles, styles: [], body: '' });
  return { routes, html, first: Math.max(0, changed), errors, warnings };
}

/** The page `route` of `result` in a frame `width` wide, made when the page or the result changes. */
function PageFrame({ result, route, width }: { result: Made; route: Route; width: number }) {
  const page = useMemo(() => {
    try {
      return { html: result.html(route) };
    } catch (error) {
      return { failed: String(error) };
    }
  }, [result, route]);
  if ('failed' in page) return <p role="alert">The preview could not be made: {page.failed}</p>;
  return (
    <iframe
      title={`Preview of ${route.path}`}
      data-preview-path={route.path}
      sandbox="allow-same-origin"
      srcDoc={page.html}
      style={{ width: `${width}px`, maxWidth: 'none', height: '2400px', border: '1px solid #ccc' }}
    />
  );
}

function PagePreview({ checking, entry }: { checking: Checking; entry: Immutable }) {
  const snapshot = checking.site.snapshot();
  // The site as it was when the entry was opened: after a save, the page it added or changed still comes first.
  const [opened] = useState(snapshot);
  const [width, setWidth] = useState<keyof typeof WIDTHS>('Desktop');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const file = fileOf(entry);
  const data = (entry.get('data') as Immutable).toJS() as Record<string, unknown>;
  const folder = FOLDERS[String(entry.get('collection'))];
  // Made at once when the entry opens, then again once typing pauses (typing-pause.ts).
  const { made: shown, current } = usePaused(
    (): Made | { failed: string } | undefined => {
      if (!file) return undefined;
      try {
        return made({ snapshot, opened }, checking.schemas, file, data, folder);
      } catch (error) {
        return { failed: String(error) };
      }
    },
    // The entry's data by value (a new object on every render), as JSON: it cannot throw, as making the file's
    // text could (made() reports that).
    [snapshot, opened, checking.schemas, file, folder, JSON.stringify(data)],
    true,
  );
  if (!file) return <p>Give the entry a slug to see its page.</p>;
  if (!shown) return <p aria-busy="true">Making the preview…</p>;
  if ('failed' in shown) return <p role="alert">The preview could not be made: {shown.failed}</p>;
  const result = shown;
  if (result.errors.length)
    return (
      <section aria-label="Problems" aria-busy={!current}>
        <h2>Before this can be published, put right</h2>
        <ul>
          {result.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </section>
    );
  const route = result.routes.find((r) => r.path === chosen) ?? result.routes[result.first];
  if (!route) return <p>This entry makes no page of its own.</p>;
  return (
    <div aria-busy={!current}>
      {result.warnings.length > 0 && (
        <section aria-label="Warnings" style={{ padding: '8px', background: '#fff7e0' }}>
          <p>Worth a look (these do not stop a save):</p>
          <ul>
            {result.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}
      <div data-preview-controls="" style={{ display: 'flex', gap: '8px', padding: '8px', flexWrap: 'wrap' }}>
        {result.routes.length > 1 && (
          <label>
            Page{' '}
            <select value={route.path} onChange={(e) => setChosen(e.target.value)}>
              {result.routes.map((r) => (
                <option key={r.path} value={r.path}>
                  {r.path}
                </option>
              ))}
            </select>
          </label>
        )}
        {(Object.keys(WIDTHS) as Array<keyof typeof WIDTHS>).map((name) => (
          <button key={name} type="button" aria-pressed={width === name} onClick={() => setWidth(name)}>
            {name} ({WIDTHS[name]} px)
          </button>
        ))}
      </div>
      <PageFrame result={result} route={route} width={WIDTHS[width]} />
    </div>
  );
}

/** The views of the preview pane: the page as it will look, and what the edit changes since the last save. */
const VIEWS = ['Page', 'Changes'] as const;

function Preview(props: { checking: Checking; entry: Immutable }) {
  const [view, setView] = useState<(typeof VIEWS)[number]>('Page');
  return (
    <div>
      <fieldset style={{ display: 'flex', gap: '8px', padding: '8px', border: 0 }}>
        <legend>Show</legend>
        {VIEWS.map((name) => (
          <button key={name} type="button" aria-pressed={view === name} onClick={() => setView(name)}>
            {name}
          </button>
        ))}
      </fieldset>
      {view === 'Page' ? <PagePreview {...props} /> : <EntryChanges {...props} />}
    </div>
  );
}

export function registerPreviews(checking: Checking, collections: readonly string[]): void {
  for (const name of collections)
    CMS.registerPreviewTemplate(name, ({ entry }: { entry: Immutable }) => (
      <Preview checking={checking} entry={entry} />
    ));
}
