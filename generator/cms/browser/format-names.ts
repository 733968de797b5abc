// The admin's format names, shared with the configuration (generator/cms/build/admin-files.ts): the files collections'
// format, and one per folder collection, whose new files take the style of a hand-written file of their own.
export const FORMAT = 'site-yaml';
export const folderFormat = (collection: string) => `${FORMAT}-${collection}`;
