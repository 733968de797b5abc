// The pictures' report: every text escaped, pictures by relative paths only, the region given, the rest listed.
import { describe, expect, it } from 'vitest';
import type { PageRow } from '../../generator/review/review.ts';
import { shotsReport } from '../../generator/review/shots/report.ts';

const row = (path: string, title: string, change: PageRow['change']): PageRow => ({ path, title, change, values: [] });

describe('shotsReport', () => {
  it('escapes titles, addresses and side names, and loads nothing but its own pictures', () => {
    const evil = row('/a"><img src=x onerror=alert(1)>', '<script>alert(1)</script> & more', 'changed');
    const html = shotsReport(
      { base: 'abc123 "Fix" <b>', head: 'the working tree' },
      [
        {
          page: evil,
          shots: [
            {
              width: 390,
              base: '001-390-base.png',
              head: '001-390-head.png',
              region: { x: 1, y: 2, width: 3, height: 4 },
            },
          ],
        },
      ],
      [row('/later', 'Later & after', 'added')],
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).toContain('abc123 &quot;Fix&quot; &lt;b&gt;');
    expect([...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '001-390-base.png',
      '001-390-head.png',
    ]);
    expect(html).toContain('data-region="1,2,3,4"');
    expect(html).toContain("default-src 'none'");
    expect(html.split('class="rest"')[1]).toContain('<code>/later</code> Later &amp; after (new page)');
  });

  it('shows one side only for a page added or removed, and says when nothing visible changed', () => {
    const html = shotsReport(
      { base: 'b', head: 'h' },
      [
        { page: row('/new', 'New', 'added'), shots: [{ width: 390, head: '001-390-head.png' }] },
        {
          page: row('/same', 'Same', 'changed'),
          shots: [{ width: 390, base: '002-390-base.png', head: '002-390-head.png' }],
        },
      ],
      [],
    );
    expect(html.split('<section>')[1]).toContain('No page here.');
    expect(html.split('<section>')[2]).toContain('No visible difference at this width.');
    expect(html).not.toContain('class="rest"');
  });
});
