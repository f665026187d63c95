import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFirstStoreId } from '../seed/demo-store';
import { seedDemo } from '../seed/seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { runCliOn } from './cli-test-kit';
import { parseCommand } from './platform';

/** `npm run platform -- ledger check` on the demo, and on a copy whose entry was altered by hand. */
describe('npm run platform -- ledger check', () => {
  let t: TestApp;
  let storeId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.deps.db);
    storeId = (await demoFirstStoreId(t.app.deps.db)) as number;
  });
  afterAll(() => t.close());

  it('reads the command line', () => {
    expect(parseCommand(['ledger', 'check'])).toEqual({ kind: 'ledger-check' });
    expect(() => parseCommand(['ledger'])).toThrow('ledger needs a command: check');
    expect(() => parseCommand(['ledger', 'check', '1'])).toThrow('ledger check takes no argument');
  });

  it('passes on the demo, whose stored-value card posted its journals', async () => {
    const db = t.app.deps.db;
    const journals = await db
      .selectFrom('ledger_entries')
      .select(['journal', 'account_kind', 'amount_fen'])
      .where('store_id', '=', storeId)
      .orderBy('id')
      .execute();
    expect(journals.length).toBeGreaterThan(0);
    const { code, out, err } = await runCliOn(t, ['ledger', 'check']);
    expect(err).toBe('');
    expect(out).toMatch(
      /^Ledger OK: every identity holds \(\d+ journals, \d+ entries, 1 stored-value cards, \d+ stores\)\.$/,
    );
    expect(code).toBe(0);
  });

  it('fails with the difference printed once an entry is altered by hand', async () => {
    const db = t.app.deps.db;
    const entry = await db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('account_kind', '=', 'card_value')
      .where('journal', 'like', '%:use')
      .executeTakeFirstOrThrow();
    expect(entry.amount_fen).toBe(-5_000);
    // A test of the check, not of the trigger: the copy's trigger is set aside to alter the row.
    if (t.app.deps.config.database.kind === 'postgres') {
      await sql`alter table ledger_entries disable trigger ledger_entries_append_only`.execute(db);
      await sql`update ledger_entries set amount_fen = -4000 where id = ${entry.id}`.execute(db);
      await sql`alter table ledger_entries enable trigger ledger_entries_append_only`.execute(db);
    } else {
      await sql`drop trigger ledger_entries_no_update`.execute(db);
      await sql`update ledger_entries set amount_fen = -4000 where id = ${entry.id}`.execute(db);
    }
    const { code, out, err } = await runCliOn(t, ['ledger', 'check']);
    expect(out).toBe('');
    expect(code).toBe(1);
    const card = entry.account_owner_id as number;
    const cached = (
      await db.selectFrom('member_cards').select('balance').where('id', '=', card).executeTakeFirstOrThrow()
    ).balance as number;
    const fen = (n: number) => `${n} (${(n / 100).toFixed(2)})`;
    const lines = err.split('\n');
    expect(lines[0]).toMatch(/^STORE +IDENTITY +ACCOUNT +EXPECTED FEN +ACTUAL FEN$/);
    const row = (identity: string, account: string, expected: string, actual: string) =>
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${storeId} +${identity} +${account.replace(/[/()]/g, '\\$&')} +${expected.replace(/[()]/g, '\\$&')} +${actual.replace(/[()]/g, '\\$&')}$`,
          ),
        ),
      );
    row(
      'card_balance_equals_ledger',
      `card_value@store:${storeId}/card:${card}`,
      fen(cached + 1_000),
      fen(cached),
    );
    row(
      'card_movement_has_journal',
      `card_value@store:${storeId}/card:${card} use #${entry.object_id}`,
      '-5000 (-50.00)',
      '-4000 (-40.00)',
    );
    row('journal_sums_to_zero', `journal ${entry.journal}`, '0 (0.00)', '1000 (10.00)');
    // The altered entry no longer adds up to the running balance its posting kept.
    row(
      'account_balance_equals_entries',
      `card_value@store:${storeId}/card:${card}`,
      fen(cached + 1_000),
      fen(cached),
    );
    expect(lines.at(-1)).toMatch(/^Ledger check FAILED: 4 difference\(s\) \(/);
  });
});
