// The article body's field in the admin: a ProseMirror editor (schema.ts: only what an article may hold) under a
// toolbar, inside a Decap custom widget. The field's value stays the article's HTML string: read into the editor
// (document.ts) and written back after each change (html.ts), so check and the page read what they always have.
// An article opened and left alone keeps its text as it was. What is pasted or dropped is cleaned to what an
// article may hold before the editor sees it.
import CMS from 'decap-cms-app';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { ARTICLE_WIDGET } from '../../config/widgets.ts';
import { editorPlugins } from './commands.ts';
import { articleDocument } from './document.ts';
import { articleHtml, cleanPastedHtml } from './html.ts';
import { linkRange } from './link.ts';
import { Toolbar } from './toolbar.tsx';

/** What Decap gives a widget's control (decap-cms-core's EditorControl). */
interface ControlProps {
  value?: unknown;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  field: { get(key: string): unknown };
  ref?: Ref<{ focus: () => void }>;
}

/** The article's look while it is written: headings, lists and quotes as they read, in Decap's text box. */
const CSS = `
.article-body .ProseMirror { white-space: pre-wrap; word-wrap: break-word; outline: none; min-height: 16em;
  font-size: 16px; line-height: 1.5; padding: 4px 0; }
.article-body .ProseMirror h2 { font-size: 1.5em; margin: 1em 0 0.4em; }
.article-body .ProseMirror h3 { font-size: 1.2em; margin: 1em 0 0.4em; }
.article-body .ProseMirror p { margin: 0 0 0.8em; }
.article-body .ProseMirror ul, .article-body .ProseMirror ol { margin: 0 0 0.8em; padding-left: 1.6em; }
.article-body .ProseMirror li p { margin: 0; }
.article-body .ProseMirror blockquote { margin: 0 0 0.8em; padding-left: 1em; border-left: 4px solid #c3c7cf;
  font-style: italic; }
.article-body .ProseMirror a { color: #3a69c7; text-decoration: underline; }
`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function ArticleBody(props: ControlProps) {
  const { value, forID, classNameWrapper, setActiveStyle, setInactiveStyle, field, ref } = props;
  const mount = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView>();
  const [, setRevision] = useState(0);
  const [linking, setLinking] = useState<string>();
  /** The HTML last given to or taken from Decap: a value that differs came from outside (another entry). */
  const known = useRef(text(value));
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; values reach it below
  useEffect(() => {
    const created: EditorView = new EditorView(mount.current!, {
      state: EditorState.create({
        doc: articleDocument(known.current),
        plugins: editorPlugins((state) => {
          const range = linkRange(state);
          if (!range || range.from === range.to) return false;
          setLinking(range.href ?? '');
          return true;
        }),
      }),
      attributes: {
        id: forID,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': String(field.get('label') ?? field.get('name')),
      },
      transformPastedHTML: cleanPastedHtml,
      handleDOMEvents: {
        focus: () => (setActiveStyle(), false),
        blur: () => (setInactiveStyle(), false),
        // A picture dropped on the text has no place in an article; left alone, the browser would open it in place
        // of the admin, and what was written would be lost.
        drop: (_view, event) => {
          if (!event.dataTransfer?.files.length) return false;
          event.preventDefault();
          return true;
        },
      },
      dispatchTransaction(transaction) {
        created.updateState(created.state.apply(transaction));
        setRevision((n) => n + 1);
        if (!transaction.docChanged) return;
        known.current = articleHtml(created.state.doc);
        onChange.current(known.current);
      },
    });
    setView(created);
    return () => created.destroy();
  }, []);

  useEffect(() => {
    if (!view || text(value) === known.current) return;
    known.current = text(value);
    view.updateState(EditorState.create({ doc: articleDocument(known.current), plugins: view.state.plugins }));
    setRevision((n) => n + 1);
  }, [value, view]);

  useImperativeHandle(ref, () => ({ focus: () => view?.focus() }), [view]);

  return (
    <div className={`${classNameWrapper} article-body`}>
      <style>{CSS}</style>
      {view && <Toolbar view={view} linking={linking} setLinking={setLinking} />}
      <div ref={mount} />
    </div>
  );
}

/** Registers the article body's widget with Decap (before the checks wrap every widget, checked-widgets.tsx). */
export function registerArticleEditor(): void {
  CMS.registerWidget(ARTICLE_WIDGET, ArticleBody as unknown as Parameters<typeof CMS.registerWidget>[1]);
}
