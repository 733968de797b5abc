// /locations: one card per county, in region order, with its featured towns and a link to the county page.

import type { Region } from '../../generator/model/types/content.ts';
import { href } from '../../generator/model/urls.ts';
import { Hero } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function Locations({ route, data }: PageArgs<'page-locations'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(page.heading)} text={fill(page.intro)} />
      <section className="section" aria-label="Counties">
        <div className="container">
          <div className="grid grid--3">
            {data.regions.map((region) => (
              <CountyCard key={region.slug} region={region} />
            ))}
          </div>
          <p className="lead locations-closing">
            <Copy text={fill(page.closingText)} />
          </p>
        </div>
      </section>
      <CtaBanner data={data} cta={page.cta} fill={fill} />
    </>
  );
}

function CountyCard({ region }: { region: Region }) {
  const name = (slug: string) => region.areas.find((a) => a.slug === slug)?.name ?? slug;
  return (
    <article className="card area-card">
      <h2>{region.name}</h2>
      <ul className="area-card__featured">
        {region.featuredOnLocations.map((slug) => (
          <li key={slug}>
            <a href={href.town(region.slug, slug)}>{name(slug)}</a>
          </li>
        ))}
      </ul>
      <p className="area-card__county">
        <a href={href.region(region.slug)}>Hoarder cleaning in {region.name}</a>
      </p>
    </article>
  );
}
