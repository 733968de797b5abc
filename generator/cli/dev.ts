// npm run dev: Vike's development server with the generator's own plugins, given here rather than in
// vite.config.ts, which Vike's build also loads: what that file loads is an input of the bundles, and these
// plugins load the whole check pipeline (generator/dev/).
import { dev } from 'vike/api';
import { cmsPlugin } from '../cms/dev/plugin.ts';
import { hostRouting } from '../dev/host-routing.ts';
import { requestsPlugin } from '../dev/requests-plugin.ts';
import { sitePlugin } from '../dev/site-plugin.ts';

export interface DevOptions {
  root: string;
  port: number | undefined;
  /** Fail when the port is taken, instead of taking the next free one. */
  strictPort: boolean;
  /** The day of the build, asked at every load of the content. */
  today: () => string;
  /** SITE_URL as read at the start: a preview's address. */
  siteUrl: string | undefined;
  /** npm run cms: the admin at /admin/ too, with Decap's local backend writing the working tree. */
  cms?: boolean;
}

/** Starts the server and prints its address; it runs until the process is stopped. */
export async function startDev({ root, port, strictPort, today, siteUrl, cms = false }: DevOptions): Promise<void> {
  // Vike tells an absolute outDir from a relative one by comparing its first folder with the working
  // directory's (as for the build, generator/bundle/vike-build.mjs): with --root elsewhere it stops on an
  // assertion. The server is this whole process, so it runs from the site's folder.
  process.chdir(root);
  const site = sitePlugin({ today, siteUrl });
  await dev({
    startupLog: true,
    viteConfig: {
      root,
      // Host routing must answer before Vike renders a page: Vike adds its page middleware last (its plugin is
      // `enforce: 'post'`), after this plugin's.
      plugins: [requestsPlugin(), site, ...(cms ? [cmsPlugin({ today })] : []), hostRouting(site.api)],
      // The live preview is for the person at this machine only: on the loopback, and no CORS at all, so that no
      // page of another origin (another local server included) can read what it answers.
      server: { host: '127.0.0.1', cors: false, ...(port === undefined ? {} : { port }), strictPort },
    },
  });
}
