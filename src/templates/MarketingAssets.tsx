// PLACEHOLDER: replaced by the real template.
import type { TemplateArgs } from './types.ts';

export function MarketingAssets({ route }: TemplateArgs<'marketing-assets'>) {
  return <h1>{route.seo.title}</h1>;
}
