import { describe, expect, it } from 'vitest';
import { linkWithFilters, parseDays, percent } from './statistics-model';

describe('statistics model', () => {
  it('reads the period from the URL, 7 by default', () => {
    expect([parseDays('1'), parseDays('7'), parseDays('30')]).toEqual([1, 7, 30]);
    for (const bad of [null, '', '2', '31', 'abc', '7.5']) expect(parseDays(bad)).toBe(7);
  });

  it('writes rates as percentages with one decimal, and a dash without one', () => {
    expect([percent(0.6), percent(0.88889), percent(0), percent(null)]).toEqual([
      '60.0%',
      '88.9%',
      '0.0%',
      '–',
    ]);
  });

  it('puts the member list filters behind the sidebar href, keeping the menu id', () => {
    const link = '/member?f.card_status=active&f.absent=14';
    expect(linkWithFilters('/member?id=604', link)).toBe('/member?id=604&f.card_status=active&f.absent=14');
    expect(linkWithFilters('/member', link)).toBe('/member?f.card_status=active&f.absent=14');
  });
});
