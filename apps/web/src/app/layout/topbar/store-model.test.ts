import { describe, expect, it } from 'vitest';
import { pickStoreId, syncMark } from './store-model';

const options = [
  { id: 4, name: 'North' },
  { id: 9, name: 'South' },
];

describe('pickStoreId', () => {
  it('keeps the cookie store when it is one of the options', () => {
    expect(pickStoreId(options, 9)).toBe(9);
  });

  it('defaults to the first option without a cookie', () => {
    expect(pickStoreId(options, undefined)).toBe(4);
  });

  it('falls back to the first option when the cookie names a store the caller no longer has', () => {
    expect(pickStoreId(options, 77)).toBe(4);
  });

  it('has nothing to pick without stores', () => {
    expect(pickStoreId([], 9)).toBeUndefined();
  });
});

describe('syncMark', () => {
  it('differs per session and per store', () => {
    expect(syncMark('a', 1)).not.toBe(syncMark('b', 1));
    expect(syncMark('a', 1)).not.toBe(syncMark('a', 2));
    expect(syncMark(undefined, 1)).toBe('|1');
  });
});
