// check --release: every placeholder still in the content, each at the line where it stands, fails the release
// check; plain check ignores them. Expected positions come from the copy's own text, never from the tool.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { fixture } from '../support/fixture.ts';
import { lineCol, positionOf } from '../support/site.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

const KENT = 'content/regions/kent.yaml';
const LEGAL = ['privacy-policy', 'terms', 'cookie-policy'].map((name) => `content/pages/${name}.yaml`);

const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const where = (file: string, { line, col }: { line: number; col: number }) => `${file}:${line}:${col}`;
const yamlFiles = (root: string) => [
  'site.yaml',
  ...(fs.readdirSync(path.join(root, 'content'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `content/${f.split(path.sep).join('/')}`),
];

/** Where each match of a marker stands: the position just after the match's first group (what precedes the key). */
const markers = (file: string, text: string, marker: RegExp): string[] =>
  [...text.matchAll(marker)].map((m) => where(file, lineCol(text, m.index + m[1]!.length)));

/** Lines of `check` output that are errors, as file:line:col. */
const errorsAt = (stderr: string) =>
  stderr
    .split('\n')
    .filter((l) => l.includes('  error  '))
    .map((l) => l.split('  ')[0]!);

/** The placeholders the copy holds in site.yaml, the legal pages and its testimonials, each where it stands. */
function committedPlaceholders(root: string): string[] {
  const text = read(root, 'site.yaml');
  const site = parse(text);
  // The fixture keeps site.yaml's stand-ins; without them this test would prove nothing.
  expect(site.email, 'site.yaml email').toMatch(/@example\.com$/);
  expect(site.url, 'site.yaml url').toMatch(/\.example\.com$/);
  expect(site.business.rating.verified, 'site.yaml rating').toBe(false);
  const found = [
    where('site.yaml', positionOf(text, site.url, '\nurl:')),
    where('site.yaml', positionOf(text, site.phone, '\nphone:')),
    where('site.yaml', positionOf(text, site.email, '\nemail:')),
    where('site.yaml', positionOf(text, 'false', 'verified:')),
    ...['serviceId', 'templateId', 'publicKey'].map((key) =>
      where('site.yaml', positionOf(text, site.emailService[key], `${key}:`)),
    ),
    ...markers('site.yaml', text, /^([^#\n]*?)placeholder: true/gm),
  ];
  const legal = LEGAL.flatMap((file) => markers(file, read(root, file), /^()reviewNote:/gm));
  const testimonials = yamlFiles(root).flatMap((file) =>
    markers(file, read(root, file), /^([ ]*(?:- )?)illustrative: true$/gm),
  );
  expect(
    markers('site.yaml', text, /^([^#\n]*?)placeholder: true/gm).length,
    'placeholder accreditations',
  ).toBeGreaterThan(0);
  expect(legal.length, 'legal pages awaiting review').toBeGreaterThan(0);
  expect(testimonials.length, 'illustrative testimonials').toBeGreaterThan(0);
  return [...found, ...legal, ...testimonials];
}

describe('npm run check -- --release', () => {
  it('lists every placeholder at its file:line:col and exits 1, writing nothing; plain check still passes', async () => {
    const copy = fixture({ caches: 'shared' });
    const { root } = copy;
    roots.push(root);
    // Stand-ins inside longer text (plain, quoted, an article's HTML), and look-alikes that are real.
    const kent = copy.edit(KENT, (t) =>
      t
        .replace(/^headline: .*$/m, 'headline: Call 020 7946 0999 or kent@example.com, not 020 3456 7890')
        .replace(/^introText:\n  - "/m, 'introText:\n  - "Ring 0161 496 0123 first, or see www.example.community. '),
    );
    const articleFile = `content/blog/${fs.readdirSync(path.join(root, 'content/blog')).sort()[0]}`;
    const article = copy.edit(articleFile, (t) =>
      t.replace(
        'content: |\n',
        'content: |\n  <p>Ring +44 7700 900123 or read <a href="https://example.org/help">our guide</a>.</p>\n',
      ),
    );
    const injected = {
      [where(KENT, positionOf(kent, '020 7946 0999'))]:
        "the phone number 020 7946 0999 is a drama-range placeholder: Ofcom keeps it for fiction, so it rings nowhere\n    hint: Write the company's real number, or {phone}, which fills in site.yaml's.",
      [where(KENT, positionOf(kent, 'kent@example.com'))]:
        "the e-mail address kent@example.com is a placeholder: example.com addresses reach nobody\n    hint: Write the company's real address, or {email}, which fills in site.yaml's.",
      [where(KENT, positionOf(kent, '0161 496 0123'))]: 'the phone number 0161 496 0123 is a drama-range placeholder',
      [where(articleFile, positionOf(article, '+44 7700 900123'))]:
        'the phone number 07700 900123 is a drama-range placeholder',
      [where(articleFile, positionOf(article, 'https://example.org/help'))]:
        'the web address https://example.org/help is a placeholder: example.org is kept for examples\n    hint: Link to the real address.',
    };
    const expected = [...committedPlaceholders(root), ...Object.keys(injected)];
    const before = copy.snapshot();

    const release = await copy.run(['check', '--release']);
    expect(release.code).toBe(1);
    expect(errorsAt(release.stderr).sort()).toEqual(expected.sort());
    for (const line of release.stderr.split('\n').filter((l) => l.includes('  error  ')))
      expect(line).toMatch(/^\S+  error  placeholder  \S/);
    for (const [at, message] of Object.entries(injected))
      expect(release.stderr).toContain(`${at}  error  placeholder  ${message}`);
    const site = parse(read(root, 'site.yaml'));
    expect(release.stderr).toContain(
      `the e-mail service's service id "${site.emailService.serviceId}" is a placeholder, so the contact form cannot send`,
    );
    expect(release.stderr).toContain(
      `the e-mail address ${site.email} is a placeholder: example.com addresses reach nobody\n    hint: Put the company's real e-mail address here.`,
    );
    // The numbers and addresses typed into copy are also typed-contact warnings, which do not fail the check.
    expect(release.stderr).toMatch(new RegExp(`^${expected.length} errors(, \\d+ warnings?)? in \\d+ files$`, 'm'));
    expect(copy.snapshot()).toEqual(before);

    // Plain check passes: placeholders are not its business; the numbers typed into copy only warn.
    const plain = await copy.run(['check']);
    expect(plain.code).toBe(0);
    const reported = plain.stderr.split('\n').filter((l) => /  (error|warning)  /.test(l));
    expect(reported.filter((l) => !l.includes('  warning  typed-contact  '))).toEqual([]);
    expect(plain.stdout).toMatch(/^check passed: .*\d+ warnings?$/m);
  });

  it('passes once every placeholder is replaced by the real thing', async () => {
    const copy = fixture({ caches: 'shared' });
    const { root } = copy;
    roots.push(root);
    copy.edit('site.yaml', (t) => {
      const doc = parseDocument(t);
      doc.set('url', 'https://clearway-cleaning.co.uk');
      doc.set('phone', '02034567890');
      doc.set('email', 'help@clearway-cleaning.co.uk');
      doc.setIn(['emailService', 'serviceId'], 'service_k3m9x2p');
      doc.setIn(['emailService', 'templateId'], 'template_7wq4zr1');
      doc.setIn(['emailService', 'publicKey'], 'Vb2kQ9xLmN4pR7tYs');
      doc.setIn(['business', 'rating', 'verified'], true);
      for (const [key, value] of Object.entries(parse(t).accreditations))
        if (typeof value === 'object') doc.deleteIn(['accreditations', key, 'placeholder']);
      return doc.toString();
    });
    for (const file of LEGAL) copy.edit(file, (t) => t.replace(/^reviewNote: .*\n/m, ''));
    for (const file of yamlFiles(root)) {
      const text = read(root, file);
      if (/^[ ]*illustrative: true$/m.test(text)) copy.edit(file, (t) => t.replace(/^[ ]*illustrative: true\n/gm, ''));
    }
    const release = await copy.run(['check', '--release']);
    expect(release.stderr).toBe('');
    expect(release.code).toBe(0);
    expect(release.stdout).toMatch(/^check passed, ready to publish: .*no problems found$/m);
  });

  it('is an option of check only', async () => {
    const copy = fixture();
    roots.push(copy.root);
    const result = await copy.run(['generate', '--release'], { process: 'child' });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('--release is an option of check: npm run check -- --release\n');
  });
});
