// @vitest-environment happy-dom
import type { TimetableSession } from '@merchant/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import en from '../locales/en.json';
import { WeekGrid } from './WeekGrid';

const session = (over: Partial<TimetableSession>): TimetableSession => ({
  id: 1,
  rule_id: 1,
  date: '2026-11-30',
  weekday: 1,
  start: '09:00',
  end: '10:00',
  course_id: 3,
  course_name: '燃脂训练营',
  coach_id: 4,
  coach_name: '张伟',
  area_id: 5,
  area_name: 'Studio A',
  capacity: 15,
  booked: 6,
  waitlist_size: 0,
  min_attendees: 0,
  status: 'scheduled',
  cancel_reason: null,
  cancelled_by: null,
  cancelled_by_name: null,
  cancelled_at: null,
  ...over,
});

const Grid = (props: Partial<Parameters<typeof WeekGrid>[0]>) => {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'timetable')) i18n.addResourceBundle('en', 'timetable', en);
  return (
    <WeekGrid monday="2026-11-30" today="2026-12-02" sessions={[]} onOpen={() => undefined} {...props} />
  );
};

describe('week grid', { timeout: 30_000 }, () => {
  it('shows each session as a button naming course, time, coach, area and booked/capacity', async () => {
    const onOpen = vi.fn();
    const sessions = [
      session({}),
      session({ id: 2, date: '2026-12-02', weekday: 3, start: '18:30', end: '19:30', status: 'cancelled' }),
    ];
    await renderScreen(<Grid sessions={sessions} onOpen={onOpen} />);
    const grid = await screen.findByRole('region', { name: 'Sessions from 2026-11-30 to 2026-12-06' });
    const blocks = within(grid).getAllByRole('button');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]?.getAttribute('aria-label')).toBe(
      '燃脂训练营, Monday 2026-11-30 09:00-10:00, 张伟, Studio A, 6/15 booked',
    );
    expect(blocks[1]?.getAttribute('aria-label')).toMatch(/, Cancelled$/);
    expect((blocks[1] as HTMLElement).style.textDecoration).toBe('line-through');
    expect(within(grid).getByText('Wednesday')).toBeTruthy();
    expect(within(grid).getByText('12-02 · today')).toBeTruthy();
    fireEvent.click(blocks[0] as HTMLElement);
    expect(onOpen).toHaveBeenCalledWith(sessions[0]);
  });

  it('puts two sessions at the same time side by side', async () => {
    const sessions = [
      session({}),
      session({ id: 2, start: '09:30', end: '10:30', course_name: '少儿体能课' }),
    ];
    await renderScreen(<Grid sessions={sessions} />);
    const [a, b] = within(await screen.findByRole('region')).getAllByRole('button') as HTMLElement[];
    expect(a?.style.width).toBe('calc(50% - 4px)');
    expect(b?.style.left).toBe('calc(50% + 2px)');
  });
});
