// /thank-you: shown after the contact form has been sent; what happens next, and where to go from here.
import { Hero, LinkList } from '../components/Blocks.tsx';
import { CallCard, CallLink } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import { Section } from '../components/Section.tsx';
import { filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function ThankYou({ route, data }: PageArgs<'page-thank-you'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(page.heading)} text={fill(page.text)} />
      <Section id="next-steps" title={fill(page.nextSteps.heading)}>
        <ol className="thank-you__steps">
          {page.nextSteps.items.map((item) => (
            <li key={item}>
              <Copy text={fill(item)} />
            </li>
          ))}
        </ol>
        {page.nextSteps.urgentText ? (
          <div className="banner thank-you__urgent">
            <p>
              <Copy text={fill(page.nextSteps.urgentText)} />
            </p>
            <CallLink data={data} />
          </div>
        ) : null}
      </Section>
      <Section id="while-you-wait" title={fill(page.links.heading)} tone="soft">
        <LinkList links={page.links.items} fill={fill} />
      </Section>
    </>
  );
}
