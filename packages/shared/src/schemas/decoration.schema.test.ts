import { describe, expect, it } from 'vitest';
import {
  decorationContent,
  emptyDecoration,
  openingPeriod,
  storePicturesBody,
  timeOfDay,
} from './decoration.schema';

const issue = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) =>
  result.success ? undefined : [result.error?.issues[0]?.path.join('.'), result.error?.issues[0]?.message];

describe('decoration schema', () => {
  it('takes times of day HH:MM and 24:00, nothing else', () => {
    for (const ok of ['00:00', '09:05', '23:59', '24:00']) expect(timeOfDay.safeParse(ok).success).toBe(true);
    for (const bad of ['9:00', '24:01', '25:00', '12:60', '12:00:00', ' 12:00', ''])
      expect(issue(timeOfDay.safeParse(bad))).toEqual(['', 'timeOfDayRule']);
  });

  it('wants a period to close after it opens, and never open at 24:00', () => {
    expect(openingPeriod.safeParse({ weekday: 1, open: '09:00', close: '24:00' }).success).toBe(true);
    for (const [open, close] of [
      ['10:00', '10:00'],
      ['22:00', '06:00'],
      ['24:00', '24:00'],
    ])
      expect(issue(openingPeriod.safeParse({ weekday: 1, open, close }))).toEqual([
        'close',
        'openingCloseAfterOpen',
      ]);
    for (const weekday of [0, 8, 1.5])
      expect(openingPeriod.safeParse({ weekday, open: '09:00', close: '10:00' }).success).toBe(false);
  });

  it('accepts the empty decoration and refuses repeated facilities and negative prices', () => {
    expect(decorationContent.parse(emptyDecoration())).toEqual(emptyDecoration());
    expect(issue(decorationContent.safeParse({ ...emptyDecoration(), facilities: ['A', 'A'] }))).toEqual([
      'facilities',
      'duplicateValues',
    ]);
    expect(
      decorationContent.safeParse({ ...emptyDecoration(), price_list: [{ item: 'A', price: -1 }] }).success,
    ).toBe(false);
    expect(
      decorationContent.safeParse({ ...emptyDecoration(), price_list: [{ item: 'A', price: 0 }] }).success,
    ).toBe(true);
    expect(issue(decorationContent.safeParse({ ...emptyDecoration(), notices: 'a\u0000' }))).toEqual([
      'notices',
      'controlCharacters',
    ]);
  });

  it('takes at most 20 pictures, ids as numbers only', () => {
    expect(storePicturesBody.safeParse({ upload_ids: [1, 2], main_upload_id: 2 }).success).toBe(true);
    expect(storePicturesBody.safeParse({ upload_ids: [], main_upload_id: null }).success).toBe(true);
    expect(
      storePicturesBody.safeParse({
        upload_ids: Array.from({ length: 21 }, (_, i) => i + 1),
        main_upload_id: 1,
      }).success,
    ).toBe(false);
    expect(storePicturesBody.safeParse({ upload_ids: ['1'], main_upload_id: 1 }).success).toBe(false);
  });
});
