// Small presentational pieces shared by the templates. No data loading: everything arrives as props.
import { Children, type ReactNode } from 'react';
import type { ImageManifest } from '../../generator/model/image-manifest.ts';
import type { Faq, Icon as IconName, Image, Step, Testimonial } from '../../generator/model/types/content.ts';
import { useSiteData } from '../site-data.ts';
import type { Fill } from '../text.ts';
import { Copy } from './Copy.tsx';
import { Icon } from './Icon.tsx';

const same: Fill = (s) => s;

/** A page's opening: its heading and lead; `aside` (the call card) comes straight after the heading on phones
 * and fills the right-hand column on wide screens. A <header>, not a <section>: inside an article or case study the
 * h1 is then the article's own heading, not that of a section nested in it (the Nu checker warns on both). */
export function Hero({
  heading,
  text,
  children,
  eyebrow,
  aside,
}: {
  heading: string;
  text?: string;
  eyebrow?: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <header className="hero">
      <div className={`container hero__inner${aside ? ' hero__inner--aside' : ''}`}>
        <div className="hero__head">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1>{heading}</h1>
        </div>
        {aside}
        <div className="hero__body">
          {text ? (
            <p className="lead">
              <Copy text={text} />
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </header>
  );
}

export function Card({
  title,
  text,
  href,
  icon,
  linkLabel,
}: {
  title: string;
  text: string;
  href?: string;
  icon?: IconName;
  linkLabel?: string;
}) {
  return (
    <article className="card">
      {icon ? <Icon name={icon} /> : null}
      <h3>{href ? <a href={href}>{title}</a> : title}</h3>
      <p>
        <Copy text={text} />
      </p>
      {href && linkLabel ? (
        <p className="card__more" aria-hidden="true">
          {linkLabel}
        </p>
      ) : null}
    </article>
  );
}

type Columns = 2 | 3 | 4;

/**
 * How many columns n cards get: the ones asked for, unless that leaves one card alone on the last row; then
 * one more (or one fewer) when that fills the rows better.
 */
function gridColumns(n: number, wanted: Columns): Columns {
  const lone = (c: number) => n > 1 && n % c === 1;
  if (!lone(wanted)) return wanted;
  const better = ([wanted + 1, wanted - 1] as number[]).find((c): c is Columns => c >= 2 && c <= 4 && !lone(c));
  return better ?? wanted;
}

export function Grid({ children, columns = 3 }: { children: ReactNode; columns?: Columns }) {
  return <div className={`grid grid--${gridColumns(Children.count(children), columns)}`}>{children}</div>;
}

export function Points({ points, fill = same }: { points: readonly string[]; fill?: Fill }) {
  return (
    <ul className="points">
      {points.map((point) => (
        <li key={point}>
          <Icon name="check" size={20} />
          <span>
            <Copy text={fill(point)} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function Steps({ steps, fill = same }: { steps: readonly Step[]; fill?: Fill }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{fill(step.title)}</h3>
          <p>
            <Copy text={fill(step.description)} />
          </p>
        </li>
      ))}
    </ol>
  );
}

/** FAQ accordion: native details elements sharing a name, so at most one is open, with no JavaScript. */
export function Faqs({ id, faqs, fill = same }: { id: string; faqs: readonly Faq[]; fill?: Fill }) {
  return (
    <div className="faqs">
      {faqs.map((faq) => (
        <details key={faq.question} name={`faq-${id}`}>
          <summary>{fill(faq.question)}</summary>
          <p>
            <Copy text={fill(faq.answer)} />
          </p>
        </details>
      ))}
    </div>
  );
}

export function Quote({
  testimonial,
  fill = same,
}: {
  testimonial: Pick<Testimonial, 'quote' | 'author'> & { location?: string; text?: string };
  fill?: Fill;
}) {
  return (
    <figure className="quote">
      <blockquote>
        <p>
          <Copy text={fill(testimonial.quote)} />
        </p>
        {testimonial.text ? (
          <p>
            <Copy text={fill(testimonial.text)} />
          </p>
        ) : null}
      </blockquote>
      <figcaption>
        {testimonial.author}
        {testimonial.location ? `, ${testimonial.location}` : ''}
      </figcaption>
    </figure>
  );
}

/**
 * A picture with its intrinsic size, so the page does not shift as it loads. A photo that generate processed
 * comes as AVIF and WebP with a JPEG or PNG fallback, in several widths the browser picks from (`sizes`), at
 * the real proportions of the file; a drawing (SVG) comes as it is, in the box it is given.
 */
export function Img({
  image,
  width,
  height,
  eager = false,
  className,
  sizes,
  // biome-ignore lint/correctness/useHookAtTopLevel: useSiteData is React's use(), which may be called conditionally
  images = useSiteData().images,
}: {
  image: Image;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
  sizes?: string;
  images?: ImageManifest;
}) {
  const loading = eager ? 'eager' : 'lazy';
  const photo = images[image.src];
  if (!photo)
    return (
      <img
        className={className}
        src={image.src}
        alt={image.alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
      />
    );
  const shownAt = sizes ?? `(min-width: ${width + 32}px) ${width}px, calc(100vw - 2rem)`;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={photo.srcset.avif} sizes={shownAt} />
      <source type="image/webp" srcSet={photo.srcset.webp} sizes={shownAt} />
      <img
        src={photo.fallback}
        srcSet={photo.srcset.fallback}
        sizes={shownAt}
        alt={image.alt}
        width={photo.width}
        height={photo.height}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}

export function Paragraphs({ paragraphs, fill = same }: { paragraphs: readonly string[]; fill?: Fill }) {
  return (
    <>
      {paragraphs.map((p) => (
        <p key={p}>
          <Copy text={fill(p)} />
        </p>
      ))}
    </>
  );
}

/** A plain list of links, as the 404 and thank-you pages offer them. */
export function LinkList({
  links,
  fill = same,
}: {
  links: ReadonlyArray<{ label: string; href: string }>;
  fill?: Fill;
}) {
  return (
    <ul className="link-list">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{fill(link.label)}</a>
        </li>
      ))}
    </ul>
  );
}
