// The rules that depend on the day of the build, each run against a fixed day: never the real clock.
import { describe, expect, it } from 'vitest';
import { articleState, jobPostingRules, publication } from '../../generator/check/calendar.ts';
import { check } from '../../generator/check/check.ts';
import { disappeared } from '../../generator/check/published.ts';
import { expand } from '../../generator/expand/expand.ts';
import { parseDoc } from '../../generator/load/load.ts';
import type { Content, Entry } from '../../generator/model/content.ts';
import { addDays } from '../../generator/model/dates.ts';
import { byPage } from '../../generator/model/one-off-pages.ts';
import type { Blog } from '../../generator/model/types/content.ts';
import { dated, draft } from '../support/articles.ts';
import { fixtureContent } from '../support/content.ts';
import { positionOf } from '../support/site.ts';

const TODAY = '2026-11-23';

/** The content with one document's YAML text changed; returns the changed text too, to find positions in. */
function changed(content: Content, file: string, change: (text: string) => string): { content: Content; text: string } {
  const swap = <E extends Entry<unknown>>(entry: E): E => {
    if (entry.source.file !== file) return entry;
    const source = parseDoc(file, change(entry.source.doc.toString())).value!;
    return { ...entry, data: source.data as E['data'], source };
  };
  const pages = byPage<Content['pages']>((name) => swap(content.pages[name]));
  const next = { ...content, site: swap(content.site), blog: content.blog.map(swap), pages };
  const text = [next.site, ...next.blog, ...Object.values(pages)]
    .find((e) => e.source.file === file)!
    .source.doc.toString();
  return { content: next, text };
}

const linking = (path: string) => (text: string) =>
  text.replace('content: |\n', `content: |\n  <p>Read <a href="${path}">the next article</a>.</p>\n`);
/** Two articles of the content, whichever they are. */
const two = (content: Content): [Entry<Blog>, Entry<Blog>] => [content.blog[0]!, content.blog[1]!];

function run(content: Content, today = TODAY) {
  const { live, held } = publication(content, expand(content, today).value, today);
  return { live, held, diagnostics: check(content, live, held).diagnostics };
}

describe('articles and the day of the build', () => {
  it('publishes an article on its date, holds it the day before, and never publishes a draft', () => {
    expect(articleState({ date: TODAY }, TODAY)).toBe('published');
    expect(articleState({ date: addDays(TODAY, -400) }, TODAY)).toBe('published');
    expect(articleState({ date: addDays(TODAY, 1) }, TODAY)).toBe('scheduled');
    expect(articleState({ date: addDays(TODAY, -400), draft: true }, TODAY)).toBe('draft');
    expect(articleState({ date: addDays(TODAY, 1), draft: true }, TODAY)).toBe('draft');
    expect(articleState({ date: TODAY, draft: false }, TODAY)).toBe('published');
  });

  it('takes a scheduled article and a draft out of the route table, with their state and date', () => {
    const [a, b] = two(fixtureContent());
    let content = changed(fixtureContent(), a.source.file, dated('2099-01-01')).content;
    content = changed(content, b.source.file, (t) => draft(dated('2020-01-01')(t))).content;
    const { live, held, diagnostics } = run(content);
    const paths = live.map((r) => r.path);
    expect(paths).not.toContain(`/blog/${a.data.slug}`);
    expect(paths).not.toContain(`/blog/${b.data.slug}`);
    expect(paths).toContain('/blog');
    expect(held.map((h) => [h.route.path, h.state, h.date]).sort()).toEqual(
      [
        [`/blog/${a.data.slug}`, 'scheduled', '2099-01-01'],
        [`/blog/${b.data.slug}`, 'draft', '2020-01-01'],
      ].sort(),
    );
    // Links between the content's own articles may now reach a held one; nothing else is reported.
    expect(diagnostics.filter((d) => !d.message.includes('links to an article that is'))).toEqual([]);
    // On the scheduled day itself the article is back.
    expect(run(content, '2099-01-01').live.map((r) => r.path)).toContain(`/blog/${a.data.slug}`);
  });
});

