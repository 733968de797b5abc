// Every island: the module that brings a marked element to life, and when its code may load. Pages stay
// static HTML; an island's code is fetched only when it is needed.
export type Mount = (element: HTMLElement) => void | Promise<void>;

export type When =
  /** As soon as the page has loaded: small pieces every visitor may use at once. */
  | 'load'
  /** When the element nears the viewport, or is first focused or touched: forms, galleries, lists below the fold. */
  | 'near';

export interface Island {
  load: () => Promise<{ mount: Mount }>;
  when: When;
}

export const ISLANDS: Record<string, Island> = {
  menu: { load: () => import('./menu.ts'), when: 'load' },
  'cookie-banner': { load: () => import('./cookie-banner.ts'), when: 'load' },
  'floating-contact': { load: () => import('./floating-contact.ts'), when: 'load' },
  gallery: { load: () => import('./gallery.ts'), when: 'near' },
  'blog-list': { load: () => import('./blog-list.ts'), when: 'near' },
  newsletter: { load: () => import('./newsletter.ts'), when: 'near' },
  'contact-form': { load: () => import('./contact-form.tsx'), when: 'near' },
};
