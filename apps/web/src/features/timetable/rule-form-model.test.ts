import type { TimetableConflict } from '@merchant/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { conflictText, emptyRuleForm, toRuleBody, toRuleForm } from './rule-form-model';

const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;

const conflict = (over: Partial<TimetableConflict>): TimetableConflict => ({
  kind: 'area_overlap',
  session_id: 7,
  rule_index: null,
  start: '09:00',
  end: '10:00',
  course_name: '燃脂训练营',
  coach_name: '张伟',
  area_name: '一号教室',
  opening: null,
  ...over,
});

describe('rule form model', () => {
  it('starts a new rule in the week shown, never before today, for four weeks', () => {
    const v = emptyRuleForm('2026-11-23', '2026-11-25');
    expect(v.valid_from?.format('YYYY-MM-DD')).toBe('2026-11-25');
    expect(v.valid_to?.format('YYYY-MM-DD')).toBe('2026-12-20');
    expect(emptyRuleForm('2026-11-30', '2026-11-25').valid_from?.format('YYYY-MM-DD')).toBe('2026-11-30');
  });

  it('writes every wire field and reads a stored rule back', () => {
    const body = toRuleBody({
      course_id: 3,
      coach_id: 4,
      area_id: 5,
      weekday: 2,
      start: ' 09:00',
      end: '10:30',
      capacity: 12,
      waitlist_size: 3,
      booking_opens_hours: 72,
      booking_closes_minutes: 30,
      cancel_deadline_hours: 6,
      min_attendees: 2,
      valid_from: dayjs('2026-12-01'),
      valid_to: dayjs('2026-12-31'),
    });
    expect(body).toEqual({
      course_id: 3,
      coach_id: 4,
      area_id: 5,
      weekday: 2,
      start: '09:00',
      end: '10:30',
      capacity: 12,
      waitlist_size: 3,
      booking_opens_hours: 72,
      booking_closes_minutes: 30,
      cancel_deadline_hours: 6,
      min_attendees: 2,
      valid_from: '2026-12-01',
      valid_to: '2026-12-31',
    });
    const back = toRuleBody(
      toRuleForm({
        ...body,
        waitlist_size: 3,
        booking_opens_hours: 72,
        booking_closes_minutes: 30,
        cancel_deadline_hours: 6,
        min_attendees: 2,
        id: 1,
        status: 'active',
        course_name: '',
        coach_name: '',
        area_name: '',
        created_at: '',
        updated_at: '',
      }),
    );
    expect(back).toEqual(body);
  });

  it('says what each conflict is', () => {
    expect(conflictText(t, conflict({}))).toMatch(/^conflict\.areaOverlap \{.*"course":"燃脂训练营"/);
    expect(conflictText(t, conflict({ kind: 'coach_overlap', session_id: null, rule_index: 1 }))).toMatch(
      /^conflict\.coachOverlapRule /,
    );
    expect(conflictText(t, conflict({ kind: 'outside_hours', opening: [['08:00', '12:00']] }))).toContain(
      '"hours":"08:00-12:00"',
    );
    expect(conflictText(t, conflict({ kind: 'outside_hours', opening: [] }))).toMatch(/^conflict\.closed /);
  });
});
