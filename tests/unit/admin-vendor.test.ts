// The admin's two scripts (generator/cms/build/admin-bundle.ts): cms.js takes Decap and React from vendor.js, so the
// previews render with the React that Decap runs on, never a second copy.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLE_MODULE, fromVendor } from '../../generator/cms/build/admin-bundle.ts';
import { REPO } from '../support/site.ts';

/** cms.js's way of bundling `source`, with the plugin alone: its code, or esbuild's error. */
const bundled = (source: string) =>
  build({
    stdin: { contents: source, resolveDir: REPO, loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    logLevel: 'silent',
    plugins: [fromVendor],
  }).then((result) => result.outputFiles[0]!.text);

describe("the admin's code", () => {
  it("keys vendor.js on its bundle module's own file", () => {
    // The file it names is the one that names it: a move of the module must move the name too.
    const text = fs.readFileSync(path.join(REPO, BUNDLE_MODULE), 'utf8');
    expect(text).toContain(`export const BUNDLE_MODULE = '${BUNDLE_MODULE}';`);
  });

  it('takes Decap, React and react-dom from vendor.js, bundling none of them', async () => {
    const code = await bundled(
      "import CMS from 'decap-cms-app'; import { useState } from 'react'; import { jsx } from 'react/jsx-runtime'; import { createRoot } from 'react-dom/client'; console.log(CMS, useState, jsx, createRoot);",
    );
    for (const name of ['decap-cms-app', 'react', 'react/jsx-runtime', 'react-dom/client'])
      expect(code).toContain(`globalThis.__siteAdminVendor[${JSON.stringify(name)}]`);
    // React's own code is not there: its development build's banner, or its production build's error helper.
    expect(code).not.toMatch(/react\.development|https:\/\/react\.dev\/errors/);
  });

  it("bundles React's server renderer itself, which takes React from vendor.js", async () => {
    const code = await bundled(
      "import { renderToStaticMarkup } from 'react-dom/server'; console.log(renderToStaticMarkup);",
    );
    expect(code).toContain('renderToStaticMarkup');
    expect(code).toContain('globalThis.__siteAdminVendor["react"]');
  });

  it('refuses any other module of React, which would be a second copy beside vendor.js', async () => {
    await expect(bundled("import { c } from 'react/compiler-runtime'; console.log(c);")).rejects.toThrow(
      "generator bug: the admin imports react/compiler-runtime, which would be a second copy beside vendor.js's: add it to VENDOR_MODULES (generator/cms/build/admin-bundle.ts)",
    );
  });
});
