// The security and caching headers, and the Content-Security-Policy that lets nothing run or load from
// anywhere but the site itself (plus the e-mail service the contact form posts to).
import { FEED_PATH, FEED_TYPE } from '../../model/feed.ts';

export const DEFAULT_EMAIL_ORIGIN = 'https://api.emailjs.com';

export function contentSecurityPolicy(emailOrigin: string, scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${new URL(emailOrigin).origin}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

export interface HeaderBlock {
  /** A path pattern in the _headers sense: /assets/* or /* . */
  path: string;
  headers: Array<[string, string]>;
  /** Headers of earlier blocks this one takes off before adding its own (Cloudflare's `! Name`). */
  detach?: string[];
}

/** The admin's own block: its policy in place of the pages', and no search engine indexes it. */
export const ADMIN_PATH = '/admin/*';

/**
 * With `noindex` (a preview build), every response, pictures and PDFs too, tells search engines not to index it.
 * With `admin` (the admin's policy, adminCsp), /admin/* has that policy instead of the pages'.
 */
export function headerBlocks(
  csp: string,
  { noindex = false, admin }: { noindex?: boolean; admin?: string } = {},
): HeaderBlock[] {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', csp],
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
        ...(noindex ? [['X-Robots-Tag', 'noindex'] as [string, string]] : []),
      ],
    },
    // Vite puts a content hash in every file name under /assets/, so those never change.
    { path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    // By its extension the feed would go out as text/xml or application/xml (nginx, Netlify, Cloudflare, Vercel,
    // sirv): Atom's own type lets a browser hand it to a feed reader. The charset is the file's (emit writes UTF-8).
    { path: FEED_PATH, headers: [['Content-Type', `${FEED_TYPE}; charset=utf-8`]] },
    ...(admin
      ? [
          {
            path: ADMIN_PATH,
            detach: ['Content-Security-Policy'],
            headers: [
              ['Content-Security-Policy', admin],
              ['X-Robots-Tag', 'noindex, nofollow'],
              ['Cache-Control', 'no-cache'],
            ] as Array<[string, string]>,
          },
        ]
      : []),
  ];
}
