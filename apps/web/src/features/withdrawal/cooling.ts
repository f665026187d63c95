/** How long until an account may be used for withdrawals (null when it may be now). */
export const coolingLeft = (
  usableFrom: string,
  now = Date.now(),
): { hours: number; minutes: number } | null => {
  const ms = Date.parse(usableFrom) - now;
  if (!(ms > 0)) return null;
  const minutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};
