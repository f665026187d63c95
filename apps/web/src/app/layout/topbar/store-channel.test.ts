import { describe, expect, it } from 'vitest';
import { parseStoreMessage } from './store-channel';

describe('parseStoreMessage', () => {
  it('reads the store id of a well-formed message', () => {
    expect(parseStoreMessage({ storeId: 2 })).toBe(2);
  });

  it('ignores anything that is not a positive integer store id', () => {
    for (const data of [
      null,
      'x',
      3,
      {},
      { storeId: '2' },
      { storeId: 0 },
      { storeId: -1 },
      { storeId: 1.5 },
    ])
      expect(parseStoreMessage(data)).toBeUndefined();
    expect(parseStoreMessage({ storeId: Number.MAX_SAFE_INTEGER + 2 })).toBeUndefined();
  });
});
