import { parseArgs } from 'node:util';
import { databaseSize, type GenerateReport, generate } from './generate';
import { runSampleCheck, type SampleCheckResult } from './sample-check';

export const generateUsage = `Usage: npm run market -- generate [--stores 50] [--members 200000] [--orders 1000000]
       [--seed 1] [--days 365] [--into-existing]
  Writes a year of a studio chain (its own owner "chain" / chain123) into the server's database
  (DATABASE_URL / DATA_DIR), then runs the sample check against the real services and the
  ledger check. Refuses a database with business data outside the demo stores unless
  --into-existing.`;

export const formatReport = (report: GenerateReport, sample: SampleCheckResult, bytes: number): string =>
  [
    `owner ${report.owner} (password chain123), stores ${report.storeIds.length}`,
    ...Object.entries(report.counts).map(([table, n]) => `  ${table}: ${n}`),
    `orders from ${report.firstOrderAt} to ${report.lastOrderAt}`,
    `time ${report.seconds.toFixed(1)} s, database ${(bytes / 1024 / 1024).toFixed(1)} MiB`,
    `sample check: ${sample.differences.length === 0 ? 'ok' : 'FAILED'} (${sample.scenarios} real orders through the gateway, ${sample.rowsCompared} rows compared column by column)`,
    ...sample.differences.slice(0, 30).map((d) => `  ${d}`),
    `ledger check: ${report.ledgerDifferences === 0 ? 'ok' : `FAILED (${report.ledgerDifferences} differences)`}`,
  ].join('\n');

/** `npm run market -- generate …` */
export const generateMain = async (argv: string[]): Promise<number> => {
  const { values } = parseArgs({
    args: argv,
    options: {
      stores: { type: 'string', default: '50' },
      members: { type: 'string', default: '200000' },
      orders: { type: 'string', default: '1000000' },
      seed: { type: 'string', default: '1' },
      days: { type: 'string', default: '365' },
      'into-existing': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(generateUsage);
    return 0;
  }
  const numbers = ['stores', 'members', 'orders', 'seed', 'days'] as const;
  for (const name of numbers)
    if (!/^[1-9][0-9]*$/.test(values[name])) {
      console.error(`--${name} must be a positive whole number, not "${values[name]}"`);
      return 2;
    }
  const { loadConfig } = await import('../../config');
  const { buildApp } = await import('../../app');
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const app = await buildApp(config);
  await app.ready();
  try {
    const report = await generate(app.deps.db, config, {
      stores: Number(values.stores),
      members: Number(values.members),
      orders: Number(values.orders),
      seed: Number(values.seed),
      days: Number(values.days),
      intoExisting: values['into-existing'],
      log: (line) => console.log(line),
    });
    const sample = await runSampleCheck(app, report, Number(values.seed));
    console.log(formatReport(report, sample, await databaseSize(app.deps.db, config)));
    return report.ledgerDifferences === 0 && sample.differences.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await app.close();
  }
};
