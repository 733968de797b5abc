import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { assetsOnly } from './generator/bundle/site-module.ts';
import { href } from './generator/model/urls.ts';

// What Vike's build needs, and nothing more: Vite records every file this one loads as an input of the bundles
// (generator/bundle/vike-build.mjs). The development server's plugins (generator/dev/) are given by npm run dev
// (generator/cli/dev.ts), so that the check pipeline they load is no input of the bundles.

// Where the contact form sends: the e-mail service by default; tests point it at a fake on 127.0.0.1.
const EMAIL_ORIGIN = process.env.EMAILJS_API_ORIGIN || 'https://api.emailjs.com';

export default defineConfig({
  plugins: [vike(), assetsOnly()],
  // Browser code gets the site's addresses it needs from the page table, as constants.
  define: {
    __EMAILJS_API_ORIGIN__: JSON.stringify(EMAIL_ORIGIN),
    __THANK_YOU_PATH__: JSON.stringify(href.page('thank-you')),
  },
  // The page HTML is all pre-rendered; nothing may be fetched from another origin at run time.
  // Rolldown's note on slow plugins fires on a busy machine and would reach content staff as noise.
  build: { assetsInlineLimit: 0, rolldownOptions: { checks: { bundlerTimings: false } } },
});
