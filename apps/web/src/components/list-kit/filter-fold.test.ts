import { describe, expect, it } from 'vitest';
import { foldFilters } from './filter-fold';

const filters = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `f${i}` }));

describe('foldFilters', () => {
  it('keeps up to three filters in view', () => {
    expect(foldFilters(filters(3), {})).toEqual({ shown: filters(3), folded: [], foldedInUse: 0 });
  });

  it('shows the first two of four or more and counts the folded ones in use', () => {
    const fold = foldFilters(filters(5), { f0: ['a'], f3: ['x'], f4: [' '] });
    expect(fold.shown.map((f) => f.key)).toEqual(['f0', 'f1']);
    expect(fold.folded.map((f) => f.key)).toEqual(['f2', 'f3', 'f4']);
    expect(fold.foldedInUse).toBe(1);
  });
});
