/**
 * i18next set-up. The language comes from the `language` cookie (default English, spec §1);
 * `setLanguage` changes it everywhere at once: cookie (so the server answers in it too),
 * i18next, dayjs, and the menu query (menu names come translated from the server).
 */
import type { Language } from '@merchant/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, setLanguageCookie } from '../lib/cookies';
import { queryClient } from '../lib/query-client';
import en from './en.json';
import es from './es.json';
import { buildResources, type LanguageResources, type Texts } from './resources';
import zh from './zh.json';

const localeModules = import.meta.glob<Texts>(['../features/*/locales/*.json', '../app/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

export const resources = buildResources(
  { en: en as LanguageResources, zh: zh as LanguageResources, es: es as LanguageResources },
  localeModules,
);

const dayjsLocales: Record<Language, string> = { en: 'en', zh: 'zh-cn', es: 'es' };

const initialLanguage = getLanguage();
dayjs.locale(dayjsLocales[initialLanguage]);

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: 'en',
  ns: Object.keys(resources.en),
  defaultNS: 'common',
  // Resources are bundled: initialise synchronously so the first render already has texts.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const currentLanguage = (): Language => (i18n.resolvedLanguage ?? i18n.language) as Language;

export const setLanguage = async (lang: Language): Promise<void> => {
  setLanguageCookie(lang);
  dayjs.locale(dayjsLocales[lang]);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  await queryClient.invalidateQueries({ queryKey: ['menu'] });
};

export { i18n };
