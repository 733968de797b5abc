// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function ServicesList({ route }: TemplateArgs<'services'>) {
  return <h1>{route.seo.title}</h1>;
}
