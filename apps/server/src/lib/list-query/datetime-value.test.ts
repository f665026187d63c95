import { describe, expect, it } from 'vitest';
import { parseDatetimeValue } from './datetime-value';

describe('parseDatetimeValue', () => {
  it('reads a date as the whole UTC day', () => {
    expect(parseDatetimeValue('2026-11-21')).toEqual({
      kind: 'day',
      start: '2026-11-21T00:00:00.000Z',
      next: '2026-11-22T00:00:00.000Z',
    });
  });

  it('crosses month and year ends and leap days', () => {
    expect(parseDatetimeValue('2026-12-31')).toMatchObject({ next: '2027-01-01T00:00:00.000Z' });
    expect(parseDatetimeValue('2028-02-29')).toMatchObject({ next: '2028-03-01T00:00:00.000Z' });
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-1-1',
    '21-11-2026',
    'today',
    '',
    '0050-01-01',
  ])('refuses %j', (text) => expect(parseDatetimeValue(text)).toBeNull());

  it('normalises an instant to the stored form (UTC, milliseconds)', () => {
    expect(parseDatetimeValue('2026-11-21T10:00:00Z')).toEqual({
      kind: 'instant',
      iso: '2026-11-21T10:00:00.000Z',
    });
    expect(parseDatetimeValue('2026-11-21T10:00:00.5Z')).toEqual({
      kind: 'instant',
      iso: '2026-11-21T10:00:00.500Z',
    });
    expect(parseDatetimeValue('2026-11-21T10:00:00.123456Z')).toEqual({
      kind: 'instant',
      iso: '2026-11-21T10:00:00.123Z',
    });
    expect(parseDatetimeValue('2026-11-21 10:00')).toEqual({
      kind: 'instant',
      iso: '2026-11-21T10:00:00.000Z',
    });
  });

  it('applies a zone offset', () => {
    expect(parseDatetimeValue('2026-11-21T08:00:00+08:00')).toEqual({
      kind: 'instant',
      iso: '2026-11-21T00:00:00.000Z',
    });
    expect(parseDatetimeValue('2026-11-21T20:30:00-05:00')).toEqual({
      kind: 'instant',
      iso: '2026-11-22T01:30:00.000Z',
    });
  });

  it.each([
    '2026-11-21T24:00:00Z',
    '2026-11-21T10:60Z',
    '2026-11-21T10:00:61Z',
    '2026-11-21T10:00+15:00',
    '2026-11-21T10',
  ])('refuses the date-time %j', (text) => expect(parseDatetimeValue(text)).toBeNull());
});
