// The Nu HTML checker (the W3C's validator, vnu.jar) over every page of dist/, in one Java run. Where the machine
// allows it (Linux with user namespaces), Java runs with no network at all (`unshare -rn`), so the checker can
// only have read the files it was given.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One message of vnu's `--format json`; `subType` tells a warning from a note among the "info" ones. */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

interface Finding {
  /** `dist/blog/x.html:1:8210`, relative to the project. */
  at: string;
  message: string;
}

export interface NuResult {
  pages: number;
  errors: Finding[];
  warnings: Finding[];
  /** Informational notes (neither error nor warning), counted by message. */
  notes: Map<string, number>;
  offline: boolean;
}

/** Every .html file under `dist`, sorted. */
function htmlFiles(dist: string): string[] {
  return (fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dist, file))
    .sort();
}

function where(message: NuMessage, root: string): string {
  const file = message.url?.startsWith('file:') ? path.relative(root, fileURLToPath(message.url)) : message.url;
  const line = message.firstLine ?? message.lastLine;
  return line === undefined ? (file ?? '(no file)') : `${file}:${line}:${message.firstColumn ?? 1}`;
}

/** vnu's messages sorted into errors (a fatal or input problem counts as one), warnings and notes. */
export function sortMessages(messages: readonly NuMessage[], root: string): Omit<NuResult, 'pages' | 'offline'> {
  const errors: Finding[] = [];
  const warnings: Finding[] = [];
  const notes = new Map<string, number>();
  for (const m of messages) {
    const finding = { at: where(m, root), message: m.message };
    if (m.type !== 'info') errors.push(finding);
    else if (m.subType === 'warning') warnings.push(finding);
    else notes.set(m.message, (notes.get(m.message) ?? 0) + 1);
  }
  return { errors, warnings, notes };
}

const offlineWorks = () => spawnSync('unshare', ['-rn', 'true']).status === 0;

/** Checks every page of `dist`; throws when the checker itself could not run (not a finding of the pages). */
export function checkHtml(jar: string, root: string, dist: string): NuResult {
  const files = htmlFiles(dist);
  const offline = offlineWorks();
  const java = ['java', '-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files];
  const [command, ...args] = offline ? ['unshare', '-rn', ...java] : java;
  const result = spawnSync(command!, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`the Nu checker did not run (exit ${result.status}):\n${result.stderr}`);
  const { messages } = JSON.parse(result.stdout) as { messages: NuMessage[] };
  return { pages: files.length, offline, ...sortMessages(messages, root) };
}
