// Last step of `npm run build`:
// - renders the public pages of src/prerender in every language into copies of
//   dist/index.html (dist/prerendered/<page>.<language>.html), which the server sends to
//   visitors without a token (apps/server/src/plugins/web-app.ts);
// - writes dist-server/signed-in-page.json, the page into which the server draws a signed-in
//   merchant's first screen per request (src/prerender/first-screen.tsx), with {{language}},
//   {{styles}}, {{html}} and {{state}} where the request's parts go, and
//   dist-server/first-screen-css.json, the console's stylesheet indexed by rule.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { indexStylesheet } from './first-screen-css.mjs';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssrEntry = path.join(web, 'dist-server/prerender-entry.js');
const preloadsFile = path.join(web, 'node_modules/.cache/first-screen-preloads.json');
/** Pages drawn before the bundle runs; each must be public and need no data from the server. */
const PAGES = ['/login'];
/** index.html's root element with its loading spinner, which the drawn page replaces. */
const ROOT = '<div id="root"><span class="boot-spinner" aria-hidden="true"></span></div>';

// The bundle picks React's and antd's production code (the class names the browser computes)
// from NODE_ENV at run time.
process.env.NODE_ENV = 'production';
const { prerender, languages, SIGNED_IN_PAGE, FIRST_SCREEN_STATE_ID } = await import(
  pathToFileURL(ssrEntry).href
);
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

/** Replaces exactly one occurrence, or stops the build: a silent miss would ship a blank page. */
const replaceOnce = (text, search, replacement) => {
  const at = text.indexOf(search);
  if (at < 0 || text.indexOf(search, at + 1) >= 0)
    throw new Error(`prerender: index.html must hold ${search} once`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
};

fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const page of PAGES) {
  for (const language of languages) {
    const { html, styles } = await prerender(page, language);
    let out = replaceOnce(template, '<html lang="en">', `<html lang="${language}">`);
    out = replaceOnce(out, '</head>', `${styles}</head>`);
    // `inert` until main.tsx has hydrated the form: before that, typing would not reach React's
    // state and a click would submit the form natively.
    out = replaceOnce(out, ROOT, `<div id="root" data-prerendered="${page}" inert>${html}</div>`);
    const file = path.join(dist, 'prerendered', `${page.slice(1)}.${language}.html`);
    fs.writeFileSync(file, out);
    console.log(`prerendered ${page} (${language}): ${path.relative(web, file)}, ${out.length} bytes`);
  }
}

// The page for signed-in merchants, into which the server draws the first screen per request.
// Nothing in it waits for the bundle: the head holds no script to run first and no stylesheet
// to fetch ({{styles}} inlines the rules the drawn markup uses, from first-screen-css.json), and
// the console's chunks are only requested once the screen is painted, so that ~1 MB of
// JavaScript does not compete with the first paint for the CPU. The chunks then start as from
// index.html: the entry, its static imports, the console's chunks and the language's texts.
const preloads = JSON.parse(fs.readFileSync(preloadsFile, 'utf8'));
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
if (!entryTag) throw new Error('prerender: index.html has no entry script');
const entryImports = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
const preloadTag = [...template.matchAll(/<script>[\s\S]*?<\/script>/g)].find(([tag]) =>
  tag.includes('modulepreload'),
);
if (!preloadTag) throw new Error('prerender: index.html has no preload script');
let signedIn = replaceOnce(template, '<html lang="en">', '<html lang="{{language}}">');
for (const [tag] of [entryTag, preloadTag, ...entryImports]) signedIn = replaceOnce(signedIn, tag, '');
signedIn = replaceOnce(signedIn, '</head>', '{{styles}}</head>');
const chunks = [
  ...entryImports.map(([, href]) => href),
  ...preloads.console.filter((href) => href.endsWith('.js')),
];
const startConsole = `(function (d) {
  var chunks = ${JSON.stringify(chunks)}, texts = ${JSON.stringify(preloads.locales)};
  function start() {
    chunks.concat(texts[d.documentElement.lang] || texts.en || []).forEach(function (href) {
      var link = d.createElement('link');
      link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href;
      d.head.appendChild(link);
    });
    var entry = d.createElement('script');
    entry.type = 'module'; entry.crossOrigin = ''; entry.src = ${JSON.stringify(entryTag[1])};
    d.head.appendChild(entry);
  }
  // After the frame that paints the screen; a hidden tab paints nothing, so start at once.
  if (d.visibilityState === 'visible') requestAnimationFrame(function () { setTimeout(start, 0); });
  else start();
})(document);`;
signedIn = replaceOnce(
  signedIn,
  ROOT,
  // `inert` until hydrated, as the drawn /login.
  `<div id="root" data-prerendered="${SIGNED_IN_PAGE}" inert>{{html}}</div>` +
    `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">{{state}}</script>` +
    `<script>${startConsole}</script>`,
);
const serverDir = path.join(web, 'dist-server');
// `spinner`: index.html's own root content, for a page whose drawing gave up.
fs.writeFileSync(
  path.join(serverDir, 'signed-in-page.json'),
  JSON.stringify({ page: signedIn, spinner: ROOT.replace(/^<div id="root">|<\/div>$/g, '') }),
);

const stylesheets = preloads.console.filter((href) => href.endsWith('.css'));
if (stylesheets.length === 0) throw new Error('prerender: the console has no stylesheet');
const rules = stylesheets.flatMap((href) => indexStylesheet(fs.readFileSync(path.join(dist, href), 'utf8')));
fs.writeFileSync(path.join(serverDir, 'first-screen-css.json'), JSON.stringify(rules));
console.log(`signed-in page: dist-server/signed-in-page.json, ${rules.length} style rules indexed`);
