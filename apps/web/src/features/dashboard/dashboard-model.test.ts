import { describe, expect, it } from 'vitest';
import { fillPercent, greetingFor, selectedStore, todoHref, trendOf } from './dashboard-model';

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

describe('trendOf, fillPercent, todoHref', () => {
  it('compares today with last week', () => {
    expect(trendOf({ today: 3, last_week: 1 })).toBe('up');
    expect(trendOf({ today: 0, last_week: 1 })).toBe('down');
    expect(trendOf({ today: 2, last_week: 2 })).toBe('same');
  });
  it('rounds the fill and caps it', () => {
    expect(fillPercent(2, 8)).toBe(25);
    expect(fillPercent(9, 8)).toBe(100);
    expect(fillPercent(0, 0)).toBe(0);
  });
  it('keeps the menu id and adds the filter', () => {
    const sidebar = (path: string) => (path === '/membereview' ? '/membereview?id=301' : path);
    expect(todoHref('/membereview?f.status=pending', sidebar)).toBe('/membereview?id=301&f.status=pending');
    expect(todoHref('/coach', sidebar)).toBe('/coach');
  });
});
