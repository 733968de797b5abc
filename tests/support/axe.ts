// axe-core's WCAG checks in a page, as every browser test runs them. In legacy mode: axe.run in the page itself,
// rather than axe.runPartial in each frame and then axe.finishRun in a helper page it opens beside the one checked.
// The site's pages have no frames (their CSP allows none from elsewhere), so both find the same; this way costs the
// browser about half the work a page (some fifty checks a run). Only violations are
// gathered in full: no test reads the passes.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const WCAG_22_AA = [...WCAG_21_AA, 'wcag22aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** What axe finds against `tags` in the page as it is now, in the element `include` selects when given. */
export async function axeViolations(
  page: Page,
  tags: readonly string[],
  { include }: { include?: string } = {},
): Promise<Violations> {
  // options() replaces every option: before withTags, which adds one.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags([...tags]);
  if (include) builder = builder.include(include);
  return (await builder.analyze()).violations;
}
