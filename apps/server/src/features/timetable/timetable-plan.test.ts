import type { TimetableRuleBodyParsed } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import {
  type AreaFacts,
  checkConflicts,
  type ExistingSession,
  instantOf,
  planSessions,
} from './timetable-plan';

const rule = (overrides: Partial<TimetableRuleBodyParsed> = {}): TimetableRuleBodyParsed => ({
  course_id: 1,
  coach_id: 1,
  area_id: 1,
  weekday: 3,
  start: '09:00',
  end: '10:00',
  capacity: 10,
  waitlist_size: 0,
  booking_opens_hours: 24,
  booking_closes_minutes: 15,
  cancel_deadline_hours: 2,
  min_attendees: 0,
  valid_from: '2026-12-01',
  valid_to: '2026-12-31',
  ...overrides,
});

const open: AreaFacts = {
  name: '一号操房',
  allow_overlap: false,
  opening_hours: Object.fromEntries(
    ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [['06:00', '22:00']]]),
  ),
};
const names = (areas: Map<number, AreaFacts> = new Map([[1, open]])) => ({
  courses: new Map([
    [1, '燃脂'],
    [2, '瑜伽'],
  ]),
  coaches: new Map([
    [1, '张伟'],
    [2, '陈静'],
  ]),
  areas,
});
const existing = (overrides: Partial<ExistingSession> = {}): ExistingSession => ({
  id: 7,
  date: '2026-12-02',
  start: '09:30',
  end: '10:30',
  course_id: 2,
  coach_id: 2,
  area_id: 1,
  course_name: '瑜伽',
  coach_name: '陈静',
  area_name: '一号操房',
  ...overrides,
});

describe('timetable planning', () => {
  it('reads store-local times as China time (UTC+8), 24:00 as the next midnight', () => {
    expect(new Date(instantOf('2026-12-01', '09:00')).toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(new Date(instantOf('2026-12-01', '00:30')).toISOString()).toBe('2026-11-30T16:30:00.000Z');
    expect(new Date(instantOf('2026-12-01', '24:00')).toISOString()).toBe('2026-12-01T16:00:00.000Z');
  });

  it('creates one session per week on the rule’s weekday within its validity, both ends included', () => {
    const sessions = planSessions(rule(), 0, new Date('2026-11-01T00:00:00Z'));
    expect(sessions.map((s) => s.date)).toEqual([
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
    ]);
    expect(sessions[0]).toMatchObject({
      starts_at: '2026-12-02T01:00:00.000Z',
      ends_at: '2026-12-02T02:00:00.000Z',
      booking_opens_at: '2026-12-01T01:00:00.000Z',
      booking_closes_at: '2026-12-02T00:45:00.000Z',
      cancel_deadline_at: '2026-12-01T23:00:00.000Z',
    });
    const sunday = planSessions(
      rule({ weekday: 7, valid_from: '2026-12-06', valid_to: '2026-12-06' }),
      0,
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(sunday.map((s) => s.date)).toEqual(['2026-12-06']);
  });

  it('leaves out sessions that have begun (China’s today at 09:30)', () => {
    const now = new Date('2026-12-02T01:30:00Z');
    expect(planSessions(rule(), 0, now).map((s) => s.date)[0]).toBe('2026-12-09');
    expect(planSessions(rule({ start: '09:31', end: '10:00' }), 0, now).map((s) => s.date)[0]).toBe(
      '2026-12-02',
    );
  });

  it('flags area overlaps unless the area allows them, coach overlaps always, and hours', () => {
    const planned = planSessions(rule({ valid_to: '2026-12-02' }), 0, new Date('2026-11-01T00:00:00Z'));
    expect(checkConflicts(planned, [existing()], names()).sessions[0]?.conflicts.map((c) => c.kind)).toEqual([
      'area_overlap',
    ]);
    const shared = new Map([[1, { ...open, allow_overlap: true }]]);
    expect(checkConflicts(planned, [existing()], names(shared)).conflict_count).toBe(0);
    expect(
      checkConflicts(planned, [existing({ coach_id: 1, area_id: 2 })], names()).sessions[0]?.conflicts.map(
        (c) => c.kind,
      ),
    ).toEqual(['coach_overlap']);
    expect(
      checkConflicts(planned, [existing({ coach_id: 1 })], names()).sessions[0]?.conflicts.map((c) => c.kind),
    ).toEqual(['area_overlap', 'coach_overlap']);
    // Touching ends do not overlap; another day does not either.
    expect(
      checkConflicts(planned, [existing({ start: '10:00', end: '11:00' })], names()).conflict_count,
    ).toBe(0);
    expect(checkConflicts(planned, [existing({ date: '2026-12-03' })], names()).conflict_count).toBe(0);
    const closedWednesday = new Map([[1, { ...open, opening_hours: { ...open.opening_hours, '3': [] } }]]);
    expect(checkConflicts(planned, [], names(closedWednesday)).sessions[0]?.conflicts).toEqual([
      expect.objectContaining({ kind: 'outside_hours', opening: [] }),
    ]);
    const split = new Map<number, AreaFacts>([
      [
        1,
        {
          ...open,
          opening_hours: {
            '3': [
              ['06:00', '09:30'],
              ['09:30', '12:00'],
            ],
          },
        },
      ],
    ]);
    expect(checkConflicts(planned, [], names(split)).sessions[0]?.conflicts.map((c) => c.kind)).toEqual([
      'outside_hours',
    ]);
  });

  it('checks planned sessions against each other, naming the other rule', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    const planned = [
      ...planSessions(rule({ valid_to: '2026-12-02' }), 0, now),
      ...planSessions(rule({ valid_to: '2026-12-02', coach_id: 2, course_id: 2, start: '09:59' }), 1, now),
    ];
    const preview = checkConflicts(planned, [], names());
    expect(preview.conflict_count).toBe(2);
    expect(preview.sessions[0]?.conflicts).toEqual([
      expect.objectContaining({
        kind: 'area_overlap',
        rule_index: 1,
        coach_name: '陈静',
        course_name: '瑜伽',
      }),
    ]);
    expect(preview.sessions[1]?.conflicts[0]).toMatchObject({ rule_index: 0, coach_name: '张伟' });
  });
});
