import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { hostRouting } from './generator/dev/host-routing.ts';
import { sitePlugin } from './generator/dev/site-plugin.ts';
import { href } from './generator/model/urls.ts';

// Where the contact form sends: the e-mail service by default; tests point it at a fake on 127.0.0.1.
const EMAIL_ORIGIN = process.env.EMAILJS_API_ORIGIN || 'https://api.emailjs.com';

// The generator owns the site data: the page hooks read it from the site plugin's virtual module.
const site = sitePlugin();

export default defineConfig({
  plugins: [vike(), site, hostRouting(site.api)],
  // Browser code gets the site's addresses it needs from the page table, as constants.
  define: {
    __EMAILJS_API_ORIGIN__: JSON.stringify(EMAIL_ORIGIN),
    __THANK_YOU_PATH__: JSON.stringify(href.page('thank-you')),
  },
  // The page HTML is all pre-rendered; nothing may be fetched from another origin at run time.
  // Rolldown's note on slow plugins fires on a busy machine and would reach content staff as noise.
  build: { assetsInlineLimit: 0, rolldownOptions: { checks: { bundlerTimings: false } } },
  // The live preview is for the person at this machine only.
  server: { host: '127.0.0.1' },
});
