import type { CountService, TimedService } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyTimedForm,
  parseResource,
  toCountBody,
  toCountForm,
  toFeeTiers,
  toTimedBody,
  toTimedForm,
} from './service-form-model';

const timed: TimedService = {
  id: 5,
  name: '羽毛球场',
  resource_kind: 'coach',
  resource_id: 3,
  resource_name: '王教练',
  unit_minutes: 30,
  unit_price_fen: 850,
  min_units: 2,
  max_units: 6,
  capacity: 1,
  opening_hours: { '1': [['08:00', '22:00']], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] },
  cancel_fee_tiers: [
    { hours_before: 0, fee_percent: 100 },
    { hours_before: 24, fee_percent: 0 },
  ],
  description: '',
  status: 'online',
  created_at: '2026-11-24T00:00:00.000Z',
  updated_at: '2026-11-24T00:00:00.000Z',
};

describe('service form model', () => {
  it('round-trips a timed service through the form, prices in yuan', () => {
    const form = toTimedForm(timed);
    expect(form.resource).toBe('coach:3');
    expect(form.unit_price_yuan).toBe(8.5);
    expect(form.cancel_fee_tiers?.map((t) => t.hours_before)).toEqual([24, 0]);
    const body = toTimedBody(form);
    expect(body).toMatchObject({ resource_kind: 'coach', resource_id: 3, unit_price_fen: 850, min_units: 2 });
    expect(body.opening_hours).toEqual(timed.opening_hours);
  });

  it('reads the resource picker and drops half-filled tiers', () => {
    expect(parseResource('area:12')).toEqual({ kind: 'area', id: 12 });
    expect(parseResource('room:1')).toBeNull();
    expect(
      toFeeTiers([
        { hours_before: 2, fee_percent: 50 },
        { hours_before: null, fee_percent: 10 },
      ]),
    ).toEqual([{ hours_before: 2, fee_percent: 50 }]);
    expect(toTimedBody(emptyTimedForm()).cancel_fee_tiers).toHaveLength(3);
  });

  it('round-trips a per-visit pack, no weekly limit as null', () => {
    const pack: CountService = {
      id: 1,
      name: '10次卡',
      visits: 10,
      price_fen: 58_000,
      validity_days: 180,
      per_week_limit: null,
      course_ids: [4, 2],
      courses: [],
      description: 'x',
      status: 'offline',
      created_at: '',
      updated_at: '',
    };
    expect(toCountForm(pack).price_yuan).toBe(580);
    expect(toCountBody({ ...toCountForm(pack), price_yuan: 9.01 })).toEqual({
      name: '10次卡',
      visits: 10,
      price_fen: 901,
      validity_days: 180,
      per_week_limit: null,
      course_ids: [4, 2],
      description: 'x',
    });
  });
});

describe('tier texts', () => {
  const t = (key: string, o?: Record<string, unknown>) => `${key} ${JSON.stringify(o)}`;
  it('reads tiers as ranges, nearest the start last', async () => {
    const { tierTexts } = await import('./service-form-model');
    expect(
      tierTexts(
        [
          { hours_before: 0, fee_percent: 100 },
          { hours_before: 24, fee_percent: 0 },
          { hours_before: 2, fee_percent: 50 },
        ],
        t,
      ),
    ).toEqual([
      'tier.tierFrom {"hours":24,"percent":0}',
      'tier.tierBetween {"from":2,"to":24,"percent":50}',
      'tier.tierUnder {"hours":2,"percent":100}',
    ]);
    expect(tierTexts([{ hours_before: 0, fee_percent: 20 }], t)).toEqual(['tier.tierAlways {"percent":20}']);
  });
});
