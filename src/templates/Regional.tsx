// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function Regional({ route }: TemplateArgs<'regional'>) {
  return <h1>{route.seo.title}</h1>;
}