describe('links to an article that is not published yet', () => {
  const base = fixtureContent();
  const [a, b] = two(base);
  const target = `/blog/${b.data.slug}`;

  it('are errors from a page, at the link, saying when the article comes out', () => {
    const scheduled = changed(base, b.source.file, dated('2027-01-05')).content;
    const { content, text } = changed(scheduled, 'site.yaml', (t) =>
      t.replace('{ label: Careers, href: /careers }', `{ label: Careers, href: ${target} }`),
    );
    const found = run(content).diagnostics.filter((d) => d.file === 'site.yaml');
    expect(found).toEqual([
      expect.objectContaining({
        code: 'broken-link',
        severity: 'error',
        ...positionOf(text, target),
        message: `"${target}" links to an article that is scheduled for 5 January 2027`,
      }),
    ]);
    expect(found[0]!.hint).toBe(
      'Until 5 January 2027 the link would not reach it. Remove it for now and add it back on or after that day.',
    );
  });

  it('are errors to a draft', () => {
    const drafted = changed(base, b.source.file, draft).content;
    const { content, text } = changed(drafted, a.source.file, linking(target));
    const found = run(content).diagnostics.filter((d) => d.file === a.source.file);
    expect(found.map((d) => [d.code, d.line, d.col, d.message])).toContainEqual([
      'broken-link',
      positionOf(text, target).line,
      positionOf(text, target).col,
      `"${target}" links to an article that is a draft`,
    ]);
  });

  it('are allowed from an article scheduled for the same day or later, or from a draft, but not from one due earlier', () => {
    const scheduled = changed(base, b.source.file, dated('2027-01-05')).content;
    // Only the link added here is looked at: the article may already link to the other one elsewhere.
    const from = (date: string, asDraft = false) => {
      const { content, text } = changed(
        changed(scheduled, a.source.file, (t) => (asDraft ? draft(dated(date)(t)) : dated(date)(t))).content,
        a.source.file,
        linking(target),
      );
      return run(content).diagnostics.filter(
        (d) => d.file === a.source.file && d.line === positionOf(text, `${target}">the next article`).line,
      );
    };
    expect(from('2027-01-05')).toEqual([]);
    expect(from('2027-02-01')).toEqual([]);
    expect(from('2020-01-01', true)).toEqual([]);
    const early = from('2027-01-04');
    expect(early.map((d) => d.message)).toEqual([
      `"${target}" links to an article that is scheduled for 5 January 2027`,
    ]);
    expect(early[0]!.hint).toContain('or schedule this article for 5 January 2027 or later');
  });

  it('is an error for a redirect too', () => {
    const scheduled = changed(base, b.source.file, dated('2027-01-05')).content;
    const source = parseDoc('content/redirects.yaml', `redirects:\n  - { from: /old-article, to: ${target} }\n`).value!;
    const content = {
      ...scheduled,
      redirects: { data: source.data as NonNullable<Content['redirects']>['data'], source },
    };
    expect(
      run(content)
        .diagnostics.filter((d) => d.file === 'content/redirects.yaml')
        .map((d) => `${d.line}:${d.col} ${d.code}: ${d.message}`),
    ).toEqual([
      `2:5 redirect-target-missing: the redirect from "/old-article" goes to "${target}", an article that is scheduled for 5 January 2027`,
    ]);
  });
});

describe('the disappearance guard and held articles', () => {
  const base = fixtureContent();
  const [, b] = two(base);
  const path = `/blog/${b.data.slug}`;

  it('says a published article made a draft has vanished, and how to keep it', () => {
    // Without redirects: a wildcard such as /blog/* would otherwise serve the path.
    const content = { ...changed(base, b.source.file, draft).content, redirects: undefined };
    const { live, held } = publication(content, expand(content, TODAY).value, TODAY);
    const [found, ...rest] = disappeared(['# list', path], content, live, held);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      code: 'page-disappeared',
      file: 'published-paths.txt',
      line: 2,
      col: 1,
      message: `"${path}" was published, but the article is now a draft (${b.source.file}), so no page serves it`,
    });
    expect(found!.hint).toMatch(/^Keep it published \(remove draft: true\), or add a redirect/);
  });

  it('leaves alone a scheduled article that was never published', () => {
    const content = changed(base, b.source.file, dated('2099-01-01')).content;
    const { live, held } = publication(content, expand(content, TODAY).value, TODAY);
    expect(disappeared(['# list', '/blog'], content, live, held)).toEqual([]);
  });
});

describe('the job posting', () => {
  const posting = (datePosted: string, validThrough: string) =>
    changed(fixtureContent(), 'content/pages/careers.yaml', (t) =>
      t
        .replace(/datePosted: .*/, `datePosted: "${datePosted}"`)
        .replace(/validThrough: .*/, `validThrough: "${validThrough}"`),
    );

  it.each([
    [31, undefined],
    [30, 'the job posting closes in 30 days, on 23 December 2026; after that search engines are no longer given it'],
    [1, 'the job posting closes tomorrow, on 24 November 2026; after that search engines are no longer given it'],
    [0, 'the job posting closes today, on 23 November 2026; after that search engines are no longer given it'],
  ])('%i days before it closes: %s', (days, message) => {
    const { content, text } = posting('2026-11-01', addDays(TODAY, days));
    const found = jobPostingRules(content, TODAY);
    if (!message) return expect(found).toEqual([]);
    expect(found).toEqual([
      expect.objectContaining({
        code: 'job-posting-expiring',
        severity: 'warning',
        file: 'content/pages/careers.yaml',
        ...positionOf(text, `"${addDays(TODAY, days)}"`),
        message,
      }),
    ]);
  });

  it('warns once it has closed that search engines no longer get it', () => {
    const { content } = posting('2026-01-01', '2026-11-22');
    expect(jobPostingRules(content, TODAY).map((d) => [d.severity, d.code, d.message])).toEqual([
      [
        'warning',
        'job-posting-expired',
        'the job posting closed on 22 November 2026, so search engines are no longer given it',
      ],
    ]);
  });

  it('refuses a closing day before the day of posting', () => {
    const { content, text } = posting('2026-12-01', '2026-11-30');
    expect(jobPostingRules(content, TODAY)).toEqual([
      expect.objectContaining({
        code: 'date-order',
        severity: 'error',
        ...positionOf(text, '"2026-11-30"'),
        message: 'validThrough (30 November 2026) is before datePosted (1 December 2026)',
      }),
    ]);
  });
});
