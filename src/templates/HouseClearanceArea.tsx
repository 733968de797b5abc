// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function HouseClearanceArea({ route }: TemplateArgs<'house-clearance-area'>) {
  return <h1>{route.seo.title}</h1>;
}
