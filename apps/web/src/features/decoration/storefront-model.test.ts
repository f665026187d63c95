import type { DecorationContent, StorePictures } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import {
  formatFen,
  isDirty,
  moveId,
  openingByDay,
  picturesBody,
  previewPage,
  toContent,
  toFormValues,
  withAdded,
  withRemoved,
} from './storefront-model';

const content: DecorationContent = {
  introduction: 'Hi',
  opening_hours: [
    { weekday: 3, open: '18:00', close: '21:00' },
    { weekday: 1, open: '09:00', close: '12:00' },
    { weekday: 3, open: '09:00', close: '12:00' },
  ],
  facilities: ['Parking'],
  price_list: [{ item: 'Trial', price: 4990 }],
  notices: '',
};

describe('storefront model', () => {
  it('edits the picture list: append (first becomes main), move, remove (main moves to the new first)', () => {
    const empty = { upload_ids: [], main_upload_id: null };
    const one = withAdded(empty, [5]);
    expect(one).toEqual({ upload_ids: [5], main_upload_id: 5 });
    const three = withAdded(one, [6, 7, 5]);
    expect(three).toEqual({ upload_ids: [5, 6, 7], main_upload_id: 5 });
    expect(moveId(three.upload_ids, 2, 0)).toEqual([7, 5, 6]);
    expect(moveId(three.upload_ids, 0, 9)).toEqual([5, 6, 7]);
    expect(withRemoved(three, 5)).toEqual({ upload_ids: [6, 7], main_upload_id: 6 });
    expect(withRemoved(three, 7)).toEqual({ upload_ids: [5, 6], main_upload_id: 5 });
    expect(withRemoved({ upload_ids: [5], main_upload_id: 5 }, 5)).toEqual(empty);
  });

  it('edits prices in yuan and sends fen, trimming text like the server', () => {
    const values = toFormValues(content);
    expect(values.price_list).toEqual([{ item: 'Trial', price: 49.9 }]);
    expect(toContent({ ...values, introduction: '  Hi  ', facilities: [' Parking ', ' '] })).toEqual({
      ...content,
      facilities: ['Parking'],
    });
    expect(toContent({ price_list: [{ item: 'A', price: 0.1 + 0.2 }] }).price_list).toEqual([
      { item: 'A', price: 30 },
    ]);
    expect(formatFen(4990)).toBe('¥49.90');
    expect(isDirty(values, content)).toBe(false);
    expect(isDirty({ ...values, notices: 'x' }, content)).toBe(true);
  });

  it('groups opening hours by weekday in order, and builds the consumer page of a draft', () => {
    expect(openingByDay(content.opening_hours).map(([day, p]) => [day, p.map((x) => x.open)])).toEqual([
      [1, ['09:00']],
      [3, ['09:00', '18:00']],
    ]);
    const pictures: StorePictures = {
      content: [
        { upload_id: 1, url: 'u1', sort: 1, is_main: false },
        { upload_id: 2, url: 'u2', sort: 2, is_main: true },
      ],
      main_upload_id: 2,
      max: 20,
    };
    expect(picturesBody(pictures)).toEqual({ upload_ids: [1, 2], main_upload_id: 2 });
    const store = { id: 1, name: 'S', city: '北京', address: '', phone: '' };
    expect(previewPage({ store }, content, pictures)).toEqual({
      store,
      decoration: content,
      pictures: [
        { url: 'u1', is_main: false },
        { url: 'u2', is_main: true },
      ],
      listings: [],
    });
  });
});
