// TEMPORARY spike stand-in (not committed): replaced by the helper's module.
import { parse, parseDocument, stringify } from 'yaml';
export interface EditOptions {
  keyOrder?: (path: readonly (string | number)[]) => readonly string[] | undefined;
}
export interface NewFileOptions extends EditOptions {
  schemaLine?: string;
  exemplar?: string;
}
export function editYaml(original: string, next: unknown, _options?: EditOptions): string {
  const doc = parseDocument(original);
  const before = parse(original);
  for (const [k, v] of Object.entries(next as Record<string, unknown>))
    if (JSON.stringify(before[k]) !== JSON.stringify(v)) doc.set(k, v);
  return doc.toString({ lineWidth: 0 });
}
export function newYaml(next: unknown, options: NewFileOptions): string {
  return `${options.schemaLine ? `${options.schemaLine}\n` : ''}${stringify(next, { lineWidth: 0 })}`;
}
