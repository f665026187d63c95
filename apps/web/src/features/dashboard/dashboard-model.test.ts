import { describe, expect, it } from 'vitest';
import { greetingFor, selectedStore } from './dashboard-model';

describe('greetingFor', () => {
  it('splits the day at 5, 12 and 18 o’clock', () => {
    expect(greetingFor(4)).toBe('evening');
    expect(greetingFor(5)).toBe('morning');
    expect(greetingFor(11)).toBe('morning');
    expect(greetingFor(12)).toBe('afternoon');
    expect(greetingFor(17)).toBe('afternoon');
    expect(greetingFor(18)).toBe('evening');
    expect(greetingFor(0)).toBe('evening');
    expect(greetingFor(23)).toBe('evening');
  });
});

describe('selectedStore', () => {
  const stores = [
    { id: 4, name: 'North' },
    { id: 9, name: 'South' },
  ];

  it('is the cookie store while it is an option', () => {
    expect(selectedStore(stores, 9)?.name).toBe('South');
  });

  it('defaults to the first option', () => {
    expect(selectedStore(stores, undefined)?.name).toBe('North');
    expect(selectedStore(stores, 77)?.name).toBe('North');
  });

  it('is undefined without options', () => {
    expect(selectedStore(undefined, 9)).toBeUndefined();
    expect(selectedStore([], 9)).toBeUndefined();
  });
});
