// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function Careers({ route }: TemplateArgs<'careers'>) {
  return <h1>{route.seo.title}</h1>;
}
