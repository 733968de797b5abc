// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function Locations({ route }: TemplateArgs<'locations'>) {
  return <h1>{route.seo.title}</h1>;
}
