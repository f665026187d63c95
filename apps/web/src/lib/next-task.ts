/**
 * Resolves in a task of its own: what the browser has waiting (a click, a paint) goes first.
 * For splitting one long piece of start-up work into several short ones, so that a click on
 * the page is not held back behind all of it. `scheduler.yield()` where the browser has it
 * (its continuation runs before other waiting tasks, after input); a message otherwise, which
 * unlike `setTimeout(0)` is not clamped to 4 ms.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
};
