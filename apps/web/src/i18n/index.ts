/**
 * i18next set-up. The language comes from the `language` cookie (default English, spec §1).
 *
 * Texts: the shell's i18n/{en,zh,es}.json (namespaces `common`, `shell`), every
 * `features/<f>/locales/<lang>.json` and `app/<part>/locales/<lang>.json` (namespace `<f>` /
 * `<part>`), and the shared message table (namespace `validation`), see resources.ts.
 *
 * Only the current language is loaded, before the first render (main.tsx awaits
 * `initI18n`); vite.config.ts bundles each language's files into one chunk. Loading all
 * three eagerly would put every feature's texts, three times over, on the login page's
 * first load and grow it with each new screen.
 */
import type { Language } from '@merchant/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, setLanguageCookie } from '../lib/cookies';
import { buildLanguageResources, type LanguageResources, type Texts } from './resources';

const shellFiles = import.meta.glob<LanguageResources>('./{en,zh,es}.json', { import: 'default' });
const localeFiles = import.meta.glob<Texts>(['../features/*/locales/*.json', '../app/*/locales/*.json'], {
  import: 'default',
});

/** Adds one language's namespaces to i18next (once). */
export const loadLanguage = async (lang: Language): Promise<void> => {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  const loadShell = shellFiles[`./${lang}.json`];
  const [shell, features] = await Promise.all([
    loadShell ? loadShell() : Promise.resolve({}),
    Promise.all(
      Object.entries(localeFiles)
        .filter(([path]) => path.endsWith(`/${lang}.json`))
        .map(async ([path, load]) => [path, await load()] as const),
    ),
  ]);
  const bundle = buildLanguageResources(lang, shell, Object.fromEntries(features));
  for (const [ns, texts] of Object.entries(bundle)) i18n.addResourceBundle(lang, ns, texts, true, true);
};

type LanguageFollower = (lang: Language) => Promise<void>;
const followers = new Set<LanguageFollower>();

/**
 * Registers what else must follow a language switch (the console providers register antd's
 * locale, dayjs and the menu query). The sign-in screens load none of those: importing them
 * from here would load the console's code on a language click there.
 */
export const followLanguage = (follower: LanguageFollower): void => {
  followers.add(follower);
};

/** `lang` defaults to the cookie's; the build's prerender (src/prerender) passes each one. */
export const initI18n = async (lang: Language = getLanguage()): Promise<void> => {
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: {},
    partialBundledLanguages: true,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Bundles are added before the first render; nothing ever has to suspend.
    react: { useSuspense: false },
  });
  await loadLanguage(lang);
  // i18next resolves the language only when it has texts; it had none at init time, so
  // resolve again now (the language switch and antd's locale read resolvedLanguage).
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
};

export const currentLanguage = (): Language => (i18n.resolvedLanguage ?? i18n.language) as Language;

/**
 * Switches the language everywhere at once: the cookie (so the server answers in it too), the
 * texts, and what follows the language (followLanguage), all ready before i18next switches, so
 * the screen re-renders once in the new language.
 */
export const setLanguage = async (lang: Language): Promise<void> => {
  setLanguageCookie(lang);
  await Promise.all([loadLanguage(lang), ...[...followers].map((follow) => follow(lang))]);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
};

export { i18n };
