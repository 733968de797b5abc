// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function Sitemap({ route }: TemplateArgs<'sitemap'>) {
  return <h1>{route.seo.title}</h1>;
}
