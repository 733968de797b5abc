// What the bundle build (vike-build.mjs) writes besides Vike's own output, by name: shared with bundle.ts, which
// reads it. Plain JavaScript, as the build is.

/** The server bundle's copy of the render function, beside Vike's own server entry. */
export const RENDER_ENTRY = 'page-html';
/** The project files a build read, relative to the site (a JSON list). */
export const INPUTS_FILE = 'inputs.json';
