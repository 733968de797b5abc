// What content staff see when check refuses a save or a delete: every problem, in plain words, under the name of
// the field or entry it is about, each time they try (Decap's own notice is a toast that fades, and says nothing
// when a field refuses the save). When the only problems are published addresses that would be left with nothing
// to serve them, the redirects check suggests are offered: one click adds them, in the same save.
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { Redirect } from './site-check.ts';

export interface Refusal {
  action: 'save' | 'delete';
  /** Each problem: where it is ("Areas › Dover › Postcodes", or '' for the entry as a whole) and what it is. */
  problems: ReadonlyArray<{ where: string; message: string }>;
  /** The redirects that put every problem right, when they do. */
  redirects: readonly Redirect[];
}

export type Choice = 'redirect' | 'back';

const VERB = { save: 'saved', delete: 'deleted' } as const;
const BUTTON = {
  padding: '8px 16px',
  border: 0,
  borderRadius: '5px',
  background: '#3a69c7',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
};

function Dialog({ refusal, choose }: { refusal: Refusal; choose: (choice: Choice) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // A modal dialog: above Decap's page, which it makes inert until staff choose; Escape is "Go back".
  useEffect(() => dialog.current?.showModal(), []);
  const { action, problems, redirects } = refusal;
  const many = redirects.length > 1;
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="save-refused-heading"
      aria-describedby="save-refused-problems"
      onCancel={(event) => {
        event.preventDefault();
        choose('back');
      }}
      style={{ maxWidth: '640px', padding: '24px', border: 0, borderRadius: '6px', lineHeight: 1.5 }}
    >
      <h2 id="save-refused-heading" style={{ marginTop: 0, fontSize: '20px' }}>
        Not {VERB[action]} yet: {problems.length === 1 ? 'one thing needs' : 'some things need'} putting right
      </h2>
      <ul id="save-refused-problems" style={{ paddingLeft: '20px' }}>
        {problems.map(({ where, message }) => (
          <li key={`${where} ${message}`}>
            {where && <strong>{where}: </strong>}
            {message}
          </li>
        ))}
      </ul>
      {redirects.length > 0 && (
        <p>
          The admin can add {many ? 'these redirects' : 'this redirect'} to the redirects list with this {action}, so
          that anyone following an old link or search result is sent on:{' '}
          {redirects.map((r) => `${r.from} → ${r.to}`).join(', ')}.
        </p>
      )}
      <div style={{ display: 'flex', gap: '12px', flexWrap: 'wrap' }}>
        {redirects.length > 0 && (
          // biome-ignore lint/a11y/noAutofocus: the dialog's one way forward, as a modal dialog's first control
          <button type="button" autoFocus style={BUTTON} onClick={() => choose('redirect')}>
            Add the {many ? 'redirects' : 'redirect'} and {action}
          </button>
        )}
        <button
          type="button"
          style={{ ...BUTTON, background: '#eef1f4', color: '#1e2532' }}
          onClick={() => choose('back')}
        >
          Go back and change it
        </button>
      </div>
    </dialog>
  );
}

/** Shows `refusal` until staff choose; resolves with their choice. */
export function showRefusal(refusal: Refusal): Promise<Choice> {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  return new Promise((resolve) => {
    const choose = (choice: Choice) => {
      root.unmount();
      host.remove();
      resolve(choice);
    };
    root.render(<Dialog refusal={refusal} choose={choose} />);
  });
}
