// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function Town({ route }: TemplateArgs<'town'>) {
  return <h1>{route.seo.title}</h1>;
}
