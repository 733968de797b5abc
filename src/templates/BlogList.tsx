// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function BlogList({ route }: TemplateArgs<'blog'>) {
  return <h1>{route.seo.title}</h1>;
}
