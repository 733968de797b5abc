// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function NotFound({ route }: TemplateArgs<'not-found'>) {
  return <h1>{route.seo.title}</h1>;
}
