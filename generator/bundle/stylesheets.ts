// Which pages need each stylesheet of the bundles: for each of its selectors, the classes it needs. A page links
// a sheet when its markup has all the classes of one of them (src/page-assets.ts), so the home page does without
// the blog's and the careers' styles. Classes that only a script adds (.gallery--tabs, .floating-contact--away)
// are therefore styled in site.css or in the island's own stylesheet, which the island loads itself.
// Read with PostCSS, the parser Vite itself uses for stylesheets, so that comments, strings and at-rules are
// taken as a browser takes them.
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import type { Stylesheet } from '../../src/page-assets.ts';

const STYLESHEET_TAG = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="(\/[^"]+)"/;
/** What a selector may hold that no element needs for it to match: brackets (:not(.x), [title="a.b"]) and strings. */
const NOT_REQUIRED = /\([^()]*\)|\[[^\]]*\]|"[^"]*"|'[^']*'/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The classes an element or its ancestors must have for `selector` to match, sorted; none when it needs none. */
function requiredClasses(selector: string): string[] {
  let bare = selector;
  // Innermost brackets first, until none is left: :is(:not(.a), .b) in two passes.
  for (let before = ''; before !== bare; ) [before, bare] = [bare, bare.replace(NOT_REQUIRED, '')];
  return [...new Set([...bare.matchAll(CLASS)].map((match) => match[1]!))].sort();
}

const inKeyframes = (rule: Rule) => {
  const parent = rule.parent;
  return parent?.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name);
};

/** For each selector of `css`, the classes it needs (each set once), or undefined when one needs none. */
export function selectorClasses(css: string, from: string): string[][] | undefined {
  const sets = new Map<string, string[]>();
  let everyPage = false;
  postcss.parse(css, { from }).walkRules((rule) => {
    if (inKeyframes(rule)) return;
    for (const selector of rule.selectors) {
      const needs = requiredClasses(selector);
      if (!needs.length) everyPage = true;
      sets.set(needs.join(' '), needs);
    }
  });
  return everyPage ? undefined : [...sets.values()];
}

/** `head` (the asset shell's) split into its stylesheets, with what each one's selectors need, and the other tags. */
export function stylesheetsOf(clientDir: string, head: string): { head: string; styles: Stylesheet[] } {
  const styles = [...head.matchAll(STYLESHEET_TAG)].map(([tag]): Stylesheet => {
    const href = HREF.exec(tag)?.[1];
    if (!href) throw new Error(`generator bug: the stylesheet tag ${tag} names no file of the site`);
    const file = path.join(clientDir, href);
    const selectors = selectorClasses(fs.readFileSync(file, 'utf8'), file);
    return selectors ? { tag, selectors } : { tag };
  });
  return { head: head.replace(STYLESHEET_TAG, ''), styles };
}
