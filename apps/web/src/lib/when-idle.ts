/**
 * Runs `callback` when the browser has nothing more urgent to do (within `timeout` ms at the
 * latest), and answers a function that cancels it: for work nobody waits for, kept off the
 * first screen's path. Where requestIdleCallback is missing (Safari), a timer stands in.
 */
export const whenIdle = (callback: () => void, timeout = 2_000): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
};
