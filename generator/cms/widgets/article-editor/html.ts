// The editor's document written as an article's HTML, in the house style of a hand-written one: each block on a
// line of its own, a list's items each on their own line between its tags, the only attribute a link's href,
// nothing empty. Whitespace is HTML's (runs of spaces are one, none at a block's ends), so a document read back
// (document.ts) and written again gives the same text.
import type { Mark, Node as PMNode } from 'prosemirror-model';
import { articleDocument } from './document.ts';
import { blank, collapsed, type Run } from './runs.ts';
import { headingTag, TAGS } from './schema.ts';

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]!);
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const open = (mark: Mark) =>
  mark.type.name === 'link' ? `<a href="${escapeAttribute(String(mark.attrs.href))}">` : `<${TAGS[mark.type.name]}>`;
const close = (mark: Mark) => `</${TAGS[mark.type.name]}>`;

/** A textblock's content: its words with their marks, each mark opened once over the runs that share it. */
function inlineHtml(block: PMNode): string {
  const runs: Run[] = block.children.map((child) => ({ text: child.text ?? '', marks: child.marks }));
  if (blank(runs)) return '';
  let html = '';
  const opened: Mark[] = [];
  for (const { text, marks } of collapsed(runs)) {
    let kept = 0;
    while (kept < opened.length && kept < marks.length && opened[kept]!.eq(marks[kept]!)) kept++;
    while (opened.length > kept) html += close(opened.pop()!);
    for (const mark of marks.slice(kept)) {
      html += open(mark);
      opened.push(mark);
    }
    html += escapeText(text);
  }
  while (opened.length) html += close(opened.pop()!);
  return html;
}

function itemHtml(item: PMNode): string {
  const [words, ...lists] = item.children;
  const text = words ? inlineHtml(words) : '';
  const nested = lists.map(blockHtml).join('');
  if (!text && !nested) return '';
  return nested ? `<li>${text}\n${nested}</li>\n` : `<li>${text}</li>\n`;
}

function blockHtml(block: PMNode): string {
  if (block.type.name === 'bullet_list' || block.type.name === 'ordered_list') {
    const items = block.children.map(itemHtml).join('');
    const tag = TAGS[block.type.name];
    return items ? `<${tag}>\n${items}</${tag}>\n` : '';
  }
  const text = inlineHtml(block);
  const tag = block.type.name === 'heading' ? headingTag(block) : TAGS[block.type.name];
  return text ? `<${tag}>${text}</${tag}>\n` : '';
}

/** The article's HTML: the document's blocks, each on its own line. */
export function articleHtml(doc: PMNode): string {
  return doc.children.map(blockHtml).join('');
}

/** What is pasted or dropped into the editor, cleaned to what an article may hold (document.ts) and written out. */
export const cleanPastedHtml = (html: string) => articleHtml(articleDocument(html));
