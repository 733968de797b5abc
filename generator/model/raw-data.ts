// A raw document's values before validation: rules that also run on content that failed its schema read a value
// as a list or a mapping, or as an empty one when it is neither.

type Obj = Record<string, unknown>;

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const obj = (value: unknown): Obj => (value && typeof value === 'object' ? (value as Obj) : {});
