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

/**
 * Test set-up of the withdrawal journey (straight into the server's SQLite file, once): an
 * Alipay account of the legal representative that is already past its 24 h wait, 200 yuan
 * more in the available balance (the journey withdraws exactly that, so the finance journey's
 * figures stay as they were).
 */
export const prepareWithdrawalStore = (dataDir: string, storeName: string): { accountId: number } => {
  const db = new Database(path.join(dataDir, 'console.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const store = db.prepare('select id from stores where name = ?').get(storeName) as { id: number };
    const owner = db.prepare('select account_id from store_managers where store_id = ?').get(store.id) as {
      account_id: number;
    };
    const now = new Date().toISOString();
    const past = new Date(Date.now() - 25 * 3600_000).toISOString();
    const existing = db
      .prepare("select id from withdrawal_accounts where store_id = ? and account_no_hash = 'e2e-alipay'")
      .get(store.id) as { id: number } | undefined;
    const accountId =
      existing?.id ??
      Number(
        db
          .prepare(
            `insert into withdrawal_accounts (store_id, type, holder_name, account_no, account_no_masked, account_no_hash,
               bank_name, bank_branch, is_default, usable_from, created_by, created_at, updated_at, deleted_at)
             values (?, 1, ?, '13900139000', '139****9000', 'e2e-alipay', null, null, 0, ?, ?, ?, ?, null)`,
          )
          .run(store.id, LEGAL_NAME, past, owner.account_id, past, past).lastInsertRowid,
      );
    const insert = db.prepare(
      `insert into ledger_entries (journal, line, store_id, account_kind, account_owner_id, amount_fen, object_kind,
         object_id, reverses_entry_id, actor_kind, actor_account_id, request_id, created_at)
       values (?, ?, ?, ?, null, ?, 'payment', 900002, null, 'system', null, null, ?) on conflict (journal, line) do nothing`,
    );
    insert.run('payment:900002:paid', 1, store.id, 'store_desk_takings', -20_000, now);
    insert.run('payment:900002:paid', 2, store.id, 'store_available', 20_000, now);
    return { accountId };
  } finally {
    db.close();
  }
};
