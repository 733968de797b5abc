// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function Home({ route }: TemplateArgs<'home'>) {
  return <h1>{route.seo.title}</h1>;
}
