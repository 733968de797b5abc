// One source of addresses: the page table and the href helpers make every route's path, and src/ links only
// through them (no page address typed by hand). The type-level half is tests/types/pages.types.ts.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { expand } from '../../generator/expand/expand.ts';
import { PAGE_NAMES, PAGES, ROUTED_PAGES } from '../../generator/model/one-off-pages.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { href } from '../../generator/model/urls.ts';
import { fixtureContent } from '../support/content.ts';
import { FIXTURE, REPO } from '../support/site.ts';

interface Found {
  line: number;
  text: string;
}

/** A literal's text with each `${…}` as `${}`. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join('');
  return undefined;
}

/** A page's address: `/` alone or `/` and a name, and no file extension (a picture, the icon or sitemap.xml are files). */
const isPagePath = (text: string) => (text === '/' || /^\/[a-z0-9$]/i.test(text)) && !/\.[a-z0-9]+$/i.test(text);

/** The string and template literals of a source that are page addresses, comments and regular expressions aside. */
function pagePathLiterals(file: string, source: string): Found[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== undefined && isPagePath(text))
      found.push({ line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    // A template's own parts are literals too: the whole template has been judged.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Literals that look like page addresses and are not links, each with its reason. */
const NOT_LINKS: Record<string, string[]> = {
  // The address Node gives a request when it gives none: the host's answer for "/", not a link to a page.
  'generator/dev/host-routing.ts': ['/'],
};

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(REPO, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')))
    .sort();
}

describe('addresses in src/', () => {
  it('finds quoted page addresses in code, and not files, comments, regular expressions or relative imports', () => {
    const source = [
      "import { x } from './x.ts';",
      '// Links to /blog and "/about" in a comment are no code.',
      "const a = '/contact-details';",
      'const b = <a href="/">Home</a>;',
      'const c = `/services/${slug}`;',
      'const d = `/${region}/${area}-hoarder-cleaning`;',
      'const e = <img src="/images/logo.svg" />;',
      'const f = `/images/${name}.jpg`;',
      'const g = /\\/blog\\//.test(path);',
      "const h = 'and/or';",
      "const i = { path: '/blog' };",
    ].join('\n');
    expect(pagePathLiterals('sample.tsx', source)).toEqual([
      { line: 3, text: '/contact-details' },
      { line: 4, text: '/' },
      { line: 5, text: '/services/${}' },
      { line: 6, text: '/${}/${}-hoarder-cleaning' },
      { line: 11, text: '/blog' },
    ]);
  });

  it('has none typed by hand: links come from generator/model/urls.ts, addresses from content as content gives them', () => {
    const typed = sourceFiles('src').flatMap((file) =>
      pagePathLiterals(file, fs.readFileSync(path.join(REPO, file), 'utf8'))
        .filter((hit) => !NOT_LINKS[file]?.includes(hit.text))
        .map((hit) => `${file}:${hit.line}  '${hit.text}'`),
    );
    expect(typed, 'use href from generator/model/urls.ts for these').toEqual([]);
  });
});

/** The address the helpers give a route's page, from its props alone. */
function hrefOf(route: Route): string {
  switch (route.template) {
    case 'service':
    case 'extreme-clearance':
      return href.service(route.props.service);
    case 'regional':
      return href.region(route.props.region);
    case 'town':
      return href.town(route.props.region, route.props.area.slug);
    case 'house-clearance-area':
      return href.clearanceArea(route.props.region, route.props.area.slug);
    case 'blog-article':
      return href.article(route.props.article);
    case 'case-study':
      return href.caseStudy(route.props.caseStudy);
    default:
      return href.page(route.props.page);
  }
}

describe('the route table and the helpers', () => {
  const routes = expand(fixtureContent(), '2026-11-23').value;

  it('agree on every page, so a link made from props reaches the page', () => {
    const mismatched = routes
      .filter((r) => hrefOf(r) !== r.path)
      .map((r) => `${r.path} (${r.template}) but href gives ${hrefOf(r)}`);
    expect(mismatched).toEqual([]);
  });

  it('give each one-off page its row: address, template, and its name as props', () => {
    const pages = routes.filter((r) => 'page' in r.props);
    expect(
      pages
        .map((r) => ({ path: r.path, template: r.template, props: r.props }))
        .sort((a, b) => a.path.localeCompare(b.path)),
    ).toEqual(
      ROUTED_PAGES.map((page) => ({ path: PAGES[page].path, template: PAGES[page].template, props: { page } })).sort(
        (a, b) => a.path.localeCompare(b.path),
      ),
    );
  });

  it('name a file of content/pages for every row, and a row for every file', () => {
    const files = fs.readdirSync(path.join(FIXTURE, 'content/pages')).map((f) => f.replace(/\.yaml$/, ''));
    expect([...PAGE_NAMES].sort()).toEqual(files.sort());
  });
});
