// The headings of the footer and of the extreme clearance page are content: they come from site.yaml and the
// service's file, not from the components.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expand } from '../../generator/expand/expand.ts';
import { toRenderData } from '../../generator/model/render-data.ts';
import type { RouteOf } from '../../generator/model/types/route.ts';
import { Footer } from '../../src/components/Shell.tsx';
import { SiteContext, withLookups } from '../../src/site-data.ts';
import { ExtremeClearance } from '../../src/templates/ExtremeClearance.tsx';
import { fixtureContent } from '../support/content.ts';

const content = fixtureContent();
const footer = content.site.data.footer;
footer.areasHeading = 'Where we work';
footer.contactHeading = 'Speak to a person';
const service = content.services.find((s) => s.data.extreme)!.data;
const extreme = service.extreme!;
extreme.quoteButtonLabel = 'Ask for a price';
extreme.whatIs.scenariosTitle = 'Times to call';
extreme.whatIs.inclusionsTitle = 'All of this';
extreme.storiesTitle = 'In their words';
extreme.faqsTitle = 'Your questions';
extreme.contact.formHeading = 'About you';

const routes = expand(content, '2026-11-23').value;
const rendered = toRenderData(content, routes, { today: '2026-11-23' });
const data = withLookups(rendered);

// The contact form reads the site's data from the React context the one render function provides.
const render = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(SiteContext.Provider, { value: data }, element));

describe('headings written in the content', () => {
  it("the footer's come from site.yaml, the regions' list named after its heading", () => {
    const html = render(createElement(Footer, { data }));
    expect(html).toContain('<nav aria-label="Where we work"><h2 class="h4">Where we work</h2>');
    expect(html).toContain('<h2 class="h4">Speak to a person</h2>');
  });

  it("the extreme clearance page's come from the service's extreme block", () => {
    const route = routes.find((r): r is RouteOf<'extreme-clearance'> => r.template === 'extreme-clearance')!;
    const html = render(createElement(ExtremeClearance, { route, data }));
    expect(html).toContain('<a class="button button--secondary" href="#quote">Ask for a price</a>');
    expect(html).toContain('<h3>Times to call</h3>');
    expect(html).toContain('<h3>All of this</h3>');
    expect(html).toContain('<h2 id="stories-title">In their words</h2>');
    expect(html).toContain('<h2 id="faq-title">Your questions</h2>');
    expect(html).toContain('<h3 id="quote-form-heading">About you</h3>');
  });
});
