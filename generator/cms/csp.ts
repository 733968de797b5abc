// The admin's Content-Security-Policy: sent by the local server (dev/plugin.ts) and written into the host files
// for /admin/ by generate (emit takes it as a value).

/** Where the admin's GitHub sign-in and API calls go (config/backend.ts documents the sign-in per host). */
const GITHUB_ORIGINS = ['https://api.github.com', 'https://github.com'];

/**
 * The admin's policy (/admin/ only; the pages' is unchanged): Decap compiles its configuration's schema at run
 * time ('unsafe-eval') and styles itself with injected style elements ('unsafe-inline'); it talks to GitHub and
 * to the sign-in service (`authOrigin`), shows GitHub avatars, and previews and reads pictures chosen for upload
 * (blob:).
 */
export function adminCsp(authOrigin?: string): string {
  // blob: too: Decap reads a picture chosen for upload back from its blob: address (fetch) to store it.
  const connect = ["'self'", 'blob:', ...GITHUB_ORIGINS, ...(authOrigin ? [new URL(authOrigin).origin] : [])];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "frame-src 'self' blob:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
