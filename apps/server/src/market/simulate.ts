import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type MarketOptions, openMarket, type SimConsumer, type SimulationSummary } from './market';
import { outboxCodes } from './market-http';

export { type SimulationSummary, seededRandom } from './market';
export { outboxCodes, serveInProcess } from './market-http';

/**
 * The market simulator (docs/market.md) from the command line: consumers and the front desk
 * (market.ts) driving a running server over HTTP. The server's clock cannot be moved from
 * outside, so a simulated "day" is one round of actions that all happen now (the month's
 * actions take minutes and carry today's dates); the demo seed moves the clock itself
 * (seed/market-month.ts).
 */

export interface SimulationOptions extends MarketOptions {
  days: number;
  /** Consumers acting at the same time within a day. */
  parallel?: number;
}

/** Runs the simulation in real time: each simulated day is one round of actions that happen now. */
export const simulate = async (options: SimulationOptions): Promise<SimulationSummary> => {
  const market = await openMarket(options);
  const parallel = options.parallel ?? 6;
  const { consumers, summary } = market;
  const day = async (c: SimConsumer) => {
    if (market.isActive(c)) await market.act(c);
  };
  for (let d = 1; d <= options.days; d += 1) {
    for (let i = 0; i < consumers.length; i += parallel)
      await Promise.all(consumers.slice(i, i + parallel).map(day));
    await market.deskRound();
    options.log?.(
      `day ${d}: ${summary.orders} orders, ${summary.paid} paid, ${summary.redemptions} redemptions`,
    );
  }
  return summary;
};

export const formatSummary = (s: SimulationSummary): string =>
  [
    `consumers ${s.consumers} (signed in ${s.signed_in}, refused ${s.sign_in_refused})`,
    `exposures ${s.exposures}, clicks ${s.clicks}`,
    `orders ${s.orders}: paid ${s.paid}, failed ${s.failed}, never paid ${s.never_paid}`,
    `bookings ${s.bookings}, check-ins ${s.checkins}, no-shows ${s.no_shows}`,
    `redemptions ${s.redemptions}, undos ${s.undos}`,
    `reviews ${s.reviews}, refunds ${s.refunds}`,
  ].join('\n');

export const marketUsage = `Usage: npm run market -- generate --help (a year of a studio chain, docs/market.md)
       npm run market -- simulate [--days 30] [--consumers 200] [--seed 1] [--base http://127.0.0.1:3000]
  Drives consumers and the demo front desk over HTTP against a running server, then runs the
  ledger check on the server's database (DATABASE_URL / DATA_DIR as the server uses them).`;

/** The command line: `npm run market -- simulate …`. */
export const main = async (argv: string[]): Promise<number> => {
  if (argv[0] === 'generate') return (await import('./generate/generate-cli')).generateMain(argv.slice(1));
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      days: { type: 'string', default: '30' },
      consumers: { type: 'string', default: '200' },
      seed: { type: 'string', default: '1' },
      base: { type: 'string' },
    },
  });
  if (positionals[0] !== 'simulate') {
    console.log(marketUsage);
    return positionals.length === 0 ? 0 : 2;
  }
  const { loadConfig } = await import('../config');
  const { openDatabase } = await import('../db/database');
  const { checkLedger } = await import('../lib/ledger/ledger-check');
  const config = loadConfig();
  const base = values.base ?? `http://127.0.0.1:${config.port}`;
  const summary = await simulate({
    base,
    days: Number(values.days),
    consumers: Number(values.consumers),
    seed: Number(values.seed),
    codeFor: outboxCodes(config.dataDir),
    log: (line) => console.log(line),
  });
  console.log(formatSummary(summary));
  const db = openDatabase(config.database);
  try {
    const report = await checkLedger(db);
    console.log(
      report.differences.length === 0
        ? 'ledger check: ok'
        : `ledger check FAILED: ${JSON.stringify(report.differences)}`,
    );
    return report.differences.length === 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
