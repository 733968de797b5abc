// /case-studies: every case study as a card linking to its page.
import { href } from '../../generator/model/urls.ts';
import { Hero } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { StoryCard } from '../components/StoryCard.tsx';
import { filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function CaseStudies({ route, data }: PageArgs<'page-case-studies'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  const studies = [...data.caseStudies].sort(
    (a, b) => b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title),
  );
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(page.heading)} text={fill(page.intro)} />
      <div className="section">
        <div className="container">
          <ul className="grid-list story-grid">
            {studies.map((study) => (
              <li key={study.slug}>
                <StoryCard
                  href={href.caseStudy(study.slug)}
                  title={fill(study.title)}
                  image={{ src: study.heroImage.src, alt: fill(study.heroImage.alt) }}
                  text={fill(study.summary)}
                  more={page.readMoreLabel && fill(page.readMoreLabel)}
                  level="h2"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <CtaBanner data={data} cta={page.cta} fill={fill} />
    </>
  );
}
