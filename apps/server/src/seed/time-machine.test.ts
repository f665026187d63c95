import { afterEach, describe, expect, it } from 'vitest';
import { startTimeMachine, type TimeMachine } from './time-machine';

const DAY = 86_400_000;

describe('the demo seed’s time machine', () => {
  let machine: TimeMachine | null = null;
  afterEach(() => {
    machine?.restore();
    machine = null;
  });

  it('moves now(), new Date() and Date() by the offset and leaves dates given an instant alone', () => {
    const real = Date.now();
    machine = startTimeMachine(real - 30 * DAY);
    expect(Math.abs(Date.now() - (real - 30 * DAY))).toBeLessThan(1_000);
    expect(Math.abs(Date.parse(new Date().toISOString()) - (real - 30 * DAY))).toBeLessThan(1_000);
    expect(Date()).toBe(new Date().toString());
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(new Date('2026-11-26T00:00:00.000Z').getTime()).toBe(Date.parse('2026-11-26T00:00:00.000Z'));
    expect(new Date()).toBeInstanceOf(Date);
    expect(Math.abs(machine.realNow() - Date.now() - 30 * DAY)).toBeLessThan(1_000);
  });

  it('only moves forward, and gives the real clock back', () => {
    const real = Date.now();
    const RealDate = Date;
    machine = startTimeMachine(real - 2 * DAY);
    machine.travelTo(real - DAY);
    expect(Math.abs(Date.now() - (real - DAY))).toBeLessThan(1_000);
    expect(() => machine?.travelTo(real - 2 * DAY)).toThrow('only moves forward');
    expect(() => startTimeMachine(real)).toThrow('already running');
    machine.restore();
    machine = null;
    expect(Date).toBe(RealDate);
    expect(Math.abs(Date.now() - real)).toBeLessThan(1_000);
  });
});
