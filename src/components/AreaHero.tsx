// The opening of every area page (town and house-clearance): the heading and intro with {area} and {region} filled in.
import type { Fill } from '../text.ts';
import { Hero, Paragraphs } from './Blocks.tsx';

export function AreaHero({ heading, intro, fill }: { heading: string; intro: readonly string[]; fill: Fill }) {
  return (
    <Hero heading={fill(heading)}>
      <div className="prose">
        <Paragraphs paragraphs={intro} fill={fill} />
      </div>
    </Hero>
  );
}
