import { startTransition, useLayoutEffect, useState } from 'react';

/**
 * Whether the layout renders what is not the sidebar yet: false in its first render, true from
 * the next. The first commit then holds the sidebar in the header's frame, and the menu answers
 * a click about 100 ms sooner than when it came with the whole console. The top bar, the tab
 * strip and the page follow as a transition: started from a layout effect, so that it begins
 * right after that commit rather than after a paint, and interrupted by a click, whose folder
 * opens at once. Measured in docs/performance.md (session 31): the first click handled 95–240 ms
 * sooner on every benched screen, what the page shows up to 75 ms later.
 */
export const useRestAfterSidebar = (): boolean => {
  const [shown, setShown] = useState(false);
  useLayoutEffect(() => startTransition(() => setShown(true)), []);
  return shown;
};
