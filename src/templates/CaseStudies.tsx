// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function CaseStudies({ route }: TemplateArgs<'case-studies'>) {
  return <h1>{route.seo.title}</h1>;
}
