import { useSyncExternalStore } from 'react';
import { isMobileWidth } from './mobile';

// useSyncExternalStore keeps every reader in step with one resize listener each and reads the
// width during render, so the first paint already has the right mode (no desktop flash).
const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

const readIsMobile = (): boolean => isMobileWidth(window.innerWidth);

export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, readIsMobile, () => false);
