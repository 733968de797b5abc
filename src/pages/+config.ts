import type { Config } from 'vike/types';

// Every page is pre-rendered; /a/b is written as a/b.html so hosts serve clean URLs without redirects.
// There is no onRenderClient: pages are HTML-only and ship no JavaScript (islands come separately).
export default {
  prerender: { noExtraDir: true, partial: false },
  clientRouting: false,
} satisfies Config;
