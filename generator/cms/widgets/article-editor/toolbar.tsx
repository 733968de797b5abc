// The buttons above the article: headings, bold, italic, lists, quote, link, undo. Each shows whether it is on
// where the cursor is (aria-pressed) and is greyed where it does not apply (a heading inside a list). A button
// keeps the editor's selection (it takes no focus on press). The link button opens a line that asks for the
// address, refuses one the site would not keep, in plain words, and can take a link off.
import type { EditorView } from 'prosemirror-view';
import { type CSSProperties, type KeyboardEvent, useState } from 'react';
import { ACTIONS } from './commands.ts';
import { linkProblem, linkRange, removeLink, setLink } from './link.ts';

const BAR: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 4, padding: '6px 0', alignItems: 'center' };
const BUTTON: CSSProperties = {
  font: 'inherit',
  fontSize: 14,
  padding: '4px 10px',
  border: '1px solid #dfdfe3',
  borderRadius: 4,
  background: '#fff',
  color: '#313d3e',
  cursor: 'pointer',
};
const PRESSED: CSSProperties = { ...BUTTON, background: '#e8f5fe', borderColor: '#3a69c7', color: '#3a69c7' };
const STYLE: Record<string, CSSProperties> = { Bold: { fontWeight: 700 }, Italic: { fontStyle: 'italic' } };

const keep = (event: { preventDefault(): void }) => event.preventDefault();

interface Props {
  view: EditorView;
  /** Whether the link line is open, and its address as first shown. */
  linking: string | undefined;
  setLinking: (href: string | undefined) => void;
}

/** The toolbar stays in view at the top of the form while a long article scrolls under it. */
const STICKY: CSSProperties = { position: 'sticky', top: 0, zIndex: 1, background: '#fff' };

export function Toolbar({ view, linking, setLinking }: Props) {
  const { state } = view;
  const run = (command: (typeof ACTIONS)[number]['run']) => {
    command(view.state, view.dispatch, view);
    view.focus();
  };
  const linked = linkRange(state);
  return (
    <div style={STICKY}>
      <div role="toolbar" aria-label="Formatting" style={BAR}>
        {ACTIONS.map((action) => {
          const pressed = action.active?.(state) ?? false;
          return (
            <button
              key={action.name}
              type="button"
              aria-label={action.name}
              aria-pressed={action.active ? pressed : undefined}
              title={action.shortcut ? `${action.name} (${action.shortcut})` : action.name}
              disabled={!action.run(state)}
              style={{ ...(pressed ? PRESSED : BUTTON), ...STYLE[action.name] }}
              onMouseDown={keep}
              onClick={() => run(action.run)}
            >
              {action.text}
            </button>
          );
        })}
        <button
          type="button"
          aria-label="Link"
          aria-pressed={linked?.href !== undefined}
          title="Link (Ctrl+K)"
          disabled={!linked || linked.from === linked.to}
          style={linked?.href ? PRESSED : BUTTON}
          onMouseDown={keep}
          onClick={() => setLinking(linked?.href ?? '')}
        >
          Link
        </button>
      </div>
      {linking !== undefined && <LinkLine view={view} initial={linking} close={() => setLinking(undefined)} />}
    </div>
  );
}

function LinkLine({ view, initial, close }: { view: EditorView; initial: string; close: () => void }) {
  const [href, setHref] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const done = () => {
    close();
    view.focus();
  };
  const save = () => {
    const found = linkProblem(href);
    setProblem(found);
    if (found) return;
    setLink(href.trim())(view.state, view.dispatch);
    done();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') done();
  };
  return (
    <div style={{ ...BAR, paddingTop: 0 }}>
      <input
        aria-label="Link address"
        placeholder="/contact-details or https://…"
        value={href}
        // biome-ignore lint/a11y/noAutofocus: the line opens to be typed in
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={onKeyDown}
        style={{ ...BUTTON, cursor: 'text', flex: '1 1 16em' }}
      />
      <button type="button" style={BUTTON} onClick={save}>
        Save link
      </button>
      {initial && (
        <button
          type="button"
          style={BUTTON}
          onClick={() => {
            removeLink(view.state, view.dispatch);
            done();
          }}
        >
          Remove link
        </button>
      )}
      <button type="button" style={BUTTON} onClick={done}>
        Cancel
      </button>
      {problem && (
        <p role="alert" style={{ flexBasis: '100%', margin: 0, color: '#d60032', fontSize: 14 }}>
          {problem}
        </p>
      )}
    </div>
  );
}
