// Testimonials that area pages can name: any testimonial in the content that has an id, wherever it stands
// (the home page's list, a region, a service, a case study).
import type { Testimonial } from './types/content.ts';

/** Every testimonial with an id in the given documents' data, first one wins for an id. */
export function testimonialsById(documents: readonly unknown[]): Map<string, Testimonial> {
  const found = new Map<string, Testimonial>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const t = value as Partial<Testimonial>;
      if (typeof t.id === 'string' && typeof t.quote === 'string' && typeof t.author === 'string' && !found.has(t.id))
        found.set(t.id, t as Testimonial);
      Object.values(value).forEach(walk);
    }
  };
  documents.forEach(walk);
  return found;
}
