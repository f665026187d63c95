import type { Language } from '@merchant/shared';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

/**
 * antd's locale for each UI language (spec §1: antd follows the language cookie). English is
 * built in; Chinese and Spanish load on demand, so the console's first load carries one
 * locale, not three.
 */
const loaders: Record<Language, () => Promise<Locale>> = {
  en: async () => enUS,
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
};

const loaded = new Map<Language, Locale>([['en', enUS]]);

/** Loads the language's antd locale; awaited before the console renders in it. */
export const loadAntdLocale = async (lang: Language): Promise<void> => {
  if (!loaded.has(lang)) loaded.set(lang, await loaders[lang]());
};

export const antdLocaleOf = (lang: string | undefined): Locale =>
  loaded.get((lang ?? 'en') as Language) ?? enUS;
