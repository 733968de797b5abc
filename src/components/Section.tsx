import type { ReactNode } from 'react';
import { Copy } from './Copy.tsx';

/** A page section with its own heading, labelled for assistive technology. */
export function Section({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'soft' | 'brand';
  children?: ReactNode;
}) {
  return (
    <section className={`section section--${tone}`} aria-labelledby={`${id}-title`} id={id}>
      <div className="container">
        <h2 id={`${id}-title`}>{title}</h2>
        {intro ? (
          <p className="lead">
            <Copy text={intro} />
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
