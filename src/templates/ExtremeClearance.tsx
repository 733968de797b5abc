// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function ExtremeClearance({ route }: TemplateArgs<'extreme-clearance'>) {
  return <h1>{route.seo.title}</h1>;
}
