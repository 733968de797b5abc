// The words the admin shows content staff for a problem (generator/diagnostics/staff-wording.ts), found by check
// itself on a scratch copy of a project's content with one edit made: what a browser test expects on a field.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staffWords } from '../../generator/diagnostics/staff-wording.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { VALIDATORS } from '../../generator/validate/validator-cache.ts';
import { today } from './clock.ts';

/** What a check needs of a project: its content, its ledger, its schemas and their compiled validators. */
const CHECKED = ['site.yaml', 'content', 'public', 'published-paths.txt', 'schemas', VALIDATORS];

/** Staff's words for the first problem `code` in `file` of the project at `root` once `change` is made to it. */
export function staffWordsFor(root: string, file: string, change: (text: string) => string, code: string): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-words-'));
  try {
    for (const entry of CHECKED) fs.cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true });
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const changed = change(text);
    if (changed === text) throw new Error(`test bug: the change to ${file} changed nothing`);
    fs.writeFileSync(path.join(scratch, file), changed);
    const found = runCheck(scratch, today()).diagnostics.find((d) => d.code === code && d.file === file);
    if (!found) throw new Error(`test bug: check reports no ${code} in ${file}`);
    return staffWords(found);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
