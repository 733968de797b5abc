/** The e-mail service's origin, fixed at build time from EMAILJS_API_ORIGIN (vite.config.ts). */
declare const __EMAILJS_API_ORIGIN__: string;
