// The Diagnostic type, the closed catalogue of codes, and the three output formats.
// Codes are permanent: tests, CI annotations and editors' docs refer to them. Never rename one.

export const CODES = {
  'io-error': 'a file could not be read',
  'missing-file': 'a required content file does not exist',
  'stray-file': 'a file under content/ that no collection reads',
  symlink: 'content files must be real files, not links',
  'file-too-large': 'a file over the size limit',
  encoding: 'a file that is not UTF-8',
  'empty-file': 'a file with no content',
  'yaml-syntax': 'the YAML cannot be read',
  'yaml-tab-indent': 'tabs used for indentation',
  'yaml-duplicate-key': 'the same key twice in one mapping',
  'yaml-anchor': 'an anchor (&name), which content does not use',
  'yaml-alias': 'an alias (*name), which content does not use',
  'yaml-tag': 'a tag such as !js/function',
  'yaml-directive': 'a %YAML or %TAG directive',
  'yaml-multi-document': 'more than one YAML document in a file',
  'nesting-too-deep': 'data nested deeper than any content needs',
  'missing-field': 'a required field is absent',
  'unknown-field': 'a field the schema does not know',
  'wrong-type': 'a value of the wrong kind',
  'too-few-items': 'a list with fewer entries than required',
  'too-many-items': 'a list with more entries than allowed',
  'too-long': 'text over its length limit',
  'too-short': 'text under its minimum length',
  'slug-format': 'a slug that is not lowercase words joined by hyphens',
  'invalid-format': 'a value that does not have the required form',
  'invalid-value': 'a value that is not one of the allowed values',
  'out-of-range': 'a number outside its allowed range',
  'duplicate-item': 'a list that must not repeat an entry does',
  'slug-mismatch': 'a slug that does not match its file name',
  'duplicate-slug': 'two entries with the same slug',
  'unknown-reference': 'a slug that names nothing that exists',
  'broken-link': 'a link to a page that does not exist',
  'duplicate-path': 'two pages produced at the same path',
  'redirect-target-missing': 'a redirect to a page that does not exist',
  'redirect-loop': 'redirects that lead back to where they started',
  'redirect-chain': 'a redirect whose target is itself redirected',
  'redirect-source-is-page': 'a redirect from a path that is a live page',
  'redirect-duplicate-source': 'two redirects from the same path',
  'unsafe-html': 'article HTML that the allow-list removes',
  'page-disappeared': 'a published page that no page or redirect serves any more',
  'outside-uk': 'a location that does not lie in the United Kingdom',
  'image-missing': 'a picture whose file does not exist',
  'image-unreadable': 'a picture file that is not a readable JPEG, PNG or WebP image',
  'image-too-small': 'a photo narrower than the page shows it',
  'image-alt-empty': 'a picture with no alternative text',
  'no-local-copy': 'an area page with nothing local to say yet (warning)',
  'similar-pages': 'two pages of one template that are near-copies of each other (warning)',
  'unknown-token': 'a {token} that is not filled in here, so it would be published as it stands',
  'typed-contact': 'a phone number or e-mail address typed into copy instead of {phone} or {email} (warning)',
  'yaml-list-item-indent': 'a list item indented too far, which YAML joins to the text above it',
  'yaml-colon-in-text': 'text with ": " in it that is not in quotes',
  'yaml-curly-quotes': 'text wrapped in curly quotes, pasted from a word processor',
  'date-order': 'an end date before its start date',
  'job-posting-expiring': 'the job posting closes within 30 days (warning)',
  'job-posting-expired': 'the job posting has closed, so search engines are no longer given it (warning)',
  placeholder: 'a stand-in still in the content, which must be replaced before publishing (check --release)',
} as const;

export type Code = keyof typeof CODES;
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  code: Code;
  severity: Severity;
  message: string;
  hint?: string;
  file: string;
  line: number;
  col: number;
}

export interface Staged<T> {
  value: T;
  diagnostics: Diagnostic[];
}

export function diagnostic(
  code: Code,
  at: { file: string; line: number; col: number },
  message: string,
  hint?: string,
  severity: Severity = 'error',
): Diagnostic {
  return { code, severity, message, ...(hint ? { hint } : {}), file: at.file, line: at.line, col: at.col };
}

export const warning = (code: Code, at: { file: string; line: number; col: number }, message: string, hint?: string): Diagnostic =>
  diagnostic(code, at, message, hint, 'warning');

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.code.localeCompare(b.code),
  );
}

export const hasErrors = (list: readonly Diagnostic[]) => list.some((d) => d.severity === 'error');

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function summaryLine(list: readonly Diagnostic[]): string {
  const errors = list.filter((d) => d.severity === 'error').length;
  const warnings = list.length - errors;
  const files = new Set(list.map((d) => d.file)).size;
  const parts = [plural(errors, 'error'), ...(warnings ? [plural(warnings, 'warning')] : [])];
  return `${parts.join(', ')} in ${plural(files, 'file')}`;
}

export function formatText(list: readonly Diagnostic[]): string {
  const out: string[] = [];
  let current = '';
  for (const d of sortDiagnostics(list)) {
    if (d.file !== current) {
      if (current) out.push('');
      current = d.file;
    }
    out.push(`${d.file}:${d.line}:${d.col}  ${d.severity}  ${d.code}  ${d.message}`);
    if (d.hint) out.push(`    hint: ${d.hint}`);
  }
  out.push('', summaryLine(list));
  return out.join('\n');
}

// GitHub's workflow commands need %, CR and LF escaped in the message, and also , and : in properties.
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function formatGithub(list: readonly Diagnostic[]): string {
  return sortDiagnostics(list)
    .map((d) => {
      const message = d.hint ? `${d.message} (${d.code}). ${d.hint}` : `${d.message} (${d.code})`;
      return `::${d.severity} file=${escapeProperty(d.file)},line=${d.line},col=${d.col}::${escapeData(message)}`;
    })
    .join('\n');
}

export function formatJson(list: readonly Diagnostic[]): string {
  return JSON.stringify(sortDiagnostics(list), null, 2);
}
