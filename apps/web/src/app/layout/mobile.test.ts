import { describe, expect, it } from 'vitest';
import { isMobileWidth, MOBILE_BREAKPOINT } from './mobile';

describe('isMobileWidth', () => {
  it('treats 1026 px as mobile and 1027 px as desktop (width minus 3 under 1024)', () => {
    expect(isMobileWidth(1026)).toBe(true);
    expect(isMobileWidth(1027)).toBe(false);
  });

  it('covers the extremes', () => {
    expect(isMobileWidth(0)).toBe(true);
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(MOBILE_BREAKPOINT)).toBe(true);
    expect(isMobileWidth(1920)).toBe(false);
  });
});
