// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function ThankYou({ route }: TemplateArgs<'thank-you'>) {
  return <h1>{route.seo.title}</h1>;
}
