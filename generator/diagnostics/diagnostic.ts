// The Diagnostic type, how a stage makes one from the catalogue of codes (catalogue.ts), and the three output formats.
import { CODES, type Entry } from './catalogue.ts';
import { type Params, render } from './message-template.ts';

export { CODES };
export type Code = keyof typeof CODES;
type Severity = 'error' | 'warning';

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

export interface At {
  file: string;
  line: number;
  col: number;
}

type Flat<T> = { [K in keyof T]: T[K] } & {};
type Template<W, Fallback> = W extends { readonly message: infer M extends string } ? M : Fallback;
type HintOf<W, Fallback> = W extends { readonly hint: infer H extends string } ? H : Fallback;
type Filled<M, H> = Params<M & string> & Params<H & string>;

/**
 * The values a code's wording needs, read from its templates: `{ href, near? }` for a code with one wording;
 * for a code with variants, `{ variant: 'draft' } | { variant: 'scheduled', date } | …`.
 */
export type ParamsOf<C extends Code> = (typeof CODES)[C] extends { readonly variants: infer Vs }
  ? {
      [V in keyof Vs]: Flat<
        { variant: V } & Filled<
          Template<Vs[V], Template<(typeof CODES)[C], never>>,
          HintOf<Vs[V], HintOf<(typeof CODES)[C], never>>
        >
      >;
    }[keyof Vs]
  : Flat<Filled<Template<(typeof CODES)[C], never>, HintOf<(typeof CODES)[C], never>>>;

/** A problem found before its place in a file is known: a code and the values its wording needs. */
export type Draft<C extends Code = Code> = { [K in C]: { code: K; params: ParamsOf<K> } }[C];

// biome-ignore lint/complexity/noBannedTypes: `{}` here asks whether a code needs no values at all
type ParamsArg<C extends Code> = {} extends ParamsOf<C> ? [params?: ParamsOf<C>] : [params: ParamsOf<C>];

/** The wording `variant` names (a code with variants needs one), with the code's own message or hint where it has none. */
function chosen(code: Code, variant: string | undefined): { name: string; message: string; hint: string } {
  const entry: Entry = CODES[code];
  const name = variant === undefined ? code : `${code} (${variant})`;
  const own = variant === undefined ? (entry.variants ? undefined : entry) : entry.variants?.[variant];
  const message = own && (own.message ?? entry.message);
  const hint = own && (own.hint ?? entry.hint);
  if (message === undefined || hint === undefined) throw new Error(`generator bug: ${name} has no wording`);
  return { name, message, hint };
}

/** A code's message and hint with the values filled in; the hint is '' when its template leaves nothing. */
export function wording<C extends Code>(code: C, ...[params]: ParamsArg<C>): { message: string; hint: string } {
  const values: Record<string, unknown> = params ?? {};
  const { name, message, hint } = chosen(code, typeof values.variant === 'string' ? values.variant : undefined);
  return {
    message: render(message, values, `the message of ${name}`),
    hint: render(hint, values, `the hint of ${name}`),
  };
}

/**
 * The values a diagnostic's wording was filled with, kept on it under a symbol that is not enumerable: the admin
 * words the same problem for content staff from them (generator/cms/browser/site-check.ts), while the output formats, the caches
 * and comparisons see only the fields of Diagnostic.
 */
const PARAMS = Symbol('params');

/** The values `d`'s wording was filled with (its variant among them), when it was made by `diagnostic`. */
export const paramsOf = (d: Diagnostic): Readonly<Record<string, unknown>> | undefined =>
  (d as { [PARAMS]?: Record<string, unknown> })[PARAMS];

/** The diagnostic of `code` at a place in a file, worded by the catalogue; its severity is the code's. */
export function diagnostic<C extends Code>(code: C, at: At, ...params: ParamsArg<C>): Diagnostic {
  const { message, hint } = wording(code, ...params);
  const entry: Entry = CODES[code];
  const made: Diagnostic = {
    code,
    severity: entry.severity ?? 'error',
    message,
    ...(hint ? { hint } : {}),
    file: at.file,
    line: at.line,
    col: at.col,
  };
  return Object.defineProperty(made, PARAMS, { value: params[0] ?? {} });
}

/** A draft's diagnostic, once its place is known. */
export const placed = (draft: Draft, at: At): Diagnostic => diagnostic(draft.code, at, draft.params as never);

function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.code.localeCompare(b.code),
  );
}

export const hasErrors = (list: readonly Diagnostic[]) => list.some((d) => d.severity === 'error');

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function summaryLine(list: readonly Diagnostic[]): string {
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
