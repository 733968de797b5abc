// The article HTML allow-list. Articles (content/blog/*.yaml, `content`) are written as HTML; only a few
// elements and one attribute are kept. articleProblems lists everything the allow-list would remove, with its
// offset in the source, so the check can point at the YAML line; articleTree is what the page renders.
import type { ChildNode, Element } from 'domhandler';
import { ElementType, parseDocument } from 'htmlparser2';
import type { ParamsOf } from '../diagnostics/diagnostic.ts';

export const ALLOWED_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a'] as const;
type AllowedTag = (typeof ALLOWED_TAGS)[number];

export type ArticleNode =
  | { type: 'text'; text: string }
  | { type: 'element'; name: AllowedTag; href?: string; children: ArticleNode[] };

export interface ArticleProblem {
  /** Character offset in the HTML where the removed thing starts. */
  offset: number;
  /** What is removed, as the unsafe-html diagnostic words it. */
  params: ParamsOf<'unsafe-html'>;
}

const ALLOWED = new Set<string>(ALLOWED_TAGS);
/** Disallowed elements whose content is code or hidden fallback, never readable text: dropped with them. */
const DROP_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
]);
/** Containers where whitespace between children is only source formatting. */
const BLOCK_LISTS = new Set(['ul', 'ol']);
/** A path of this site; `//` first would be another host (a browser reads `//host/` as one). */
const SITE_PATH = /^\/(?!\/)[a-z0-9/#-]*$/;

const isAllowedTag = (name: string): name is AllowedTag => ALLOWED.has(name);

/** A site path such as /contact-details, or an https:// address with a host. */
function isAllowedHref(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses in an address
  if (!value.startsWith('https://') || /[\s\u0000-\u001f]/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const parse = (html: string) => parseDocument(html, { withStartIndices: true }).children;

/** A link the page keeps: its address and where that address starts in the HTML. */
export interface ArticleLink {
  href: string;
  offset: number;
}

/**
 * Every link the page renders (an allowed href of an <a> that is not inside dropped content), as the browser
 * parses the HTML: any quoting, any letter case, entities decoded. Links the allow-list refuses are left to
 * articleProblems, which reports them once.
 */
export function articleLinks(html: string): ArticleLink[] {
  const links: ArticleLink[] = [];
  const visit = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node) || DROP_CONTENT.has(node.name)) continue;
      const href = node.attribs.href;
      if (node.name === 'a' && href !== undefined && isAllowedHref(href)) {
        const start = node.startIndex ?? 0;
        links.push({ href, offset: attributeSpans(html, start).get('href')?.value ?? start });
      }
      visit(node.children);
    }
  };
  visit(parse(html));
  return links;
}

export function articleProblems(html: string): ArticleProblem[] {
  const problems: ArticleProblem[] = [];
  const visit = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      const offset = node.startIndex ?? 0;
      if (node.type === ElementType.Comment || node.type === ElementType.Directive)
        problems.push({ offset, params: markupProblem(html, offset) });
      else if (isElement(node)) {
        problems.push(...elementProblems(html, node));
        if (!DROP_CONTENT.has(node.name)) visit(node.children);
      }
    }
  };
  visit(parse(html));
  return problems.sort((a, b) => a.offset - b.offset);
}

function elementProblems(html: string, element: Element): ArticleProblem[] {
  const start = element.startIndex ?? 0;
  if (!isAllowedTag(element.name)) {
    return [{ offset: start, params: { variant: 'element', element: element.name, allowed: ALLOWED_TAGS.join(', ') } }];
  }
  const offsets = attributeOffsets(html, start);
  const problems: ArticleProblem[] = [];
  for (const [name, value] of Object.entries(element.attribs)) {
    const offset = offsets.get(name) ?? start;
    if (name !== 'href' || element.name !== 'a')
      problems.push({ offset, params: { variant: 'attribute', attribute: name, element: element.name } });
    else if (!isAllowedHref(value)) problems.push({ offset, params: { variant: 'link', href: shorten(value) } });
  }
  return problems;
}

/** The allowed content only: disallowed elements are unwrapped to their content, or dropped with it (script, style...). */
export function articleTree(html: string): ArticleNode[] {
  return treeOf(parse(html), true);
}

function treeOf(nodes: readonly ChildNode[], dropBlankText: boolean): ArticleNode[] {
  const out: ArticleNode[] = [];
  for (const node of nodes) {
    if (node.type === ElementType.Text) {
      if (!(dropBlankText && node.data.trim() === '')) out.push({ type: 'text', text: node.data });
    } else if (isElement(node) && !DROP_CONTENT.has(node.name)) {
      const children = treeOf(node.children, BLOCK_LISTS.has(node.name));
      if (!isAllowedTag(node.name)) out.push(...children);
      else {
        const href = node.name === 'a' ? node.attribs.href : undefined;
        const kept = href !== undefined && isAllowedHref(href);
        out.push(
          kept ? { type: 'element', name: node.name, href, children } : { type: 'element', name: node.name, children },
        );
      }
    }
  }
  return mergeText(out);
}

/** Adjacent text nodes (left behind by unwrapped elements) become one. */
function mergeText(nodes: ArticleNode[]): ArticleNode[] {
  const out: ArticleNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text')
      out[out.length - 1] = { type: 'text', text: last.text + node.text };
    else out.push(node);
  }
  return out;
}

/** Comments, and what HTML parses as one (<?php ?>, <![CDATA[ ]]>), and declarations such as <!DOCTYPE>. */
function markupProblem(html: string, offset: number): ParamsOf<'unsafe-html'> {
  if (html.startsWith('<!--', offset)) return { variant: 'comment' };
  const end = html.indexOf('>', offset);
  return { variant: 'markup', markup: shorten(html.slice(offset, end === -1 ? undefined : end + 1)) };
}

function isElement(node: ChildNode): node is Element {
  return node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style;
}

function shorten(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Where each attribute name starts in the start tag at `start`. */
export function attributeOffsets(html: string, start: number): Map<string, number> {
  return new Map([...attributeSpans(html, start)].map(([name, span]) => [name, span.name]));
}

/**
 * Where each attribute's name and value (inside its quotes) start in the start tag at `start`. The DOM keeps no
 * attribute positions, so the tag is scanned again with the same rules as htmlparser2's tokenizer (names end at
 * whitespace, '/', '>' or '='; values are quoted or run to whitespace or '>'; names are lowercased; the first of
 * a repeated name counts).
 */
function attributeSpans(html: string, start: number): Map<string, { name: number; value?: number }> {
  const offsets = new Map<string, { name: number; value?: number }>();
  let i = start + 1;
  while (i < html.length && !/[\s/>]/.test(html[i]!)) i++;
  while (i < html.length) {
    while (i < html.length && /[\s/]/.test(html[i]!)) i++;
    if (i >= html.length || html[i] === '>') break;
    const nameStart = i;
    i++; // a name may begin with '='
    while (i < html.length && !/[\s/>=]/.test(html[i]!)) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    const span: { name: number; value?: number } = { name: nameStart };
    if (!offsets.has(name)) offsets.set(name, span);
    while (i < html.length && /\s/.test(html[i]!)) i++;
    if (html[i] !== '=') continue;
    i++;
    while (i < html.length && /\s/.test(html[i]!)) i++;
    const quote = html[i];
    span.value = quote === '"' || quote === "'" ? i + 1 : i;
    if (quote === '"' || quote === "'") {
      const end = html.indexOf(quote, i + 1);
      i = end === -1 ? html.length : end + 1;
    } else {
      while (i < html.length && !/[\s>]/.test(html[i]!)) i++;
    }
  }
  return offsets;
}
