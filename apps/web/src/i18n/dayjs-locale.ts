/**
 * dayjs follows the language (spec §1). Imported by the console providers, which also apply it
 * on a language switch (followLanguage), not by the entry: the sign-in screens show no dates.
 */
import type { Language } from '@merchant/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';

const dayjsLocales: Record<Language, string> = { en: 'en', zh: 'zh-cn', es: 'es' };

export const applyDayjsLocale = (lang: Language): void => {
  dayjs.locale(dayjsLocales[lang]);
};
