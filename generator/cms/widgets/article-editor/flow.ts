// The blocks of the editor's document as HTML is read (document.ts): words gather into the paragraph being
// written until a block ends it; headings and quotes take the words inside them; lists take items. Inside a
// textblock (a heading, a quote) there are no blocks, so what would end one only leaves a space.
import { type Attrs, Fragment, type Mark, type NodeType, type Node as PMNode } from 'prosemirror-model';
import { blank, collapsed, type Run } from './runs.ts';
import { schema } from './schema.ts';

type Fill = (flow: Flow) => void;

export interface Items {
  /** An item of the list: its words, and any lists inside it. */
  item(fill: Fill): void;
  /** A list written straight inside the list: it belongs to the item before it. */
  nested(fill: Fill): void;
}

const isList = (node: PMNode) => node.type.spec.group?.split(' ').includes('list') ?? false;
/** A Word list paragraph's marker that numbers it: "1.", "a)", "iv.". */
const NUMBERED = /^[\s\u00a0]*[0-9a-z]+[.)]/i;

export class Flow {
  readonly blocks: PMNode[] = [];
  private runs: Run[] = [];
  /** The marker of the Word list paragraph being read; undefined outside one. */
  private wordMarker: string | undefined;
  /** Whether the last block is a list made of Word list paragraphs, which the next such paragraph continues. */
  private wordList = false;

  constructor(private readonly inline = false) {}

  text(text: string, marks: readonly Mark[]): void {
    this.runs.push({ text, marks });
  }

  /** <br>: a new paragraph, or a space inside a textblock. */
  lineBreak(): void {
    if (this.inline) this.runs.push({ text: ' ', marks: [] });
    else this.flush();
  }

  /** The words gathered so far, as a paragraph (or, inside a textblock, a space before what follows). */
  flush(): void {
    if (this.inline) {
      this.runs.push({ text: ' ', marks: [] });
      return;
    }
    const content = this.content();
    this.runs = [];
    if (content) this.push(schema.nodes.paragraph.create(null, content));
  }

  /** A block whose content is words: a heading. */
  textblock(type: NodeType, attrs: Attrs | null, fill: Fill): void {
    if (this.inline) {
      fill(this);
      return;
    }
    this.flush();
    const inner = new Flow(true);
    fill(inner);
    const content = inner.content();
    if (content) this.push(type.create(attrs, content));
  }

  /** A quote: each of its paragraphs and headings a quote of its own; a list inside it stays a list. */
  quote(fill: Fill): void {
    if (this.inline) {
      fill(this);
      return;
    }
    this.flush();
    for (const block of this.inner(fill))
      this.push(block.isTextblock ? schema.nodes.blockquote.create(null, block.content) : block);
  }

  /** A block of another kind (a div, a table cell): what it holds, as paragraphs. */
  paragraphs(fill: Fill): void {
    this.flush();
    fill(this);
    this.flush();
  }

  list(type: NodeType, fill: (items: Items) => void): void {
    if (this.inline) {
      fill({ item: (f) => (f(this), this.flush()), nested: (f) => f(this) });
      return;
    }
    this.flush();
    const items: PMNode[] = [];
    fill({
      item: (f) => items.push(...itemsOf(this.inner(f))),
      nested: (f) => {
        const lists = this.inner(f).filter(isList);
        if (!lists.length) return;
        const last = items.pop() ?? schema.nodes.list_item.create(null, schema.nodes.paragraph.create());
        items.push(last.copy(last.content.append(Fragment.from(lists))));
      },
    });
    if (items.length) this.push(type.create(null, items));
  }

  /** A paragraph Word wrote as a list item (mso-list): an item of the list before it, or of a new one. */
  wordListParagraph(fill: () => void): void {
    this.flush();
    this.wordMarker = '';
    fill();
    const marker = this.wordMarker;
    this.wordMarker = undefined;
    const content = this.content();
    this.runs = [];
    if (!content) return;
    const type = NUMBERED.test(marker) ? schema.nodes.ordered_list : schema.nodes.bullet_list;
    const item = schema.nodes.list_item.create(null, schema.nodes.paragraph.create(null, content));
    const last = this.blocks.at(-1);
    if (this.wordList && last?.type === type)
      this.blocks[this.blocks.length - 1] = last.copy(last.content.addToEnd(item));
    else this.push(type.create(null, item));
    this.wordList = true;
  }

  /** The marker (bullet or number) Word wrote before the list paragraph being read. */
  wordListMarker(marker: string): void {
    if (this.wordMarker !== undefined) this.wordMarker = marker;
  }

  /** The document: the blocks read, or one empty paragraph to start writing in. */
  document(): PMNode {
    this.flush();
    return schema.nodes.doc.create(null, this.blocks.length ? this.blocks : schema.nodes.paragraph.create());
  }

  /** The gathered words as text nodes, or nothing when they hold no words. */
  private content(): PMNode[] | undefined {
    if (blank(this.runs)) return undefined;
    return collapsed(this.runs).map(({ text, marks }) => schema.text(text, marks));
  }

  private push(block: PMNode): void {
    this.blocks.push(block);
    this.wordList = false;
  }

  /** The blocks `fill` makes in a flow of their own. */
  private inner(fill: Fill): PMNode[] {
    const flow = new Flow();
    fill(flow);
    flow.flush();
    return flow.blocks;
  }
}

/**
 * The list items of an <li>'s blocks: its first words and the lists after them; words after a list, or a second
 * paragraph, start another item (an item holds one paragraph).
 */
function itemsOf(blocks: PMNode[]): PMNode[] {
  const items: PMNode[][] = [];
  for (const block of blocks) {
    const current = items.at(-1);
    if (isList(block) && current) current.push(block);
    else if (isList(block)) items.push([schema.nodes.paragraph.create(), block]);
    else
      items.push([block.type === schema.nodes.paragraph ? block : schema.nodes.paragraph.create(null, block.content)]);
  }
  if (!items.length) items.push([schema.nodes.paragraph.create()]);
  return items.map((content) => schema.nodes.list_item.create(null, content));
}
