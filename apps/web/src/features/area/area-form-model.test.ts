import { describe, expect, it } from 'vitest';
import { emptyAreaForm, toAreaBody, toAreaForm } from './area-form-model';

describe('area form model', () => {
  it('sends every weekday by its row, even when the rows lack their weekday (antd keeps only fields)', () => {
    const body = toAreaBody({
      name: ' Studio A ',
      type: 'room',
      capacity: 20,
      allow_overlap: false,
      days: [1, 2, 3, 4, 5, 6, 7].map((d) => ({
        closed: d === 7,
        ranges: [{ start: '07:00', end: d === 6 ? '18:00' : '21:00' }],
      })) as never,
    });
    expect(body).toEqual({
      name: 'Studio A',
      type: 'room',
      capacity: 20,
      allow_overlap: false,
      opening_hours: {
        '1': [['07:00', '21:00']],
        '2': [['07:00', '21:00']],
        '3': [['07:00', '21:00']],
        '4': [['07:00', '21:00']],
        '5': [['07:00', '21:00']],
        '6': [['07:00', '18:00']],
        '7': [],
      },
    });
  });

  it('reads an area back into the form and starts a new one open every day', () => {
    const form = toAreaForm({
      id: 1,
      name: '泳池',
      capacity: 12,
      type: 'pool',
      opening_hours: { '1': [['06:00', '22:00']], '2': [] },
      allow_overlap: true,
      course_count: 0,
      rule_count: 0,
      upcoming_sessions: 0,
      created_at: '',
      updated_at: '',
    });
    expect(form.days?.[0]).toEqual({ weekday: 1, closed: false, ranges: [{ start: '06:00', end: '22:00' }] });
    expect(form.days?.[6]?.closed).toBe(true);
    expect(toAreaBody(emptyAreaForm()).opening_hours['3']).toEqual([['08:00', '22:00']]);
  });
});
