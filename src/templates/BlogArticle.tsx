// /blog/<slug>: the article, its related articles and the closing call to action.
import type { Blog } from '../../generator/model/types/content.ts';
import { ArticleBody } from '../components/ArticleBody.tsx';
import { Hero, Img } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { Section } from '../components/Section.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { ArticleCard, LongDate, newestFirst } from '../components/StoryCard.tsx';
import { filler } from '../text.ts';
import type { TemplateArgs } from './types.ts';

/** Up to `count` other articles: the same category first, then the newest of the rest. */
function relatedArticles(article: Blog, all: readonly Blog[], count: number): Blog[] {
  const others = newestFirst(all.filter((a) => a.slug !== article.slug));
  const same = others.filter((a) => a.category === article.category);
  return [...same, ...others.filter((a) => a.category !== article.category)].slice(0, count);
}

export function BlogArticle({ route, data }: TemplateArgs<'blog-article'>) {
  const article = data.article(route.props.article);
  const fill = filler(data);
  const related = relatedArticles(article, data.blog, data.site.constants.relatedArticles);
  return (
    <>
      <article className="blog-post">
        <Hero aside={<CallCard data={data} />} eyebrow={article.category} heading={fill(article.title)}>
          <p className="blog-post__meta">
            <LongDate iso={article.date} />
            <span aria-hidden="true"> · </span>
            <span>By {article.author}</span>
          </p>
        </Hero>
        <div className="container blog-post__content">
          <Img
            className="blog-post__image"
            image={{ src: article.image.src, alt: fill(article.image.alt) }}
            width={800}
            height={600}
            eager
          />
          <ArticleBody html={article.content} />
        </div>
      </article>
      {related.length ? (
        <Section id="related-articles" title="Related Articles" tone="soft">
          <ul className="grid-list story-grid">
            {related.map((a) => (
              <li key={a.slug}>
                <ArticleCard article={a} fill={fill} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <CtaBanner data={data} />
    </>
  );
}
