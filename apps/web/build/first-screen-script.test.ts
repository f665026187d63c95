import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneScriptOf } from './first-screen-script';

declare global {
  var __parts: string[] | undefined;
}

afterEach(() => {
  vi.useRealTimers();
  globalThis.__parts = undefined;
});

describe("index.html's one first-screen script", () => {
  it('runs its parts in order', () => {
    globalThis.__parts = [];
    new Function(
      oneScriptOf(['globalThis.__parts.push("preloads")', 'globalThis.__parts.push("sidebar")']),
    )();
    expect(globalThis.__parts).toEqual(['preloads', 'sidebar']);
  });

  it('runs the next part after one fails, as separate scripts would, and still reports the failure', () => {
    vi.useFakeTimers();
    globalThis.__parts = [];
    new Function(oneScriptOf(['throw new Error("preloads failed")', 'globalThis.__parts.push("sidebar")']))();
    expect(globalThis.__parts).toEqual(['sidebar']);
    expect(() => vi.runAllTimers()).toThrow('preloads failed');
  });
});
