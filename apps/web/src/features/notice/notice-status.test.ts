import { describe, expect, it } from 'vitest';
import { isCurrent, noticeStatus, withTimeFlag } from './notice-status';

const period = { start_time: '2026-11-01T00:00:00.000Z', end_time: '2026-11-30T23:59:59.000Z' };
const at = (iso: string) => new Date(iso);

describe('isCurrent', () => {
  it('is true strictly inside the period', () => {
    expect(isCurrent(period, at('2026-11-15T12:00:00.000Z'))).toBe(true);
  });

  it('includes both ends', () => {
    expect(isCurrent(period, at(period.start_time))).toBe(true);
    expect(isCurrent(period, at(period.end_time))).toBe(true);
  });

  it('is false one millisecond outside either end', () => {
    expect(isCurrent(period, Date.parse(period.start_time) - 1)).toBe(false);
    expect(isCurrent(period, Date.parse(period.end_time) + 1)).toBe(false);
  });

  it('accepts now as a Date or as milliseconds', () => {
    const now = at('2026-11-10T00:00:00.000Z');
    expect(isCurrent(period, now)).toBe(isCurrent(period, now.getTime()));
  });

  it('handles a period of a single instant', () => {
    const instant = { start_time: '2026-11-01T08:00:00Z', end_time: '2026-11-01T08:00:00Z' };
    expect(isCurrent(instant, at('2026-11-01T08:00:00Z'))).toBe(true);
    expect(isCurrent(instant, at('2026-11-01T08:00:01Z'))).toBe(false);
  });

  it('is false for a reversed period', () => {
    expect(
      isCurrent({ start_time: period.end_time, end_time: period.start_time }, at('2026-11-15T00:00:00Z')),
    ).toBe(false);
  });

  it('is false when a time cannot be parsed', () => {
    expect(isCurrent({ ...period, start_time: 'soon' }, at('2026-11-15T00:00:00Z'))).toBe(false);
    expect(isCurrent({ ...period, end_time: '' }, at('2026-11-15T00:00:00Z'))).toBe(false);
    expect(isCurrent(period, Number.NaN)).toBe(false);
  });
});

describe('noticeStatus', () => {
  it('is upcoming before the start, current inside, expired after the end', () => {
    expect(noticeStatus(period, at('2026-10-31T23:59:59.999Z'))).toBe('upcoming');
    expect(noticeStatus(period, at('2026-11-01T00:00:00.000Z'))).toBe('current');
    expect(noticeStatus(period, at('2026-11-30T23:59:59.000Z'))).toBe('current');
    expect(noticeStatus(period, at('2026-12-01T00:00:00.000Z'))).toBe('expired');
  });

  it('calls an unparsable period expired rather than upcoming', () => {
    expect(noticeStatus({ start_time: 'x', end_time: 'y' }, at('2026-11-15T00:00:00Z'))).toBe('expired');
  });
});

describe('withTimeFlag', () => {
  it('adds the spec time flag and keeps the other fields', () => {
    const row = { id: 3, title: 'T', ...period };
    expect(withTimeFlag(row, at('2026-11-15T00:00:00Z'))).toEqual({ ...row, time: true });
    expect(withTimeFlag(row, at('2027-01-01T00:00:00Z')).time).toBe(false);
  });
});
