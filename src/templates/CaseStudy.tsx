// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function CaseStudy({ route }: TemplateArgs<'case-study'>) {
  return <h1>{route.seo.title}</h1>;
}
