/**
 * Runs `worker` over `items` with at most `limit` at a time. The first failure stops new
 * items from starting and is thrown once the running ones have settled, so that nothing is
 * left running behind the caller's back.
 */
export const runPool = async <T>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<void>,
): Promise<void> => {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async (): Promise<void> => {
    while (!failure && next < items.length) {
      const index = next;
      next += 1;
      try {
        await worker(items[index]!, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane);
  await Promise.all(lanes);
  if (failure) throw failure.error;
};
