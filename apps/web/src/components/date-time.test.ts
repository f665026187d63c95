import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, storeToday, todayString } from './date-time';

describe('date-time', () => {
  it('formats a local date-time and date', () => {
    const local = new Date(2026, 10, 21, 9, 5);
    expect(formatDateTime(local)).toBe('2026-11-21 09:05');
    expect(formatDate(local)).toBe('2026-11-21');
  });

  it('renders missing or invalid values as empty text', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('gives today as YYYY-MM-DD in the local calendar', () => {
    expect(todayString(new Date(2026, 0, 2, 23, 59))).toBe('2026-01-02');
    expect(todayString(new Date(2026, 0, 3, 0, 0))).toBe('2026-01-03');
  });
});

describe('storeToday', () => {
  it('is China’s date, whatever the browser’s zone', () => {
    // 17:00 UTC is already 01:00 the next day in China.
    expect(storeToday(Date.UTC(2026, 10, 24, 17, 0))).toBe('2026-11-25');
    expect(storeToday(Date.UTC(2026, 10, 24, 15, 59))).toBe('2026-11-24');
  });
});
