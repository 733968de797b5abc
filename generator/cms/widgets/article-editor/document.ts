// Any HTML as the editor's document: an article as stored (which it reads exactly), or what is pasted from Word,
// Google Docs or a web page (cleaned to what an article may hold). Allowed elements are kept; their kin are
// taken for them (<b> and a bold style for strong, <i> for em, <h1> and <h4>… for the two heading levels);
// blocks of any other kind (div, table cells, Word's paragraphs) become paragraphs, Word's list paragraphs list
// items; anything else is unwrapped to its words, and code, styles, pictures and Word's own markup are dropped.
// A link is kept only where the site's allow-list keeps it (article-html.ts).
import type { ChildNode, Element } from 'domhandler';
import { ElementType, parseDocument } from 'htmlparser2';
import type { Mark, Node as PMNode } from 'prosemirror-model';
import { Flow } from './flow.ts';
import { linkAllowed } from './link.ts';
import { schema } from './schema.ts';

/** Elements whose content is never an article's words: dropped with it. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'button',
  'title',
  'head',
  'img',
  'picture',
  'video',
  'audio',
  'canvas',
  'xml',
]);
/** Elements that are blocks of their own: each becomes a paragraph (or, holding blocks, those blocks). */
const BLOCKS = new Set(
  'p div section article aside header footer main nav address figure figcaption table thead tbody tfoot tr td th caption dl dt dd pre hr li center form fieldset details summary'.split(
    ' ',
  ),
);
const HEADING = /^h([1-6])$/;

/** The marks an inline element adds: by its tag, or by its style (Google Docs writes bold as font-weight). */
function marksOf(element: Element): Mark[] {
  const style = (element.attribs.style ?? '').toLowerCase();
  // The property itself, not one ending in it (Word's mso-bidi-font-weight is about right-to-left text).
  const property = (name: string, value: string) =>
    new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*(?:${value})\\b`).test(style);
  const bold = ['strong', 'b'].includes(element.name)
    ? !property('font-weight', 'normal|[1-5]00')
    : property('font-weight', 'bold|bolder|[6-9]00');
  const italic = ['em', 'i', 'cite', 'dfn'].includes(element.name) || property('font-style', 'italic|oblique');
  const href = element.name === 'a' ? element.attribs.href?.trim() : undefined;
  return [
    ...(href && linkAllowed(href) ? [schema.marks.link.create({ href })] : []),
    ...(bold ? [schema.marks.strong.create()] : []),
    ...(italic ? [schema.marks.em.create()] : []),
  ];
}

const addMarks = (marks: readonly Mark[], added: readonly Mark[]): readonly Mark[] =>
  added.reduce<readonly Mark[]>((set, mark) => mark.addToSet(set), marks);

/** Word's markers of a list paragraph (its bullet or number), written between <![if !supportLists]> and <![endif]>. */
const WORD_MARKER_START = /^\[if !supportLists\]/;
const WORD_MARKER_END = /^\[endif\]/;

interface Context {
  /** The headings' levels move one down when the HTML has an h1 (the article's own title is the page's h1). */
  headingShift: number;
}

/** The heading level an HTML heading of `level` becomes: 2 or 3. */
const levelOf = (level: number, context: Context) => Math.min(3, Math.max(2, level + context.headingShift));

function walk(nodes: readonly ChildNode[], marks: readonly Mark[], flow: Flow, context: Context): void {
  let marker: string | undefined;
  for (const node of nodes) {
    if (node.type === ElementType.Directive || node.type === ElementType.Comment) {
      // Word writes the markers' brackets as declarations (<![if …]>) or, elsewhere, as comments (<!--[if …]-->).
      const data = node.data.replace(/^!/, '');
      if (WORD_MARKER_START.test(data)) marker = '';
      else if (WORD_MARKER_END.test(data) && marker !== undefined) {
        flow.wordListMarker(marker);
        marker = undefined;
      }
    } else if (marker !== undefined) marker += node.type === ElementType.Text ? node.data : textOf(node);
    else if (node.type === ElementType.Text) flow.text(node.data, marks);
    else if (isElement(node)) element(node, marks, flow, context);
  }
}

function element(node: Element, marks: readonly Mark[], flow: Flow, context: Context): void {
  const name = node.name.toLowerCase();
  const heading = HEADING.exec(name);
  if (DROPPED.has(name) || name.includes(':')) {
    // Word's <o:p> holds a paragraph's spacing only; other namespaced elements are its own data.
    if (name === 'o:p') walk(node.children, marks, flow, context);
  } else if (name === 'br') flow.lineBreak();
  else if (heading)
    flow.textblock(schema.nodes.heading, { level: levelOf(Number(heading[1]), context) }, (inner) =>
      walk(node.children, marks, inner, context),
    );
  else if (name === 'blockquote') flow.quote((inner) => walk(node.children, marks, inner, context));
  else if (name === 'ul' || name === 'ol') list(node, marks, flow, context);
  else if (name === 'p' && /mso-list\s*:/i.test(node.attribs.style ?? ''))
    flow.wordListParagraph(() => walk(node.children, marks, flow, context));
  else if (name === 'p' && /\bMsoTitle\b/.test(node.attribs.class ?? ''))
    flow.textblock(schema.nodes.heading, { level: 2 }, (inner) => walk(node.children, marks, inner, context));
  else if (BLOCKS.has(name)) flow.paragraphs(() => walk(node.children, marks, flow, context));
  else walk(node.children, addMarks(marks, marksOf(node)), flow, context);
}

function list(node: Element, marks: readonly Mark[], flow: Flow, context: Context): void {
  const type = node.name.toLowerCase() === 'ol' ? schema.nodes.ordered_list : schema.nodes.bullet_list;
  flow.list(type, (items) => {
    for (const child of node.children) {
      if (isElement(child) && child.name.toLowerCase() === 'li')
        items.item((inner) => walk(child.children, marks, inner, context));
      // A list written straight inside a list (not inside an item) belongs to the item before it.
      else if (isElement(child) && ['ul', 'ol'].includes(child.name.toLowerCase()))
        items.nested((inner) => list(child, marks, inner, context));
      else if (child.type === ElementType.Text && !child.data.trim()) continue;
      else items.item((inner) => walk([child], marks, inner, context));
    }
  });
}

function isElement(node: ChildNode): node is Element {
  return node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style;
}

function textOf(node: ChildNode): string {
  if (node.type === ElementType.Text) return node.data;
  return isElement(node) ? node.children.map(textOf).join('') : '';
}

function hasH1(nodes: readonly ChildNode[]): boolean {
  return nodes.some((node) => isElement(node) && (node.name.toLowerCase() === 'h1' || hasH1(node.children)));
}

/** The editor's document for `html`: an article's HTML, or any pasted HTML, cleaned to what an article may hold. */
export function articleDocument(html: string): PMNode {
  const nodes = parseDocument(html, { decodeEntities: true }).children;
  const flow = new Flow();
  walk(nodes, [], flow, { headingShift: hasH1(nodes) ? 1 : 0 });
  return flow.document();
}
