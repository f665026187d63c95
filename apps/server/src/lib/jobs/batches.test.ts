import { describe, expect, it } from 'vitest';
import { takeInBatches } from './batches';

describe('takeInBatches', () => {
  const items = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
  const fetchAfter = (asked: number[][]) => async (after: number, size: number) => {
    const batch = items.filter((item) => item.id > after).slice(0, size);
    asked.push([after, size]);
    return batch;
  };

  it('takes keyset batches until one comes back short, counting what was handled', async () => {
    const asked: number[][] = [];
    const handled = await takeInBatches(
      { size: 3, start: 0, cursorOf: (item: { id: number }) => item.id },
      fetchAfter(asked),
      async (item) => item.id % 2 === 1,
    );
    expect(asked).toEqual([
      [0, 3],
      [3, 3],
      [6, 3],
    ]);
    expect(handled).toBe(4);
  });

  it('stops after the batch in which its time budget ran out', async () => {
    const asked: number[][] = [];
    const handled = await takeInBatches(
      { size: 2, start: 0, budgetMs: 0, cursorOf: (item: { id: number }) => item.id },
      fetchAfter(asked),
      async () => true,
    );
    expect([asked, handled]).toEqual([[[0, 2]], 2]);
  });
});
