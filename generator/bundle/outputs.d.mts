// Types of outputs.mjs (plain JavaScript, shared with vike-build.mjs).

/** The server bundle's copy of the render function, beside Vike's own server entry. */
export const RENDER_ENTRY: 'page-html';
/** The project files a build read, relative to the site (a JSON list). */
export const INPUTS_FILE: 'inputs.json';
