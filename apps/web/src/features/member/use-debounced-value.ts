import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (typing in a remote search box). */
export const useDebouncedValue = <T>(value: T, ms = 300): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};
