/** How long one run keeps taking batches before it leaves the rest to the next run. */
export const DEFAULT_RUN_BUDGET_MS = 30_000;

/**
 * Takes work in bounded batches: `fetch(after)` answers at most `size` items after the cursor
 * (keyset, so an item left as it was is never fetched twice in one run), `handle` does one.
 * Stops when a batch comes back short, or when the time budget is spent (the next run goes
 * on). Answers how many items `handle` counted.
 */
export const takeInBatches = async <T, C>(
  options: { size: number; budgetMs?: number; start: C; cursorOf: (item: T) => C },
  fetch: (after: C, size: number) => Promise<T[]>,
  handle: (item: T) => Promise<boolean>,
): Promise<number> => {
  const deadline = Date.now() + (options.budgetMs ?? DEFAULT_RUN_BUDGET_MS);
  let after = options.start;
  let handled = 0;
  for (;;) {
    const batch = await fetch(after, options.size);
    for (const item of batch) if (await handle(item)) handled += 1;
    const last = batch.at(-1);
    if (batch.length < options.size || last === undefined || Date.now() >= deadline) return handled;
    after = options.cursorOf(last);
  }
};
