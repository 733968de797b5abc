import type { Config } from 'vike/types';

// Vike serves the pages in development and builds the bundles; generate renders the pages itself (src/page-html.tsx).
// Its build pre-renders one document only, the asset shell, to say which tags load the styles and scripts, and
// keeps the server bundle, which holds the render function generate loads.
// There is no onRenderClient: pages are HTML-only and ship no JavaScript (islands come separately).
export default {
  prerender: { noExtraDir: true, partial: false, keepDistServer: true },
  clientRouting: false,
} satisfies Config;
