// Visible proof from site.yaml: the review rating (the very numbers the structured data carries, and only
// while verified) and the company's registrations.
import type { SiteData } from '../site-data.ts';

/** "Rated 4.9 out of 5 from 87 reviews", or nothing while there is no verified rating. */
export function Rating({ data, className = 'rating' }: { data: SiteData; className?: string }) {
  const { rating } = data.site.business;
  if (!rating?.verified) return null;
  return (
    <p className={className}>
      <span aria-hidden="true" className="rating__stars">
        ★★★★★
      </span>{' '}
      Rated <strong>{rating.value}</strong> out of 5 from {rating.count} reviews
      {rating.source ? ` on ${rating.source}` : ''}
    </p>
  );
}

/** Company number, waste carrier and ICO registrations, public liability cover. */
export function Accreditations({ data, className = 'accreditations' }: { data: SiteData; className?: string }) {
  const { heading: _, ...registrations } = data.site.accreditations;
  const items = Object.values(registrations);
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
