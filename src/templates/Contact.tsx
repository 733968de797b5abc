// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function Contact({ route }: TemplateArgs<'contact'>) {
  return <h1>{route.seo.title}</h1>;
}
