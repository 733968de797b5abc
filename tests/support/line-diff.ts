// A line diff (the longest common subsequence of lines), for tests that assert an edit changed only some lines
// of a file: each hunk says where in the old text it is, which old lines it removes and which new lines it adds.

export interface Hunk {
  /** The index of the first old line removed, or of the old line the added lines go before. */
  at: number;
  removed: string[];
  added: string[];
}

export function lineDiff(before: string, after: string): Hunk[] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a.at(-1 - tail) === b.at(-1 - tail)) tail++;
  const [x, y] = [a.slice(head, a.length - tail), b.slice(head, b.length - tail)];
  const longest = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      longest[i]![j] = x[i] === y[j] ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
    }
  }
  const hunks: Hunk[] = [];
  const hunkAt = (i: number) => {
    const last = hunks.at(-1);
    if (last && last.at + last.removed.length === head + i) return last;
    const hunk = { at: head + i, removed: [], added: [] };
    hunks.push(hunk);
    return hunk;
  };
  let [i, j] = [0, 0];
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) [i, j] = [i + 1, j + 1];
    else if (j < y.length && (i === x.length || longest[i]![j + 1]! >= longest[i + 1]![j]!))
      hunkAt(i).added.push(y[j++]!);
    else hunkAt(i).removed.push(x[i++]!);
  }
  return hunks;
}
