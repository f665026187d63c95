/** A clock the test moves by hand; timers fire when it passes them. */
import type { Timers } from '../progress';

export class ManualTimers implements Timers {
  time = 0;
  private queue: Array<{ at: number; fn: () => void; id: number }> = [];
  private ids = 0;

  now = (): number => this.time;

  setTimeout = (fn: () => void, ms: number): unknown => {
    this.ids += 1;
    this.queue.push({ at: this.time + ms, fn, id: this.ids });
    return this.ids;
  };

  clearTimeout = (handle: unknown): void => {
    this.queue = this.queue.filter((timer) => timer.id !== handle);
  };

  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.queue.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.queue = this.queue.filter((timer) => timer !== due);
      this.time = due.at;
      due.fn();
    }
    this.time = end;
  }
}
