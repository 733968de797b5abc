// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function BlogArticle({ route }: TemplateArgs<'blog-article'>) {
  return <h1>{route.seo.title}</h1>;
}
