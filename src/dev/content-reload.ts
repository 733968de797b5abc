// Development only: when a YAML file changes, forget the loaded content and reload the page, which then shows
// the new content or the problems found in it.
import type { Plugin } from 'vite';
import { forgetSiteData } from '../site-data.ts';

export function contentReload(): Plugin {
  return {
    name: 'site:content-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(['site.yaml', 'content/**/*.yaml', 'schemas/*.json']);
      const onChange = (file: string) => {
        if (!/\.(ya?ml|json)$/.test(file) || file.includes('node_modules')) return;
        forgetSiteData();
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
