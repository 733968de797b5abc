// The Changes view beside the preview: each field the edit changes, named by the admin's own labels and shown old →
// new as `npm run review` words it (changes.ts runs the review's code), against the entry as last saved; and the
// pages the change makes differ, each with the changes it shows. No file paths or line numbers: content staff know
// their entry by its fields and the site by its pages.
import { ukDate } from '../../model/dates.ts';
import type { PageRow, Review } from '../../review/review.ts';
import type { Change } from '../../review/values.ts';
import type { Words } from '../../review/words.ts';
import { entryChanges } from './changes.ts';
import { type Checking, fileOf, type Immutable } from './checked-widgets.tsx';
import { toText } from './format.ts';
import { FOLDERS } from './site.ts';
import { usePaused } from './typing-pause.ts';

const Names = ({ names }: { names: readonly string[] }) => <>{names.map((name, i) => (i ? `, ${name}` : name))}</>;

const TAGS = { '=': 'span', '-': 'del', '+': 'ins' } as const;

/** A text's runs of words, kept, taken out and put in; each keyed by where it ends in the two texts run together. */
function WordRuns({ words }: { words: readonly Words[] }) {
  let end = 0;
  const runs = words.map((run) => ({ ...run, key: `${run.op}${(end += run.text.length)}` }));
  return (
    <span>
      {runs.map(({ op, text, key }) => {
        const Tag = TAGS[op];
        return <Tag key={key}>{text}</Tag>;
      })}
    </span>
  );
}

/** A change as the review words it: a text's words taken out and put in, a value old → new, items, an entry. */
function ChangeWords({ change }: { change: Change }) {
  switch (change.kind) {
    case 'text':
      return <WordRuns words={change.words} />;
    case 'value':
      return (
        <span>
          {String(change.before ?? '(none)')} → {String(change.after ?? '(none)')}
        </span>
      );
    case 'entry':
      return (
        <span>
          {change.was} {change.name}
        </span>
      );
    case 'items':
      return (
        <span>
          {change.added.length > 0 && (
            <span>
              added <Names names={change.added} />.{' '}
            </span>
          )}
          {change.removed.length > 0 && (
            <span>
              removed <Names names={change.removed} />.{' '}
            </span>
          )}
          {change.moved.length > 0 && (
            <span>
              moved <Names names={change.moved} />.
            </span>
          )}
        </span>
      );
  }
}

const PAGE_WORDS: Record<PageRow['change'], string> = {
  added: 'new page',
  removed: 'page removed',
  changed: 'changes',
};

function PageList({ pages, labels }: { pages: readonly PageRow[]; labels: readonly string[] }) {
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.path} data-changed-page={page.path}>
          <strong>{page.title}</strong> ({page.path}): {PAGE_WORDS[page.change]}
          {page.values.length > 0 && <> — shows {page.values.map((i) => labels[i]).join('; ')}</>}
        </li>
      ))}
    </ul>
  );
}

function ChangesView({ review }: { review: Review }) {
  if (!review.values.length) return <p>Nothing has changed since this entry was last saved.</p>;
  const labels = review.values.map((row) => row.labels.join(' › '));
  const rows = review.values.map((row, i) => ({ ...row, label: labels[i], key: row.at.join('/') }));
  return (
    <section aria-label="Changes" style={{ padding: '8px' }}>
      <h2>What this edit changes, since it was last saved</h2>
      <ul>
        {rows.map((row) => (
          <li key={`${row.file} ${row.key}`} data-change={row.label}>
            <strong>{row.label}</strong>: <ChangeWords change={row.change} />
          </li>
        ))}
      </ul>
      <h2>Pages this changes</h2>
      {review.pages === undefined ? (
        <p>The pages it changes are listed once the problems in the Page view are put right.</p>
      ) : review.pages.length ? (
        <PageList pages={review.pages} labels={labels} />
      ) : (
        <p>No page of the site looks different.</p>
      )}
    </section>
  );
}

type Made = { review: Review } | { error: string };

/** The review of the entry as edited against its file as last saved, worked out again once typing pauses. */
export function EntryChanges({ checking, entry }: { checking: Checking; entry: Immutable }) {
  const file = fileOf(entry);
  const data = (entry.get('data') as Immutable).toJS() as Record<string, unknown>;
  const text = toText(data, FOLDERS[String(entry.get('collection'))]);
  const site = checking.site.snapshot();
  const { made, current } = usePaused<Made | undefined>(() => {
    if (!file) return undefined;
    try {
      return { review: entryChanges(site, checking.schemas, { file, text }, ukDate(new Date())) };
    } catch (error) {
      return { error: String(error) };
    }
  }, [site, checking.schemas, file, text]);
  if (!file) return <p>Give the entry a slug to see what it changes.</p>;
  if (!made) return <p aria-busy="true">Working out what this edit changes…</p>;
  return (
    <div aria-busy={!current}>
      {!current && <p>Bringing this list up to date with your latest typing…</p>}
      {'error' in made ? (
        <p role="alert">The changes could not be listed: {made.error}</p>
      ) : (
        <ChangesView review={made.review} />
      )}
    </div>
  );
}
