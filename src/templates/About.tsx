// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function About({ route }: TemplateArgs<'about'>) {
  return <h1>{route.seo.title}</h1>;
}
