/** The e-mail service's origin, fixed at build time from EMAILJS_API_ORIGIN (vite.config.ts). */
declare const __EMAILJS_API_ORIGIN__: string;
/** The thank-you page's address, href.page('thank-you') at build time (vite.config.ts), so the page table stays out of browser code. */
declare const __THANK_YOU_PATH__: string;

/** The site data of Vike's page hooks, served by generator/dev/site-plugin.ts. */
declare module 'virtual:site' {
  /** The site as it is at this render (in a build, the asset shell's state). */
  const currentSite: () => import('../generator/model/site-state.ts').SiteState;
  export default currentSite;
}
