// Small presentational pieces shared by the templates. No data loading: everything arrives as props.
import type { ReactNode } from 'react';
import type { Faq, Icon as IconName, Image, Step, Testimonial } from '../../generator/types/content.ts';
import type { Fill } from '../text.ts';
import { Icon } from './Icon.tsx';

const same: Fill = (s) => s;

/** A page's opening: its heading and lead; `aside` (the call card) comes straight after the heading on phones
 * and fills the right-hand column on wide screens. */
export function Hero({ heading, text, children, eyebrow, aside }: { heading: string; text?: string; eyebrow?: string; children?: ReactNode; aside?: ReactNode }) {
  return (
    <section className="hero">
      <div className={`container hero__inner${aside ? ' hero__inner--aside' : ''}`}>
        <div className="hero__head">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1>{heading}</h1>
        </div>
        {aside}
        <div className="hero__body">
          {text ? <p className="lead">{text}</p> : null}
          {children}
        </div>
      </div>
    </section>
  );
}

export function Card({ title, text, href, icon, linkLabel }: { title: string; text: string; href?: string; icon?: IconName; linkLabel?: string }) {
  return (
    <article className="card">
      {icon ? <Icon name={icon} /> : null}
      <h3>{href ? <a href={href}>{title}</a> : title}</h3>
      <p>{text}</p>
      {href && linkLabel ? <p className="card__more" aria-hidden="true">{linkLabel}</p> : null}
    </article>
  );
}

export function Grid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return <div className={`grid grid--${columns}`}>{children}</div>;
}

export function Points({ points, fill = same }: { points: readonly string[]; fill?: Fill }) {
  return (
    <ul className="points">
      {points.map((point) => (
        <li key={point}>
          <Icon name="check" size={20} />
          <span>{fill(point)}</span>
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
          <p>{fill(step.description)}</p>
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
          <p>{fill(faq.answer)}</p>
        </details>
      ))}
    </div>
  );
}

export function Quote({ testimonial, fill = same }: { testimonial: Pick<Testimonial, 'quote' | 'author'> & { location?: string; text?: string }; fill?: Fill }) {
  return (
    <figure className="quote">
      <blockquote>
        <p>{fill(testimonial.quote)}</p>
        {testimonial.text ? <p>{fill(testimonial.text)}</p> : null}
      </blockquote>
      <figcaption>
        {testimonial.author}
        {testimonial.location ? `, ${testimonial.location}` : ''}
      </figcaption>
    </figure>
  );
}

/** An image with its intrinsic size, so the page does not shift as it loads. */
export function Img({ image, width, height, eager = false, className }: { image: Image; width: number; height: number; eager?: boolean; className?: string }) {
  return <img className={className} src={image.src} alt={image.alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}

export function Paragraphs({ paragraphs, fill = same }: { paragraphs: readonly string[]; fill?: Fill }) {
  return (
    <>
      {paragraphs.map((p) => (
        <p key={p}>{fill(p)}</p>
      ))}
    </>
  );
}

/** A plain list of links, as the 404 and thank-you pages offer them. */
export function LinkList({ links, fill = same }: { links: ReadonlyArray<{ label: string; href: string }>; fill?: Fill }) {
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
