// What the toolbar's buttons and the keyboard do to the article, each a ProseMirror command (it answers whether it
// applies, and applies when given a dispatch), and what each shows as on (its aria-pressed). The shortcuts are
// Google Docs', which content staff may know: Ctrl+Alt+2 a heading, Ctrl+Shift+8 a bulleted list.
import { baseKeymap, chainCommands, setBlockType, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import type { Attrs, MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState, Plugin } from 'prosemirror-state';
import { schema } from './schema.ts';

const { paragraph, heading, blockquote, bullet_list, ordered_list, list_item } = schema.nodes;

/** Whether the selection's textblock is a `type` (with `attrs`). */
function inBlock(state: EditorState, type: NodeType, attrs: Attrs = {}): boolean {
  const { $from, $to } = state.selection;
  const parent = $from.parent;
  return (
    $from.sameParent($to) &&
    parent.type === type &&
    Object.entries(attrs).every(([key, value]) => parent.attrs[key] === value)
  );
}

/** The list the selection is in (the nearest), with its depth. */
function listAround(state: EditorState): { type: NodeType; depth: number } | undefined {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const type = $from.node(depth).type;
    if (type === bullet_list || type === ordered_list) return { type, depth };
  }
  return undefined;
}

/** A heading, or a quote: on a paragraph it becomes one; on one, back to a paragraph. */
const toggleBlock =
  (type: NodeType, attrs: Attrs = {}): Command =>
  (state, dispatch) =>
    inBlock(state, type, attrs) ? setBlockType(paragraph)(state, dispatch) : setBlockType(type, attrs)(state, dispatch);

/** A list: on paragraphs it makes one; in a list of this kind it takes the items out; in the other kind it turns it. */
const toggleList =
  (type: NodeType): Command =>
  (state, dispatch) => {
    const around = listAround(state);
    if (!around) return wrapInList(type)(state, dispatch);
    if (around.type === type) return liftListItem(list_item)(state, dispatch);
    if (dispatch) {
      const position = state.selection.$from.before(around.depth);
      dispatch(state.tr.setNodeMarkup(position, type));
    }
    return true;
  };

export interface Action {
  /** The button's name, as screen readers and the browser tests find it. */
  name: string;
  /** What the button shows. */
  text: string;
  shortcut?: string;
  run: Command;
  active?: (state: EditorState) => boolean;
}

const markActive = (type: MarkType) => (state: EditorState) => {
  const { from, $from, to, empty } = state.selection;
  return empty ? !!type.isInSet(state.storedMarks ?? $from.marks()) : state.doc.rangeHasMark(from, to, type);
};

/** The toolbar's buttons, in order (the link button is the toolbar's own: it asks for an address). */
export const ACTIONS: readonly Action[] = [
  {
    name: 'Heading',
    text: 'Heading',
    shortcut: 'Ctrl+Alt+2',
    run: toggleBlock(heading, { level: 2 }),
    active: (s) => inBlock(s, heading, { level: 2 }),
  },
  {
    name: 'Subheading',
    text: 'Subheading',
    shortcut: 'Ctrl+Alt+3',
    run: toggleBlock(heading, { level: 3 }),
    active: (s) => inBlock(s, heading, { level: 3 }),
  },
  {
    name: 'Bold',
    text: 'B',
    shortcut: 'Ctrl+B',
    run: toggleMark(schema.marks.strong),
    active: markActive(schema.marks.strong),
  },
  {
    name: 'Italic',
    text: 'I',
    shortcut: 'Ctrl+I',
    run: toggleMark(schema.marks.em),
    active: markActive(schema.marks.em),
  },
  {
    name: 'Bulleted list',
    text: '• List',
    shortcut: 'Ctrl+Shift+8',
    run: toggleList(bullet_list),
    active: (s) => listAround(s)?.type === bullet_list,
  },
  {
    name: 'Numbered list',
    text: '1. List',
    shortcut: 'Ctrl+Shift+7',
    run: toggleList(ordered_list),
    active: (s) => listAround(s)?.type === ordered_list,
  },
  { name: 'Quote', text: '“ Quote', run: toggleBlock(blockquote), active: (s) => inBlock(s, blockquote) },
  { name: 'Undo', text: 'Undo', shortcut: 'Ctrl+Z', run: undo },
  { name: 'Redo', text: 'Redo', shortcut: 'Ctrl+Y', run: redo },
];

const byName = (name: string) => ACTIONS.find((action) => action.name === name)!.run;

/** The editor's plugins: undo history, and the keys (lists first, so Enter in an item makes the next item). */
export function editorPlugins(openLink: Command): Plugin[] {
  return [
    history(),
    keymap({
      Enter: splitListItem(list_item),
      'Mod-[': liftListItem(list_item),
      'Mod-]': sinkListItem(list_item),
      'Mod-b': byName('Bold'),
      'Mod-i': byName('Italic'),
      'Mod-k': openLink,
      'Mod-Alt-2': byName('Heading'),
      'Mod-Alt-3': byName('Subheading'),
      'Mod-Alt-0': setBlockType(paragraph),
      'Shift-Mod-8': byName('Bulleted list'),
      'Shift-Mod-7': byName('Numbered list'),
      'Mod-z': undo,
      'Shift-Mod-z': redo,
      'Mod-y': redo,
      // Shift+Enter would be a line break, which an article does not have: a new paragraph instead.
      'Shift-Enter': chainCommands(splitListItem(list_item), baseKeymap.Enter!),
    }),
    keymap(baseKeymap),
  ];
}
