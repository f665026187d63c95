// @vitest-environment happy-dom
import type { UseQueryResult } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditDrawer } from './use-edit-drawer';

interface Thing {
  id: number;
}

/** A detail query by hand: `loaded` ids answer, `failed` ids fail, others are still loading. */
const detail =
  (loaded: number[], failed: number[] = []) =>
  (id: number | null) =>
    ({
      data: id !== null && loaded.includes(id) ? { id } : undefined,
      isFetching: id !== null && !loaded.includes(id) && !failed.includes(id),
      isError: id !== null && failed.includes(id),
    }) as UseQueryResult<Thing>;

describe('useEditDrawer', () => {
  it('opens New at once, with no row', () => {
    const { result } = renderHook(() => useEditDrawer(detail([])));
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.openNew());
    expect(result.current.isOpen).toBe(true);
    expect(result.current.item).toBeUndefined();
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
  });

  it('opens Edit only once the row is loaded, spinning that row meanwhile', () => {
    let loaded: number[] = [];
    const { result, rerender } = renderHook(() => useEditDrawer(detail(loaded)));
    act(() => result.current.openEdit(7));
    expect(result.current.isOpen).toBe(false);
    expect(result.current.isLoading(7)).toBe(true);
    expect(result.current.isLoading(8)).toBe(false);
    loaded = [7];
    rerender();
    expect(result.current.isOpen).toBe(true);
    expect(result.current.item).toEqual({ id: 7 });
  });

  it('gives up on a row that could not be loaded', () => {
    const { result } = renderHook(() => useEditDrawer(detail([], [9])));
    act(() => result.current.openEdit(9));
    expect(result.current.isOpen).toBe(false);
    expect(result.current.isLoading(9)).toBe(false);
    act(() => result.current.openNew());
    expect(result.current.item).toBeUndefined();
  });
});
