import { type ReactNode, useEffect } from 'react';

/**
 * Renders its child unchanged and calls `onCommit` once that child is on the page: for the
 * drawn /login, when hydration has finished. One child and no markup of its own, so the
 * markup and useId's ids are those of the tree without it.
 */
export const AfterFirstCommit = ({ onCommit, children }: { onCommit: () => void; children: ReactNode }) => {
  useEffect(() => onCommit(), [onCommit]);
  return children;
};
