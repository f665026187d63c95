import { describe, expect, it } from 'vitest';
import { backoffMs, holderGraceMs, nextRunAt, retryDelayMs, wakeAt } from './job-schedule';

describe('job schedule', () => {
  it('backs off 1 s, 2 s, 4 s … up to the period after failures of a 5-second job', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(5000, n))).toEqual([1000, 2000, 4000, 5000, 5000]);
    // An hourly job: a minute, then doubling, at most an hour.
    expect([1, 2, 7, 8].map((n) => retryDelayMs(3600_000, n))).toEqual([60_000, 120_000, 3600_000, 3600_000]);
    expect(backoffMs(1, 2000, 3600_000)).toBe(2000);
    expect(backoffMs(3, 2000, 3600_000)).toBe(8000);
    expect(backoffMs(500, 2000, 3600_000)).toBe(3600_000);
  });

  it('runs again one period after the start, or sooner after a failure', () => {
    expect(nextRunAt(10_000, 10_300, 5000, { ok: true })).toBe(15_000);
    expect(nextRunAt(10_000, 10_300, 5000, { ok: false, failures: 2 })).toBe(12_300);
    expect(holderGraceMs(5000)).toBe(5000);
    expect(holderGraceMs(3600_000)).toBe(30_000);
  });

  it('wakes the holder at the next run and the others when its lease ends', () => {
    const lease = { holder: 'a', leaseUntil: 20_000, nextRunAt: 15_000 };
    expect(wakeAt(lease, 'a', 10_000, 60_000)).toBe(15_000);
    expect(wakeAt(lease, 'b', 10_000, 60_000)).toBe(20_000);
    // An expired lease: due now for anybody; never later than the longest wait.
    expect(wakeAt(lease, 'b', 25_000, 60_000)).toBe(25_000);
    expect(wakeAt({ holder: null, leaseUntil: null, nextRunAt: 900_000 }, 'b', 0, 60_000)).toBe(60_000);
  });
});
