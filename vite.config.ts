import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { contentReload } from './src/dev/content-reload.ts';

export default defineConfig({
  plugins: [vike(), contentReload()],
  // The page HTML is all pre-rendered; nothing may be fetched from another origin at run time.
  build: { assetsInlineLimit: 0 },
  // The live preview is for the person at this machine only.
  server: { host: '127.0.0.1' },
});
