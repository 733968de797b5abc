// /<region>/<area>-hoarder-cleaning: an area page (AreaPage.tsx) whose services are the region's, linked to
// their pages, and whose reasons lead on to the region's page.
import { href } from '../../generator/model/urls.ts';
import { LinkList } from '../components/Blocks.tsx';
import { AreaPage } from './AreaPage.tsx';
import type { TemplateArgs } from './types.ts';

export function Town({ route, data }: TemplateArgs<'town'>) {
  const region = data.region(route.props.region);
  const services = region.services.slugs.map((slug) => ({
    label: data.service(slug).card.title,
    href: href.service(slug),
  }));
  return (
    <AreaPage
      data={data}
      props={route.props}
      copy={data.pages.town}
      kind="town"
      services={() => <LinkList links={services} />}
      onward={() => (
        <p className="region-link">
          <a className="button button--secondary" href={href.region(region.slug)}>
            Hoarder cleaning across {region.name}
          </a>
        </p>
      )}
      contactFirst
    />
  );
}
