// The article body's widget as the configuration names it (generator/cms/config/fields.ts gives it to a string whose
// schema says it holds HTML, contentMediaType text/html) and as the admin registers it (widget.tsx).
export const ARTICLE_WIDGET = 'article-body';
