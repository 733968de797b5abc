// The table of widgets: every widget the configuration gives a content field (fields.ts), which is also every widget
// the admin's code wraps with check's problems (browser/checked-widgets.tsx). Decap's own, and ours, each in a folder
// of generator/cms/widgets/ that registers it under its name here.

/** Ours: the article body, written as rich text (widgets/article-editor/), for a string that holds HTML. */
export const ARTICLE_WIDGET = 'article-body';

/** Decap's widgets that content fields use; `hidden` has no control of its own, so nothing is shown on it. */
const DECAP_WIDGETS = [
  'string',
  'text',
  'number',
  'boolean',
  'select',
  'datetime',
  'image',
  'relation',
  'list',
  'object',
];

/** Every widget a content field shows, which the admin checks. */
export const CHECKED_WIDGETS: readonly string[] = [...DECAP_WIDGETS, ARTICLE_WIDGET];
