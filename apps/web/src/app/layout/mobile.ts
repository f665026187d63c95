/**
 * Mobile mode (spec §2 "Shell behaviour", §9): below 1024 px, measured minus 3, the sidebar
 * becomes a drawer. The 3 px allowance is the spec's (it mirrors the scrollbar slack of the
 * original console), so a 1026 px window is mobile and a 1027 px window is not.
 */
export const MOBILE_BREAKPOINT = 1024;
const WIDTH_ALLOWANCE = 3;

/** The narrowest window that has the sidebar rather than the drawer. */
export const DESKTOP_MIN_WIDTH = MOBILE_BREAKPOINT + WIDTH_ALLOWANCE;

export const isMobileWidth = (width: number): boolean => width < DESKTOP_MIN_WIDTH;
