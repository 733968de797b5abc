// The rich-text editor's document: exactly what an article may hold (generator/model/article-html.ts, the site's
// allow-list: h2 h3 p ul ol li strong em blockquote a[href]) and nothing else, so that nothing else can be made or
// pasted in. Shaped as today's articles are written: a quote and a list item hold their words directly (no <p>
// inside); a list item holds one paragraph (the editor's handle on its words, written out without its <p>) and
// may hold lists of its own.
import { type Mark, type Node as PMNode, Schema } from 'prosemirror-model';

/** A heading's level: the page's own title is its h1, so an article's headings are h2 and h3. */
export const LEVELS = [2, 3] as const;

export const schema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: { group: 'block', content: 'inline*', parseDOM: [{ tag: 'p' }], toDOM: () => ['p', 0] },
    heading: {
      group: 'block',
      content: 'inline*',
      attrs: { level: { default: 2 } },
      defining: true,
      parseDOM: LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
      toDOM: (node: PMNode) => [`h${node.attrs.level}`, 0],
    },
    blockquote: {
      group: 'block',
      content: 'inline*',
      defining: true,
      parseDOM: [{ tag: 'blockquote' }],
      toDOM: () => ['blockquote', 0],
    },
    bullet_list: { group: 'block list', content: 'list_item+', parseDOM: [{ tag: 'ul' }], toDOM: () => ['ul', 0] },
    ordered_list: { group: 'block list', content: 'list_item+', parseDOM: [{ tag: 'ol' }], toDOM: () => ['ol', 0] },
    list_item: { content: 'paragraph list*', defining: true, parseDOM: [{ tag: 'li' }], toDOM: () => ['li', 0] },
    text: { group: 'inline' },
  },
  // In this order, outermost first: a link around bold words, bold around italic.
  marks: {
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [{ tag: 'a[href]', getAttrs: (dom: HTMLElement) => ({ href: dom.getAttribute('href') }) }],
      toDOM: (mark: Mark) => ['a', { href: mark.attrs.href }, 0],
    },
    strong: { parseDOM: [{ tag: 'strong' }], toDOM: () => ['strong', 0] },
    em: { parseDOM: [{ tag: 'em' }], toDOM: () => ['em', 0] },
  },
});

/** The element each node and mark is written as (html.ts), by its name in the schema. */
export const TAGS: Readonly<Record<string, string>> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
  link: 'a',
  strong: 'strong',
  em: 'em',
};

/** A heading's element. */
export const headingTag = (node: PMNode) => `h${node.attrs.level}`;
