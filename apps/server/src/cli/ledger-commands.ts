import type { Database } from '../db/database';
import { checkLedger, type LedgerCheckReport } from '../lib/ledger';
import { formatTable } from './text-table';

/**
 * `ledger …` of the platform tool (docs/ledger.md "The check"): proves every identity of the
 * money ledger for every store. The checking is lib/ledger's; this file only prints.
 */
export const ledgerUsage = `  ledger check
      (proves every identity of the money ledger for every store; exits 1 on a difference)`;

export type LedgerAction = { kind: 'ledger-check' };

export const isLedgerAction = (action: { kind: string }): action is LedgerAction =>
  action.kind.startsWith('ledger-');

/** Wrong usage of a `ledger` command (the tool prints the usage and exits 2). */
export class LedgerUsageError extends Error {}

export const parseLedgerCommand = (command: string | undefined, idText: string | undefined): LedgerAction => {
  if (command !== 'check') throw new LedgerUsageError('ledger needs a command: check');
  if (idText !== undefined) throw new LedgerUsageError('ledger check takes no argument');
  return { kind: 'ledger-check' };
};

const fen = (value: number) => `${value} (${(value / 100).toFixed(2)})`;

/** The report as printed: one OK line, or a table of differences and their count. */
export const formatLedgerReport = (report: LedgerCheckReport): string => {
  const counted = `${report.journals} journals, ${report.entries} entries, ${report.cards} stored-value cards, ${report.stores} stores`;
  if (report.differences.length === 0) return `Ledger OK: every identity holds (${counted}).`;
  const table = formatTable(
    ['STORE', 'IDENTITY', 'ACCOUNT', 'EXPECTED FEN', 'ACTUAL FEN'],
    report.differences.map((d) => [
      d.store_id === null ? 'platform' : String(d.store_id),
      d.identity,
      d.account,
      fen(d.expected),
      fen(d.actual),
    ]),
  );
  return `${table}\n\nLedger check FAILED: ${report.differences.length} difference(s) (${counted}).`;
};

/** Runs the check; exit code 0 when every identity holds, else 1. */
export const executeLedgerAction = async (
  _action: LedgerAction,
  db: Database,
): Promise<{ code: number; text: string }> => {
  const report = await checkLedger(db);
  return { code: report.differences.length === 0 ? 0 : 1, text: formatLedgerReport(report) };
};
