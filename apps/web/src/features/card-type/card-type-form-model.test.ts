import type { CardType } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { emptyCardTypeForm, formCapViolations, toCardTypeBody, toCardTypeForm } from './card-type-form-model';

const stored: CardType = {
  id: 1,
  name: '储值卡',
  kind: 'stored_value',
  status: 'on_sale',
  price_fen: 100_000,
  validity_days: 730,
  gift_days: 0,
  sessions: null,
  gift_sessions: 0,
  gift_fen: 10_000,
  all_courses: false,
  course_ids: [3, 4],
  courses: [],
  shareable: false,
  max_holders: 1,
  parallel_use: false,
  freeze_allowed: true,
  max_freeze_days: 30,
  max_freeze_times: 2,
  description: '',
  sort: 5,
  sold_count: 0,
  cap_warnings: [],
  created_at: '2026-11-24T00:00:00.000Z',
  updated_at: '2026-11-24T00:00:00.000Z',
};

describe('card-type form model', () => {
  it('sends yuan as fen and only the chosen kind’s fields', () => {
    const body = toCardTypeBody({
      ...emptyCardTypeForm(),
      name: '十次卡',
      price_yuan: 800.5,
      validity_days: 90,
      sessions: 10,
      gift_sessions: 2,
      gift_days: 9,
      gift_yuan: 50,
    });
    expect(body).toMatchObject({
      kind: 'count',
      price_fen: 80_050,
      sessions: 10,
      gift_sessions: 2,
      gift_days: 0,
      gift_fen: 0,
      max_holders: 1,
      all_courses: true,
      course_ids: [],
      max_freeze_days: 0,
    });
    expect(body).not.toHaveProperty('status');
  });

  it('round-trips a type through the form, keeping the status on an edit', () => {
    const form = toCardTypeForm(stored);
    expect([form.price_yuan, form.gift_yuan]).toEqual([1000, 100]);
    expect(toCardTypeBody(form, 'on_sale')).toMatchObject({
      kind: 'stored_value',
      price_fen: 100_000,
      gift_fen: 10_000,
      sessions: null,
      all_courses: false,
      course_ids: [3, 4],
      freeze_allowed: true,
      max_freeze_days: 30,
      max_freeze_times: 2,
      status: 'on_sale',
    });
  });

  it('warns live only where the region has caps, once price and validity are in', () => {
    const over = { ...emptyCardTypeForm(), kind: 'period' as const, price_yuan: 5000.01, validity_days: 365 };
    expect(formCapViolations('none', over)).toEqual([]);
    expect(formCapViolations('shanghai', over).map((v) => v.rule)).toEqual(['period_fen']);
    expect(formCapViolations('shanghai', { ...over, price_yuan: 5000 })).toEqual([]);
    expect(formCapViolations('shanghai', { ...over, validity_days: null })).toEqual([]);
    expect(
      formCapViolations('shanghai', {
        ...emptyCardTypeForm(),
        price_yuan: 100,
        validity_days: 30,
        sessions: 61,
      }).map((v) => v.rule),
    ).toEqual(['count_sessions']);
  });
});
