// Nothing is saved or deleted that check would refuse. Before each save (Decap's preSave) and each delete of an
// entry (preUnpublish, which Decap's delete raises before it deletes), check runs on the whole site as it would be
// afterwards, and any error, in whichever file it is reported, stops it: a town removed from its region leaves a
// published address with nothing to serve it, a problem of the ledger (published-paths.txt), not of the region.
// Staff are shown every problem where they look (save-dialog.tsx), each time they try; when the only problems are
// such addresses, the redirects check suggests are offered, and chosen, they are written with the same save
// (backend.ts). A save that Decap refuses itself, because a field shows a problem, is shown the same way.
import CMS from 'decap-cms-app';
import { REDIRECTS_FILE } from '../../model/collections.ts';
import type { Pending } from './backend.ts';
import { type Checking, fileOf, type Immutable, type Live, later, plain, textOf } from './checked-widgets.tsx';
import { whereIs } from './field-labels.ts';
import { withRedirects } from './redirect-fix.ts';
import { type Refusal, showRefusal } from './save-dialog.tsx';
import { type Change, type Problem, siteProblems } from './site-check.ts';

/** A refused save or delete, as Decap reports it in its notice: the words alone. */
class Refused extends Error {
  override toString() {
    return this.message;
  }
}

const REFUSED = {
  save: 'Nothing was saved: put right what the admin listed, then save again.',
  delete: 'Nothing was deleted: the admin listed why.',
} as const;

/** Where each problem is, in the form's words, and what it is. */
function described(checking: Checking, problems: readonly Problem[], file: string, data: unknown) {
  const texts = checking.site.snapshot().files;
  return problems.map((p) => ({ where: whereIs(p, { file, data }, texts), message: p.message }));
}

interface Guard {
  checking: Checking;
  pending: Pending;
  live: Live;
}

/**
 * Resolves when check finds nothing wrong with the site after `changes` (the save or delete of `file`, whose
 * data is `data`), with the redirects staff chose; refuses it otherwise, having shown why.
 */
async function guard(g: Guard, action: Refusal['action'], file: string, changes: Change[], data: unknown) {
  g.pending.delete(file);
  const { site, schemas } = g.checking;
  const errors = siteProblems(site.snapshot(), schemas, changes).filter((p) => p.severity === 'error');
  if (!errors.length) return;
  const redirects = errors.every((p) => p.redirect) && file !== REDIRECTS_FILE ? errors.map((p) => p.redirect!) : [];
  const choice = await showRefusal({ action, problems: described(g.checking, errors, file, data), redirects });
  if (choice === 'redirect') {
    const text = withRedirects(site.snapshot().files[REDIRECTS_FILE] ?? '', redirects);
    const after = [...changes, { file: REDIRECTS_FILE, text }];
    const left = siteProblems(site.snapshot(), schemas, after).filter((p) => p.severity === 'error');
    if (!left.length) return void g.pending.set(file, redirects);
    await showRefusal({ action, problems: described(g.checking, left, file, data), redirects: [] });
  }
  // Each field then shows its own, wherever Decap's save did not reach.
  later(g.live);
  throw new Refused(REFUSED[action]);
}

/** Decap's sign that its fields refused a save: the save's promise, which nothing catches, rejected with nothing. */
function watchFieldRefusals(g: Guard): Live['onSaveValidation'] {
  let attempt: (() => Immutable) | undefined;
  window.addEventListener('unhandledrejection', (event) => {
    const entry = attempt;
    attempt = undefined;
    if (event.reason !== undefined || !entry) return;
    event.preventDefault();
    const current = entry();
    const file = fileOf(current);
    if (!file) return;
    const data = plain(current.get('data'));
    const changes = [{ file, text: textOf(current) }];
    const errors = siteProblems(g.checking.site.snapshot(), g.checking.schemas, changes).filter(
      (p) => p.severity === 'error',
    );
    const problems = errors.length
      ? described(g.checking, errors, file, data)
      : [{ where: '', message: 'Some fields are marked in red: fill them in, then save again.' }];
    void showRefusal({ action: 'save', problems, redirects: [] });
  });
  return (entry) => {
    attempt = entry;
    // An attempt that saved, or that preSave refused, leaves nothing behind for a later rejection to mistake.
    setTimeout(() => {
      if (attempt === entry) attempt = undefined;
    }, 2000);
  };
}

/** Registers the guard of every save and delete, and tells `live` how to notice a save its fields refuse. */
export function registerGuard(g: Guard): void {
  g.live.onSaveValidation = watchFieldRefusals(g);
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }: { entry: Immutable }) => {
      const file = fileOf(entry);
      if (file) await guard(g, 'save', file, [{ file, text: textOf(entry) }], plain(entry.get('data')));
      return undefined;
    },
  });
  CMS.registerEventListener({
    name: 'preUnpublish',
    handler: async ({ entry }: { entry: Immutable }) => {
      const file = fileOf(entry);
      if (file) await guard(g, 'delete', file, [{ file }], plain(entry.get('data')));
    },
  });
}
