import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressThrottle, percentOf, secondsRemaining, type UploadProgress } from './progress';

describe('ProgressThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const seen: Array<UploadProgress & { at: number }> = [];
    const throttle = new ProgressThrottle(1000, (p) => seen.push({ ...p, at: Date.now() }), 1000);
    return { seen, throttle };
  };

  it('calls back at most once per second and keeps the latest value', () => {
    const { seen, throttle } = make();
    throttle.update(100);
    throttle.update(200);
    vi.advanceTimersByTime(500);
    throttle.update(300);
    expect(seen).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(seen).toEqual([{ loaded: 300, total: 1000, percent: 30, speed: 300, at: 1000 }]);
    throttle.update(400);
    vi.advanceTimersByTime(999);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen[1]).toEqual({ loaded: 400, total: 1000, percent: 40, speed: 100, at: 2000 });
  });

  it('calls back at once when the interval has passed since the last one', () => {
    const { seen, throttle } = make();
    vi.advanceTimersByTime(3000);
    throttle.update(600);
    expect(seen).toEqual([{ loaded: 600, total: 1000, percent: 60, speed: 200, at: 3000 }]);
  });

  it('flush delivers the final state immediately, once', () => {
    const { seen, throttle } = make();
    throttle.update(500);
    vi.advanceTimersByTime(250);
    throttle.update(1000);
    throttle.flush();
    throttle.flush();
    expect(seen).toEqual([{ loaded: 1000, total: 1000, percent: 100, speed: 4000, at: 250 }]);
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(1);
  });

  it('does not count a baseline (kept parts) as speed', () => {
    const { seen, throttle } = make();
    throttle.baseline(800);
    vi.advanceTimersByTime(1000);
    throttle.update(900);
    expect(seen[0]).toMatchObject({ loaded: 900, speed: 100, percent: 90 });
  });

  it('stop cancels a pending callback', () => {
    const { seen, throttle } = make();
    throttle.update(1);
    vi.advanceTimersByTime(10);
    throttle.update(2);
    throttle.stop();
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(0);
  });
});

describe('helpers', () => {
  it('percent has two decimals and never passes 100', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(5, 4)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });

  it('estimates the time left', () => {
    expect(secondsRemaining({ loaded: 100, total: 1000, percent: 10, speed: 100 })).toBe(9);
    expect(secondsRemaining({ loaded: 100, total: 1000, percent: 10, speed: 0 })).toBeUndefined();
  });
});
