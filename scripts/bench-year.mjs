// A year of one store's orders for the console figures of scripts/bench.mjs: the demo owner's
// first store gets `perDay` orders a day (fewer on weekdays, more at weekends) for the last 365
// days, with their items, written straight into the bench server's SQLite file. The API cannot
// date a change in the past (docs/market.md "Time"), so the rows are inserted as the orders
// feature writes them: kind, status, money, times and the member they are for.
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const requireFromServer = createRequire(path.join(root, 'apps/server/package.json'));
// The same driver pair as apps/server/src/db/database.ts (12 on Node 20, 13 from Node 22).
const SQLite = requireFromServer(
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3',
);

const DAY_MS = 86_400_000;
const TITLES = [
  ['私教体验课', 7, 9_900],
  ['燃脂团课 10 次', 3, 59_900],
  ['少儿游泳月卡', 5, 88_000],
  ['瑜伽入门 4 节', 2, 29_900],
  ['拳击私教 1 节', 7, 32_000],
];
const CARDS = [
  ['年卡', 199_900],
  ['季卡', 69_900],
  ['次卡 20 次', 80_000],
];

/** A small seeded generator (mulberry32), so that every bench run writes the same year. */
const random = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Writes the year; answers how many orders were added and for which store. */
export const addYearOfOrders = (dataDir, { perDay = 40, now = Date.now() } = {}) => {
  const db = new SQLite(path.join(dataDir, 'console.sqlite'));
  db.pragma('busy_timeout = 10000');
  try {
    const store = db
      .prepare(
        `select sm.store_id as id from store_managers sm join accounts a on a.id = sm.account_id
         where a.username = 'demo' order by sm.store_id limit 1`,
      )
      .get();
    if (!store) throw new Error('bench-year: the demo owner has no store');
    const members = db
      .prepare('select id from members where store_id = ?')
      .all(store.id)
      .map((r) => r.id);
    const buyer = db
      .prepare(
        "select id, phone from accounts where role = 1 and phone is not null and phone <> '' order by id limit 1",
      )
      .get() ?? {
      id: 1,
      phone: '13900000000',
    };
    const addOrder = db.prepare(
      `insert into orders (order_no, store_id, kind, buyer_account_id, buyer_phone, member_id, status,
         total_fen, paid_fen, title, category, item_count, pay_deadline_at, paid_at, closed_at,
         created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)`,
    );
    const addItem = db.prepare(
      `insert into order_items (order_id, store_id, line, item_type, item_id, name, category,
         unit_price_fen, quantity, amount_fen, uses_per_unit, validity_days, snapshot, created_at)
       values (?, ?, 1, ?, 0, ?, ?, ?, 1, ?, ?, ?, '{}', ?)`,
    );
    const next = random(2026);
    let count = 0;
    db.transaction(() => {
      for (let day = 365; day >= 1; day--) {
        const dayStart = now - day * DAY_MS;
        const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
        const orders = Math.round(perDay * (weekend ? 1.5 : 0.8) * (0.7 + 0.6 * next()));
        for (let i = 0; i < orders; i++) {
          const created = dayStart + Math.floor(next() * DAY_MS);
          const at = new Date(created).toISOString();
          const isCard = next() < 0.2;
          const card = CARDS[Math.floor(next() * CARDS.length)];
          const [title, category, price] = isCard
            ? [card[0], null, card[1]]
            : TITLES[Math.floor(next() * TITLES.length)];
          const roll = next();
          const unpaid = roll < 0.1;
          const status = unpaid
            ? 'closed'
            : isCard
              ? 'paid'
              : roll < 0.7
                ? 'used'
                : roll < 0.9
                  ? 'partly_used'
                  : 'paid';
          const paidAt = unpaid ? null : new Date(created + 60_000).toISOString();
          const orderNo = `Y${at.slice(0, 10).replaceAll('-', '')}${String(count).padStart(10, '0')}`;
          const { lastInsertRowid } = addOrder.run(
            orderNo,
            store.id,
            isCard ? 'card' : 'item',
            buyer.id,
            buyer.phone,
            unpaid || members.length === 0 ? null : members[Math.floor(next() * members.length)],
            status,
            price,
            unpaid ? 0 : price,
            title,
            category,
            new Date(created + 30 * 60_000).toISOString(),
            paidAt,
            unpaid ? new Date(created + 30 * 60_000).toISOString() : null,
            at,
            paidAt ?? at,
          );
          addItem.run(
            lastInsertRowid,
            store.id,
            isCard ? 'card_type' : 'listing',
            title,
            category,
            price,
            price,
            isCard ? null : 10,
            isCard ? null : 365,
            at,
          );
          count += 1;
        }
      }
      // The store's sold titles, as the orders feature records them with each order (order_titles).
      db.prepare(
        `insert into order_titles (store_id, kind, title)
         select distinct store_id, kind, title from orders where store_id = ? on conflict do nothing`,
      ).run(store.id);
      // Each member's two latest paid times, as the payment keeps them (features/member/member-paid.ts).
      const paid = 'from orders as o where o.member_id = members.id and o.paid_at is not null';
      db.prepare(
        `update members set last_paid_at = (select max(o.paid_at) ${paid}),
           prior_paid_at = (select o.paid_at ${paid} order by o.paid_at desc limit 1 offset 1)
         where store_id = ?`,
      ).run(store.id);
    })();
    return { orders: count, storeId: store.id };
  } finally {
    db.close();
  }
};
