// The opening of every area page (town and house-clearance): the heading and intro with {area} and {region} filled in.
import type { SiteData } from '../site-data.ts';
import type { Fill } from '../text.ts';
import { Hero, Paragraphs } from './Blocks.tsx';
import { CallCard } from './Contact.tsx';

export function AreaHero({
  data,
  heading,
  intro,
  fill,
}: {
  data: SiteData;
  heading: string;
  intro: readonly string[];
  fill: Fill;
}) {
  return (
    <Hero heading={fill(heading)} aside={<CallCard data={data} />}>
      <div className="prose">
        <Paragraphs paragraphs={intro} fill={fill} />
      </div>
    </Hero>
  );
}
