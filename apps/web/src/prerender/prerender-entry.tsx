/**
 * Build-time rendering of the public screens that a visitor sees before signing in (only
 * /login today), run in Node by apps/web/build/prerender.mjs for each language. The server
 * sends the result instead of the empty index.html to a visitor without a token, so the
 * sign-in form is painted from the first bytes; start.tsx then hydrates it (render-app.tsx).
 */
import { createCache, extractStyle } from '@ant-design/cssinjs';
import { type Language, languages } from '@merchant/shared';
import { createMemoryRouter } from 'react-router';
import { routeObjects } from '../app/router';
import { i18n, initI18n, loadLanguage } from '../i18n';
import { renderApp } from './render-app';
import { whenRouterReady } from './router-ready';

export { languages } from '@merchant/shared';
export { frameStyles } from './frame-styles';
export { menuPaths, prerenderFrame, standalonePaths } from './frame-template';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** antd's styles for that markup, as <style> elements for the head. */
  styles: string;
}

/** Makes `language` the texts' current language, loading it first. */
const switchTo = async (language: Language): Promise<void> => {
  if (i18n.isInitialized) {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  } else {
    await initI18n(language);
  }
};

export const prerender = async (path: string, language: Language): Promise<PrerenderedPage> => {
  await switchTo(language);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  await whenRouterReady(router);
  const cache = createCache();
  const html = renderApp(router, cache);
  router.dispose();
  return { html, styles: extractStyle(cache) };
};

/** The console's name in the brand, in every language. */
export const brandNames = async (): Promise<Record<string, string>> => {
  const names: Record<string, string> = {};
  for (const language of languages) {
    await switchTo(language);
    names[language] = i18n.t('shell:appName');
  }
  return names;
};
