/**
 * Test set-up of the finance journey, written straight into the server's SQLite file (the e2e
 * server runs on DATA_DIR/console.sqlite). The browser tests' server seeds no orders
 * (NODE_ENV=test runs no market simulation), so the journey gives the store three balanced journals as the order, settlement and
 * withdrawal features post them (written once: a second run finds them). The qualifications on
 * the approved claim, legal representative 李明, come from the demo seed (seed/market.seed.ts).
 */
import path from 'node:path';
import Database from 'better-sqlite3';

export const LEGAL_NAME = '李明';

export const prepareFinanceStore = (dataDir: string, storeName: string): number => {
  const db = new Database(path.join(dataDir, 'console.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const store = db.prepare('select id from stores where name = ?').get(storeName) as { id: number };
    const now = new Date().toISOString();
    const journals: [string, string, number, [string, number | null, number][]][] = [
      [
        'order:900001:paid',
        'order',
        900001,
        [
          ['store_desk_takings', store.id, -29_900],
          ['store_custody', store.id, 29_900],
        ],
      ],
      [
        'coupon_redemption:900001:settle',
        'coupon_redemption',
        900001,
        [
          ['store_custody', store.id, -9_900],
          ['store_available', store.id, 9_300],
          ['platform_fees', null, 600],
        ],
      ],
      [
        'withdrawal:900001:request',
        'withdrawal',
        900001,
        [
          ['store_available', store.id, -5_000],
          ['store_withdrawing', store.id, 5_000],
        ],
      ],
    ];
    const insert = db.prepare(
      `insert into ledger_entries (journal, line, store_id, account_kind, account_owner_id, amount_fen, object_kind,
         object_id, reverses_entry_id, actor_kind, actor_account_id, request_id, created_at)
       values (?, ?, ?, ?, null, ?, ?, ?, null, 'system', null, null, ?) on conflict (journal, line) do nothing`,
    );
    for (const [journal, kind, id, lines] of journals)
      lines.forEach(([account, storeId, fen], index) => {
        insert.run(journal, index + 1, storeId, account, fen, kind, id, now);
      });
    return store.id;
  } finally {
    db.close();
  }
};
