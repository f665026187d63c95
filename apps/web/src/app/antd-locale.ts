import type { Language } from '@merchant/shared';
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import zhCN from 'antd/es/locale/zh_CN';

/** antd's locale for each UI language (spec §1: antd follows the language cookie). */
export const antdLocales = { en: enUS, zh: zhCN, es: esES } as const satisfies Record<Language, unknown>;

export const antdLocaleOf = (lang: string | undefined) => antdLocales[(lang ?? 'en') as Language] ?? enUS;
