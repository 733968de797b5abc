// The 404 page, served for any unknown address. 'Go Back' stays hidden until a script can wire it to
// history.back(), so without JavaScript nobody meets a button that does nothing.
import { href } from '../../generator/model/urls.ts';
import { Hero, LinkList } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { Section } from '../components/Section.tsx';
import { filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function NotFound({ route, data }: PageArgs<'page-not-found'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(page.heading)} text={fill(page.text)}>
        <div className="actions">
          <a className="button" href={href.page('home')}>
            {fill(page.homeLabel)}
          </a>
          <button className="button button--secondary" type="button" data-action="back" hidden>
            {fill(page.backLabel)}
          </button>
        </div>
      </Hero>
      <Section id="helpful-links" title={fill(page.links.heading)}>
        <LinkList links={page.links.items} fill={fill} />
      </Section>
    </>
  );
}
