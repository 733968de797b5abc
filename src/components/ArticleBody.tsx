// An article's HTML body, rendered from its allow-listed tree as React elements: React escapes every text, and
// nothing outside the allow-list can reach the page.
import { createElement, type ReactNode } from 'react';
import { type ArticleNode, articleTree } from '../../generator/model/article-html.ts';

function render(nodes: readonly ArticleNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.type === 'text') return node.text;
    const children = render(node.children);
    if (node.name !== 'a' || node.href === undefined) return createElement(node.name, { key: i }, ...children);
    // External links may open in the same tab; noopener keeps the other site away from this window either way.
    const rel = node.href.startsWith('https://') ? 'noopener' : undefined;
    return createElement('a', { key: i, href: node.href, rel }, ...children);
  });
}

export function ArticleBody({ html }: { html: string }) {
  return <div className="prose blog-post__body">{render(articleTree(html))}</div>;
}
