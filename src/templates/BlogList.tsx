// /blog: search, category filter, the first page of articles, pagination, topics and the newsletter box.
// The filter, search and pagination live in the blog-list island; the static page shows page 1 of all articles.
// Every article is in the list (those after page 1 hidden), with the title, excerpt and category the island
// filters on as data attributes, so that it can filter and page through them without fetching anything.
import type { Blog, PageBlog } from '../../generator/model/types/content.ts';
import { Hero } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { Section } from '../components/Section.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { ArticleCard, newestFirst } from '../components/StoryCard.tsx';
import { type Fill, filler } from '../text.ts';
import type { PageArgs } from './types.ts';

interface Category {
  name: string;
  count: number;
}

/** The content's categories in its order, with their article counts; those without articles are not offered. */
function categoriesWithArticles(names: readonly string[], articles: readonly Blog[]): Category[] {
  const count = (name: string) => articles.filter((a) => a.category.toLowerCase() === name.toLowerCase()).length;
  return names.map((name) => ({ name, count: count(name) })).filter((c) => c.count > 0);
}

function countLine(template: string, n: number, total: number): string {
  return template.replaceAll('{n}', String(n)).replaceAll('{total}', String(total));
}

export function BlogList({ route, data }: PageArgs<'page-blog'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  const articles = newestFirst(data.blog);
  const size = data.site.constants.blogPageSize;
  const categories = categoriesWithArticles(page.categories.names, articles);
  const shown = Math.min(size, articles.length);
  const lastPage = Math.max(1, Math.ceil(articles.length / size));
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(page.heading)} text={fill(page.intro)} />
      <div className="section">
        <div className="container blog-list" data-island="blog-list" data-page-size={size}>
          <div className="blog-list__tools">
            {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the site supports */}
            <div className="blog-list__search" role="search">
              <label htmlFor="blog-search">{fill(page.searchLabel ?? page.searchPlaceholder)}</label>
              <input
                id="blog-search"
                type="search"
                name="search"
                placeholder={fill(page.searchPlaceholder)}
                autoComplete="off"
              />
            </div>
            <CategoryFilter page={page} categories={categories} fill={fill} />
          </div>
          <ul className="grid-list blog-list__list">
            {articles.map((article, i) => (
              <li
                key={article.slug}
                data-category={article.category}
                data-title={fill(article.title)}
                data-excerpt={fill(article.excerpt)}
                hidden={i >= size}
              >
                <ArticleCard article={article} fill={fill} level="h2" />
              </li>
            ))}
          </ul>
          <div className="blog-list__status" aria-live="polite">
            <p className="blog-list__empty" hidden>
              {fill(page.noResults)}
            </p>
            <p className="blog-list__count" data-template={fill(page.countTemplate)}>
              {countLine(fill(page.countTemplate), shown, articles.length)}
            </p>
          </div>
          <nav className="blog-list__pages" aria-label="Pagination" data-last-page={lastPage}>
            <button className="button button--secondary" type="button" data-page="previous" hidden>
              {fill(page.pagination.previousLabel)}
            </button>
            <button className="button button--secondary" type="button" data-page="next" hidden={lastPage <= 1}>
              {fill(page.pagination.nextLabel)}
            </button>
          </nav>
          <section className="blog-list__topics" aria-labelledby="blog-topics-title">
            <h2 id="blog-topics-title">{fill(page.topicsHeading)}</h2>
            <ul className="blog-chips">
              {categories.map((c) => (
                <li key={c.name}>
                  <button className="blog-chip" type="button" data-category={c.name}>
                    {c.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <Newsletter page={page} fill={fill} />
      <CtaBanner data={data} cta={page.cta} fill={fill} />
    </>
  );
}

function CategoryFilter({ page, categories, fill }: { page: PageBlog; categories: Category[]; fill: Fill }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; a fieldset would add a border and legend rules
    <div className="blog-list__filter" role="group" aria-labelledby="blog-categories-title">
      <h2 id="blog-categories-title" className="h4">
        {fill(page.categories.heading)}
      </h2>
      <ul className="blog-chips">
        <li>
          <button className="blog-chip" type="button" data-category="" aria-pressed="true">
            {fill(page.categories.allLabel)}
          </button>
        </li>
        {categories.map((c) => (
          <li key={c.name}>
            <button className="blog-chip" type="button" data-category={c.name} aria-pressed="false">
              {`${c.name} (${c.count})`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The newsletter box. Its submission is not specified, so the form never submits natively: no action, and the
 * button stays disabled until the newsletter island takes over (as the contact form does).
 */
function Newsletter({ page, fill }: { page: PageBlog; fill: Fill }) {
  const { newsletter } = page;
  return (
    <Section id="blog-newsletter" title={fill(newsletter.heading)} intro={fill(newsletter.text)} tone="soft">
      <form
        className="blog-newsletter"
        id="newsletter-form"
        data-island="newsletter"
        aria-labelledby="newsletter-title"
      >
        <label htmlFor="newsletter-email">{fill(newsletter.emailPlaceholder)}</label>
        <div className="blog-newsletter__row">
          <input id="newsletter-email" name="email" type="email" autoComplete="email" required />
          <button className="button" type="submit" disabled>
            {fill(newsletter.buttonLabel)}
          </button>
        </div>
      </form>
    </Section>
  );
}
