/** TanStack Query hooks of /verify. Keys start with 'coupon' (never the store id). */
import { useEffect, useState } from 'react';

export const couponKeys = {
  all: ['coupon'] as const,
  redemptions: ['coupon', 'redemptions'] as const,
};

/** The current time, renewed every `everyMs` (the undo countdowns). */
export const useNow = (everyMs = 1000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
