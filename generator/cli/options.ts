// What every command is given, and how a command reports: the diagnostics in the chosen format, or a failure
// as one plain line (the environment's, exit 1) or as our own bug (exit 70).
import { type Diagnostic, formatGithub, formatJson, formatText, hasErrors } from '../diagnostics/diagnostic.ts';
import { environmentProblem } from '../diagnostics/environment.mjs';
import type { CheckCache } from '../pipeline/run-check.ts';
import type { GenerateEnv } from '../pipeline/run-generate.ts';

export const FORMATS = { text: formatText, github: formatGithub, json: formatJson } as const;
export type Format = keyof typeof FORMATS;

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  /** What a caller running several checks in one process keeps between them (the validators, the parses). */
  cache?: CheckCache;
}

/** The check cache of a command: the caller's, when it keeps one, told of damaged entries by `note`. */
export const checkCache = (io: Io, note: CheckCache['note']): CheckCache =>
  Object.assign(io.cache ?? {}, note ? { note } : {});

export interface Options {
  root: string;
  format: Format;
  /** Warnings fail the command as errors do. */
  strict: boolean;
  /** The day of the build, read once per run: SOURCE_DATE_EPOCH when set, else the clock (UK date). */
  today: string;
  /** generate: again after every save. */
  watch: boolean;
  /** SOURCE_DATE_EPOCH as read at the start, for watch mode's day of each regeneration. */
  sourceDateEpoch: string | undefined;
  /** What generate takes from the environment, read at the start. */
  env: GenerateEnv;
  /** check: the placeholders still in the content are errors. */
  release: boolean;
  /** generate: say why each page rendered was not carried over. */
  explain: boolean;
  /** Tells the user, in one line, of a damaged cache entry that is set aside and made again. */
  note: (line: string) => void;
}

export const fails = (diagnostics: readonly Diagnostic[], strict: boolean) =>
  hasErrors(diagnostics) || (strict && diagnostics.length > 0);

export function report(io: Io, diagnostics: Diagnostic[], format: Format, strict = false): number {
  const out = FORMATS[format](diagnostics);
  if (format === 'json') io.stdout(`${out}\n`);
  else io.stderr(`${out}\n`);
  return fails(diagnostics, strict) ? 1 : 0;
}

/**
 * What a command that threw says, and its exit code: a problem of the environment (a full disk, a missing
 * permission, a file saved during the build) in one plain line, exit 1; anything else is our own bug, exit 70.
 */
export function failure(io: Io, error: unknown, root: string): number {
  const problem = environmentProblem(error, root);
  if (problem) {
    io.stderr(`${problem}\n`);
    return 1;
  }
  io.stderr(`generator bug: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return 70;
}
