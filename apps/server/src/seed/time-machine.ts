/**
 * The demo seed's clock (docs/market.md "The simulated month"). The server has no clock of its
 * own: every instant comes from `new Date()` or `Date.now()` (lib/time.ts and the features). To
 * make a month of trade happen on the days it is dated, the seed replaces the global `Date` by a
 * proxy whose `now()` and argument-less construction answer the real time plus an offset, and
 * puts the real `Date` back when it is done. It runs before the server listens, so no request
 * but the seed's own sees the moved clock. Timers (`setTimeout`), `performance.now()` and the
 * database are not touched: no table takes its times from the database's clock.
 *
 * The clock only moves forward, so that an instant written later is never earlier than one
 * written before it (the ledger, the outbox and the job leases rely on that order).
 */
export interface TimeMachine {
  /** Moves the clock so that now is `at` (ms since the epoch); never backwards. */
  travelTo: (at: number) => void;
  /** The real time, whatever the offset. */
  realNow: () => number;
  /** Puts the real clock back (the offset is 0 and `Date` is the original again). */
  restore: () => void;
}

/** Starts the clock at `at` (ms since the epoch, in the past). */
export const startTimeMachine = (at: number): TimeMachine => {
  const RealDate = globalThis.Date;
  if ((RealDate as { timeMachine?: boolean }).timeMachine)
    throw new Error('the time machine is already running');
  let offset = at - RealDate.now();
  const now = () => RealDate.now() + offset;
  const Shifted: DateConstructor = new Proxy(RealDate, {
    construct: (target, args, newTarget): object =>
      Reflect.construct(
        target,
        args.length === 0 ? [now()] : args,
        newTarget === Shifted ? target : newTarget,
      ),
    // `Date()` called as a function answers the time as text.
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => {
      if (property === 'now') return now;
      if (property === 'timeMachine') return true;
      return Reflect.get(target, property, receiver);
    },
  });
  globalThis.Date = Shifted;
  return {
    travelTo: (at) => {
      if (at < now())
        throw new Error(`the time machine only moves forward (${new RealDate(at).toISOString()})`);
      offset = at - RealDate.now();
    },
    realNow: () => RealDate.now(),
    restore: () => {
      offset = 0;
      globalThis.Date = RealDate;
    },
  };
};
