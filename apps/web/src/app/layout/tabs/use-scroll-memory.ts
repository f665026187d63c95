import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Kept-alive views share one scrolling container, so its scrollTop belongs to whichever view
 * is showing. This remembers it per tab key (from scroll events, attributed to the tab that
 * was showing) and puts it back when a tab shows again, before the browser paints.
 * Returns the container's onScroll handler.
 */
export const useScrollMemory = (
  container: RefObject<HTMLElement | null>,
  activeKey: string | undefined,
  /** False for a view that was not kept (noCache): it starts at the top like any fresh page. */
  restorable: boolean,
): (() => void) => {
  const positions = useRef(new Map<string, number>());
  const showing = useRef(activeKey);

  useLayoutEffect(() => {
    showing.current = activeKey;
    const element = container.current;
    if (!element || activeKey === undefined) return;
    element.scrollTop = restorable ? (positions.current.get(activeKey) ?? 0) : 0;
  }, [container, activeKey, restorable]);

  return useCallback(() => {
    const element = container.current;
    if (element && showing.current !== undefined) positions.current.set(showing.current, element.scrollTop);
  }, [container]);
};
