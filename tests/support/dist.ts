// Facts about a built dist/: its pages, and the links and images in them.
import fs from 'node:fs';
import path from 'node:path';
import type { Element } from 'domhandler';
import { findAll, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

export interface Page {
  /** The URL path the host serves it at: dist/a/b.html → /a/b, dist/index.html → /. */
  path: string;
  file: string;
  html: string;
  elements: Element[];
}

function pathOfFile(rel: string): string {
  const clean = rel
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  return clean === 'index' ? '/' : `/${clean}`;
}

/** Every page of the site in `dist` (the admin's page, under admin/, is not one: tests/e2e/cms.test.ts has it). */
export function readPages(dist: string): Page[] {
  return (fs.readdirSync(dist, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.html') && !f.startsWith(`admin${path.sep}`))
    .sort()
    .map((file) => {
      const html = fs.readFileSync(path.join(dist, file), 'utf8');
      const doc = parseDocument(html);
      return { path: pathOfFile(file), file, html, elements: findAll(() => true, doc.children) };
    });
}

export const byTag = (page: Page, tag: string) => page.elements.filter((e) => e.name === tag);
export const attr = (e: Element, name: string) => getAttributeValue(e, name);
export const text = (e: Element) => textContent(e).trim();

/** Whether a site path is served: a page (a/b.html), a file, or the site root. */
export function resolves(dist: string, sitePath: string): boolean {
  const clean = decodeURI(sitePath.split('#')[0]!.split('?')[0]!);
  if (clean === '/' || clean === '') return fs.existsSync(path.join(dist, 'index.html'));
  const rel = clean.replace(/^\//, '');
  const file = path.join(dist, rel);
  return fs.existsSync(`${file}.html`) || (fs.existsSync(file) && fs.statSync(file).isFile());
}
