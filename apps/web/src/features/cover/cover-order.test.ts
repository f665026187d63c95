import { describe, expect, it } from 'vitest';
import { applyOrder, moveItem, orderAfterDrop } from './cover-order';

describe('cover order', () => {
  it('moves one item forwards and backwards, leaving the others in place', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('turns a drop into the complete new order, or null when nothing moves', () => {
    expect(orderAfterDrop([10, 20, 30], 30, 10)).toEqual([30, 10, 20]);
    expect(orderAfterDrop([10, 20, 30], 10, 20)).toEqual([20, 10, 30]);
    expect(orderAfterDrop([10, 20, 30], 10, 10)).toBeNull();
    expect(orderAfterDrop([10, 20, 30], 10, null)).toBeNull();
    expect(orderAfterDrop([10, 20, 30], 99, 10)).toBeNull();
  });

  it('shows rows in the new order renumbered from 1, dropping ids it does not know', () => {
    const rows = [
      { id: 10, sort: 1, caption: 'a' },
      { id: 20, sort: 2, caption: 'b' },
      { id: 30, sort: 5, caption: 'c' },
    ];
    expect(applyOrder(rows, [30, 10, 20, 40])).toEqual([
      { id: 30, sort: 1, caption: 'c' },
      { id: 10, sort: 2, caption: 'a' },
      { id: 20, sort: 3, caption: 'b' },
    ]);
  });
});
