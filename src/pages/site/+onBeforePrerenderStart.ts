import { siteData } from '../../site-data.ts';

export default function onBeforePrerenderStart() {
  return siteData().routes.map((route) => route.path);
}
