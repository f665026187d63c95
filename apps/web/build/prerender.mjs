// Last step of `npm run build`: renders the public pages of src/prerender in every language
// into copies of dist/index.html (dist/prerendered/<page>.<language>.html), which the server
// sends to visitors without a token (apps/server/src/plugins/web-app.ts), and the sidebar
// frame's template (build/frame-template.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PLACEHOLDER, writeFrameTemplate } from './frame-template.mjs';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssrEntry = path.join(web, 'dist-server/prerender-entry.js');
/** Pages drawn before the bundle runs; each must be public and need no data from the server. */
const PAGES = ['/login'];
/** index.html's root element with its loading spinner, which the drawn page replaces. */
const ROOT = '<div id="root"><span class="boot-spinner" aria-hidden="true"></span></div>';

// The bundle picks React's and antd's production code (the class names the browser computes)
// from NODE_ENV at run time.
process.env.NODE_ENV = 'production';
const ssr = await import(pathToFileURL(ssrEntry).href);
const { prerender, languages } = ssr;

/** Replaces exactly one occurrence, or stops the build: a silent miss would ship a blank page. */
const replaceOnce = (text, search, replacement) => {
  const at = text.indexOf(search);
  if (at < 0 || text.indexOf(search, at + 1) >= 0)
    throw new Error(`prerender: index.html must hold ${search} once`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
};

// The sidebar's frame for loads without a copy from the last visit: its address goes into
// index.html, and so into the drawn pages made from it.
const frame = await writeFrameTemplate(dist, ssr);
const template = replaceOnce(
  fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
  PLACEHOLDER,
  JSON.stringify(frame.url),
);
fs.writeFileSync(path.join(dist, 'index.html'), template);
console.log(`sidebar frame template: ${frame.url}, ${frame.bytes} bytes`);

/**
 * The drawn pages are sent only to visitors without a token, for whom index.html's inline script
 * preloads no console screen: the screens' table (build/first-screen-preloads.ts, a few KiB) is
 * emptied there. The line must be found exactly once.
 */
const SCREENS_LINE = /\n {2}var screens = \{.*\};\n/g;
const signedOutTemplate = () => {
  const found = template.match(SCREENS_LINE)?.length ?? 0;
  if (found !== 1)
    throw new Error(`prerender: index.html must hold the screens' table once (found ${found})`);
  return template.replace(SCREENS_LINE, '\n  var screens = { files: [], routes: {} };\n');
};

fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const page of PAGES) {
  for (const language of languages) {
    const { html, styles } = await prerender(page, language);
    let out = replaceOnce(signedOutTemplate(), '<html lang="en">', `<html lang="${language}">`);
    out = replaceOnce(out, '</head>', `${styles}</head>`);
    // `inert` until start.tsx has hydrated the form: before that, typing would not reach React's
    // state and a click would submit the form natively.
    out = replaceOnce(out, ROOT, `<div id="root" data-prerendered="${page}" inert>${html}</div>`);
    const file = path.join(dist, 'prerendered', `${page.slice(1)}.${language}.html`);
    fs.writeFileSync(file, out);
    console.log(`prerendered ${page} (${language}): ${path.relative(web, file)}, ${out.length} bytes`);
  }
}
