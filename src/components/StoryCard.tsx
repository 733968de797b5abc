// Cards for articles and case studies, and the way their dates are shown.

import type { ReactNode } from 'react';
import { longDate } from '../../generator/model/dates.ts';
import type { Blog, Image } from '../../generator/model/types/content.ts';
import { href } from '../../generator/model/urls.ts';
import type { Fill } from '../text.ts';
import { Img } from './Blocks.tsx';

/** A YYYY-MM-DD date as '14 March 2025', in a <time> element that keeps the machine-readable form. */
export function LongDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{longDate(iso)}</time>;
}

type HeadingLevel = 'h2' | 'h3';

/** A card whose title links to the page; the whole card is clickable through the title link's overlay. */
export function StoryCard({
  href,
  title,
  image,
  meta,
  text,
  more,
  level: Heading = 'h3',
}: {
  href: string;
  title: string;
  image: Image;
  meta?: ReactNode;
  text: string;
  more?: string;
  level?: HeadingLevel;
}) {
  return (
    <article className="story-card">
      <Img className="story-card__image" image={image} width={800} height={600} />
      <div className="story-card__body">
        {meta ? <p className="story-card__meta">{meta}</p> : null}
        <Heading className="story-card__title">
          <a href={href}>{title}</a>
        </Heading>
        <p>{text}</p>
        {more ? (
          <p className="story-card__more" aria-hidden="true">
            {more}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** An article as a card: category and date above the title, the excerpt below. */
export function ArticleCard({ article, fill, level }: { article: Blog; fill: Fill; level?: HeadingLevel }) {
  return (
    <StoryCard
      href={href.article(article.slug)}
      title={fill(article.title)}
      image={{ src: article.image.src, alt: fill(article.image.alt) }}
      text={fill(article.excerpt)}
      level={level}
      meta={
        <>
          <span className="story-card__category">{article.category}</span> <LongDate iso={article.date} />
        </>
      }
    />
  );
}

/** Newest first; articles with the same date keep a stable order by title. */
export function newestFirst<T extends { date: string; title: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
