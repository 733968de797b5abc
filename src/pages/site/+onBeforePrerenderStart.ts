import { href } from '../../../generator/model/urls.ts';

// Vike's build pre-renders one document, the asset shell (src/page-assets.ts): generate renders the site itself.
export default function onBeforePrerenderStart() {
  return [href.page('home')];
}
