// The templates a test of "a page of every template" must cover, from the registry (src/templates/index.tsx),
// so that a new template needs no test edit, and a site without a page of it fails the test instead of skipping it.
import { TEMPLATE_IDS } from '../../src/templates/index.tsx';

/** Every template id, sorted. */
export const ALL_TEMPLATES: readonly string[] = [...TEMPLATE_IDS].sort();

/** The first route of each template, in route-table order. */
export function oneOfEach<R extends { template: string }>(routes: readonly R[]): R[] {
  return [...new Map(routes.map((r) => [r.template, r])).values()];
}

/** The templates `routes` cover, sorted: compare with ALL_TEMPLATES. */
export const templatesOf = (routes: readonly { template: string }[]): string[] =>
  [...new Set(routes.map((r) => r.template))].sort();
