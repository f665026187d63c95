/**
 * i18next set-up. The language comes from the `language` cookie (default English, spec §1).
 *
 * Texts: the shell's i18n/{en,zh,es}.json (namespaces `common`, `shell`), every
 * `features/<f>/locales/<lang>.json` and `app/<part>/locales/<lang>.json` (namespace `<f>` /
 * `<part>`), and the shared message table (namespace `validation`), see resources.ts.
 *
 * Only the current language is loaded, before the first render (start.tsx awaits
 * `initI18n`); vite.config.ts bundles each language's files into two chunks: the texts every
 * screen needs (shell, sign-in screens, shared messages) and the console features' texts,
 * which only console screens load (`loadConsoleTexts`, from the router). Loading all three
 * languages, or every feature's texts, on /login would grow its first load with each new
 * screen (budget: build/bundle-budgets.ts).
 */
import type { Language } from '@merchant/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, setLanguageCookie } from '../lib/cookies';
import { assembleLanguage, type LanguageResources, type Texts } from './resources';

const shellFiles = import.meta.glob<LanguageResources>('./{en,zh,es}.json', { import: 'default' });
/** The sign-in screens' texts: with the shell's, in the texts chunk every screen loads. */
const signInFiles = import.meta.glob<Texts>('../features/user/locales/*.json', { import: 'default' });
/** Every other feature's texts: their own chunk per language, loaded with the console only. */
const consoleFiles = import.meta.glob<Texts>(
  ['../features/*/locales/*.json', '!../features/user/locales/*.json', '../app/*/locales/*.json'],
  { import: 'default' },
);
/** The shared message table, one language per chunk (build/validation-texts.ts). */
const validationFiles: Record<Language, () => Promise<{ default: Texts }>> = {
  en: () => import('virtual:validation-texts/en'),
  zh: () => import('virtual:validation-texts/zh'),
  es: () => import('virtual:validation-texts/es'),
};

const filesOf = async (files: Record<string, () => Promise<Texts>>, lang: Language) =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(files)
        .filter(([path]) => path.endsWith(`/${lang}.json`))
        .map(async ([path, load]) => [path, await load()] as const),
    ),
  );

/** Settles once i18next is initialised: texts fetched before that are added then. */
let markInitialised: () => void = () => {};
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

type TextsPart = 'base' | 'console';
const loadedParts = new Map<string, Promise<void>>();
/** Set once a console screen asked for its texts: later languages load the console's too. */
let withConsoleTexts = false;

const fetchPart = async (lang: Language, part: TextsPart): Promise<LanguageResources> => {
  if (part === 'console') return assembleLanguage(lang, {}, await filesOf(consoleFiles, lang));
  const loadShell = shellFiles[`./${lang}.json`];
  const [shell, signIn, validation] = await Promise.all([
    loadShell ? loadShell() : Promise.resolve({}),
    filesOf(signInFiles, lang),
    validationFiles[lang]().then((module) => module.default),
  ]);
  return assembleLanguage(lang, shell, signIn, validation);
};

/** Adds one part of one language's namespaces to i18next (once). */
const loadPart = (lang: Language, part: TextsPart): Promise<void> => {
  const key = `${lang}:${part}`;
  let loading = loadedParts.get(key);
  if (!loading) {
    loading = Promise.all([fetchPart(lang, part), initialised]).then(([bundle]) => {
      // Without `skipCopy` i18next copies every namespace through JSON first: ~20 ms of each
      // signed-in start on a slow machine (a CPU profile of warm loads), for texts that are the
      // bundle's own modules, which nothing changes. Each namespace arrives in one part only.
      for (const [ns, texts] of Object.entries(bundle))
        i18n.addResourceBundle(lang, ns, texts, true, true, { silent: false, skipCopy: true });
    });
    // A failed chunk load may be retried by the next caller.
    loading.catch(() => loadedParts.delete(key));
    loadedParts.set(key, loading);
  }
  return loading;
};

/**
 * Adds one language's texts to i18next: the shell's, the sign-in screens' and the shared
 * messages, and the console features' once a console screen has asked for them.
 */
export const loadLanguage = async (lang: Language): Promise<void> => {
  await Promise.all([loadPart(lang, 'base'), ...(withConsoleTexts ? [loadPart(lang, 'console')] : [])]);
};

/**
 * The console features' texts, in the cookie's language (the current one, or the one
 * `initI18n` is starting with): the router loads them with the console providers, so every
 * screen but the sign-in ones has them before it renders. /login never loads them: every
 * feature's texts would otherwise grow its first load.
 */
export const loadConsoleTexts = (lang: Language = getLanguage()): Promise<void> => {
  withConsoleTexts = true;
  return loadPart(lang, 'console');
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
  markInitialised();
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
