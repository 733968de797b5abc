/** Where the types generated from schemas/ are committed. */
export const TYPES_FILE = 'generator/model/types/content.ts';
