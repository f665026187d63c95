import type { Texts } from '../message-texts';

/** Server messages of the statistics feature, in the three languages. */
export const statisticsMessages = {
  statisticsDays: {
    en: 'days must be 1 (yesterday), 7 (last seven days) or 30 (last month)',
    zh: 'days 只能是 1（昨日）、7（近七日）或 30（近一月）',
    es: 'days debe ser 1 (ayer), 7 (últimos siete días) o 30 (último mes)',
  },
} satisfies Record<string, Texts>;
