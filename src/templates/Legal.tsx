// /privacy-policy, /terms and /cookie-policy: one template, the page's own content file.
import { Hero } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import { Icon } from '../components/Icon.tsx';
import { LongDate } from '../components/StoryCard.tsx';
import { filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function Legal({ route, data }: PageArgs<'page-legal'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(page.heading)}>
        <p className="legal__updated">
          Last updated: <LongDate iso={page.lastUpdated} />
        </p>
      </Hero>
      <div className="section">
        <div className="container">
          <div className="prose legal">
            {page.reviewNote ? (
              <div className="banner legal__notice" role="note">
                <Icon name="document" />
                <p>
                  <Copy text={fill(page.reviewNote)} />
                </p>
              </div>
            ) : null}
            {page.intro ? (
              <p className="lead">
                <Copy text={fill(page.intro)} />
              </p>
            ) : null}
            <ol className="legal__sections">
              {page.sections.map((section, i) => (
                <li key={section.heading}>
                  <section aria-labelledby={`legal-${i + 1}`}>
                    <h2 id={`legal-${i + 1}`}>{fill(section.heading)}</h2>
                    {section.paragraphs.map((p) => (
                      <p key={p}>
                        <Copy text={fill(p)} />
                      </p>
                    ))}
                    {section.points ? (
                      <ul>
                        {section.points.map((point) => (
                          <li key={point}>
                            <Copy text={fill(point)} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </section>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </>
  );
}
