// Writes the template of the sidebar frame that index.html draws from the menu answer when it
// has no copy from the last visit (src/app/layout/sidebar-snapshot/frame-from-menu.ts): the
// frame's markup with a sample menu, every menu icon, the brand's name per language, the paths
// the sidebar may offer and those of screens outside the layout, and the rules of the console's
// stylesheets it needs (src/prerender/frame-styles.ts). A hashed file under assets/ (cached for
// good), whose address replaces FRAME_TEMPLATE_URL in index.html.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** build/first-screen-preloads.ts FRAME_TEMPLATE_URL, as index.html's script holds it. */
export const PLACEHOLDER = '"__SIDEBAR_FRAME_TEMPLATE_URL__"';

/** antd's marker rule for its server-side cache: no use in a page. */
const CACHE_MARKER = /\.data-ant-cssinjs-cache-path\{[^}]*\}/g;

/**
 * `ssr`: the prerender bundle (src/prerender/prerender-entry.tsx). Returns the template's
 * address, from the site's root.
 */
export const writeFrameTemplate = async (dist, ssr) => {
  const brand = await ssr.brandNames();
  const { runtimeCss, ...frame } = ssr.prerenderFrame();
  const assets = path.join(dist, 'assets');
  const sheets = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'));
  const css = `${runtimeCss.replace(CACHE_MARKER, '')}\n${ssr.frameStyles(sheets, frame.html)}`;
  const text = JSON.stringify({
    ...frame,
    css,
    brand,
    menuPaths: ssr.menuPaths(),
    standalonePaths: ssr.standalonePaths(),
  });
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
  const file = `assets/sidebar-frame-${hash}.json`;
  fs.writeFileSync(path.join(dist, file), text);
  return { url: `/${file}`, bytes: text.length };
};
