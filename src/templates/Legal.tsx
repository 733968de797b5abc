// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function Legal({ route }: TemplateArgs<'legal'>) {
  return <h1>{route.seo.title}</h1>;
}
