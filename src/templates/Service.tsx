// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function Service({ route }: TemplateArgs<'service'>) {
  return <h1>{route.seo.title}</h1>;
}
