import { describe, expect, it } from 'vitest';
import type { Texts } from './resources';

const localeModules = import.meta.glob<Texts>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

const textAt = (lang: string, ns: string, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (at, part) => (at as Record<string, unknown> | undefined)?.[part],
      localeModules[`../features/${ns}/locales/${lang}.json`],
    );

/**
 * One name per thing: the card kinds are named on four screens (card types, members, member
 * cards, shared cards); a merchant who reads 时间卡 on one and 期限卡 on another cannot tell
 * they are the same kind.
 */
describe('one name per thing', () => {
  const kindKeys = [
    ['card-type', 'kind'],
    ['member', 'cardKind'],
    ['member-card', 'kind'],
    ['card-share', 'kind'],
  ] as const;

  for (const lang of ['en', 'zh', 'es'])
    it(`card kinds read the same on every screen in ${lang}`, () => {
      const names = kindKeys.map(([ns, key]) => ({
        ns,
        period: textAt(lang, ns, `${key}.period`),
        count: textAt(lang, ns, `${key}.count`),
        stored_value: textAt(lang, ns, `${key}.stored_value`),
      }));
      const [first] = names;
      expect(first?.period).toEqual(expect.any(String));
      for (const screen of names) expect(screen).toEqual({ ...first, ns: screen.ns });
    });

  // A card's state reads the same on the card list and in a card order's detail.
  for (const lang of ['en', 'zh', 'es'])
    it(`card states read the same on the card list and the order detail in ${lang}`, () => {
      const states = ['not_started', 'active', 'frozen', 'expired', 'refunded'];
      const cardList = states.map((state) => textAt(lang, 'member-card', `status.${state}`));
      expect(cardList.every((text) => typeof text === 'string')).toBe(true);
      expect(states.map((state) => textAt(lang, 'order', `cardStatus.${state}`))).toEqual(cardList);
    });
});
