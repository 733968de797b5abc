// Links: the words they are on (the selection, or the whole link the cursor is in), the address they go to, and
// whether the site keeps it: the site's own allow-list is asked (generator/model/article-html.ts), so the editor
// accepts exactly what check and the page accept.
import type { Mark, Node as PMNode } from 'prosemirror-model';
import type { Command, EditorState } from 'prosemirror-state';
import { articleProblems } from '../../../model/article-html.ts';
import { schema } from './schema.ts';

const { link } = schema.marks;

/** Whether the site keeps a link to `href` (the allow-list, asked about a link of its own). */
export function linkAllowed(href: string): boolean {
  const quoted = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return articleProblems(`<a href="${quoted}">link</a>`).length === 0;
}

/** What to tell content staff about an address a link cannot have; undefined when it can. */
export function linkProblem(href: string): string | undefined {
  if (!href.trim()) return 'Type the address the link goes to.';
  if (linkAllowed(href.trim())) return undefined;
  return 'A link can go to a page of this site, starting with / (such as /contact-details), or to a full address starting with https://.';
}

interface Linked {
  from: number;
  to: number;
  /** The address of the link there already, if any. */
  href?: string;
}

/** The words a link would be on: the selection, or, with none, the whole link the cursor stands in. */
export function linkRange(state: EditorState): Linked | undefined {
  const { from, to, empty, $from } = state.selection;
  if (!empty) {
    let href: string | undefined;
    state.doc.nodesBetween(from, to, (node) => {
      href ??= link.isInSet(node.marks)?.attrs.href;
    });
    return { from, to, ...(href ? { href } : {}) };
  }
  const mark = link.isInSet($from.marks()) ?? link.isInSet($from.nodeAfter?.marks ?? []);
  if (!mark) return undefined;
  return { ...extent($from.parent, $from.start(), mark, $from.parentOffset), href: mark.attrs.href };
}

/** The run of the textblock at `start` that carries `mark` around `offset`: the children either side that share it. */
function extent(parent: PMNode, start: number, mark: Mark, offset: number): { from: number; to: number } {
  const spans: Array<{ from: number; to: number; marked: boolean }> = [];
  parent.forEach((child, position) => {
    spans.push({ from: position, to: position + child.nodeSize, marked: mark.isInSet(child.marks) });
  });
  const at = spans.findIndex((span) => span.marked && span.from <= offset && offset <= span.to);
  if (at === -1) return { from: start + offset, to: start + offset };
  let [first, last] = [at, at];
  while (spans[first - 1]?.marked) first--;
  while (spans[last + 1]?.marked) last++;
  return { from: start + spans[first]!.from, to: start + spans[last]!.to };
}

/** The link on the words of linkRange, going to `href` (in place of any link there). */
export const setLink =
  (href: string): Command =>
  (state, dispatch) => {
    const range = linkRange(state);
    if (!range || range.from === range.to) return false;
    dispatch?.(
      state.tr
        .removeMark(range.from, range.to, link)
        .addMark(range.from, range.to, link.create({ href }))
        .scrollIntoView(),
    );
    return true;
  };

/** The link taken off the words of linkRange. */
export const removeLink: Command = (state, dispatch) => {
  const range = linkRange(state);
  if (!range?.href) return false;
  dispatch?.(state.tr.removeMark(range.from, range.to, link));
  return true;
};
