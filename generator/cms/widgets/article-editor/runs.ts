// A textblock's words as runs of text that share their marks, with HTML's whitespace: runs of spaces, tabs and
// line breaks are one space, and none is kept at either end of the block (the no-break space is text). Both the
// reading of HTML (flow.ts) and its writing (html.ts) go through here, so that one gives what the other reads.
import type { Mark } from 'prosemirror-model';

export interface Run {
  text: string;
  marks: readonly Mark[];
}

const SPACES = /[ \t\n\r\f]+/g;

export function collapsed(runs: readonly Run[]): Run[] {
  const out: Run[] = [];
  let spaced = true;
  for (const run of runs) {
    let text = run.text.replace(SPACES, ' ');
    if (spaced && text.startsWith(' ')) text = text.slice(1);
    if (!text) continue;
    spaced = text.endsWith(' ');
    out.push({ text, marks: run.marks });
  }
  const last = out.at(-1);
  if (last && spaced) last.text = last.text.slice(0, -1);
  return out.filter((run) => run.text);
}

/** Whether the runs hold no words (only spaces, no-break ones included). */
export const blank = (runs: readonly Run[]) => runs.every((run) => !run.text.trim());
