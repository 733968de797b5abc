/** Every file under `dir`, as a path relative to it with forward slashes; none when there is no such folder. */
export function filesUnder(dir: string): string[];
/** Writes `text` to `file` so that no reader ever sees half of it (a temporary file, then one rename). */
export function writeWhole(file: string, text: string): void;
