import { CHINA_OFFSET_MS } from '@merchant/shared';
import type { Database } from '../../db/database';
import { createSessionToken } from '../../test/factories';
import { recordMemberPaid } from '../member/member-paid';
import { THROTTLE_MINUTES } from './statistics-events';

let serial = 0;

/**
 * A consumer account (role 1) with a year-long session: its id and bearer token. Inserted
 * directly without a password (consumers sign in by phone code; hashing one per consumer
 * would be most of the test's time).
 */
export const consumer = async (db: Database) => {
  serial += 1;
  const { id } = await db
    .insertInto('accounts')
    .values({
      username: `c_${process.pid}_${serial}_${Date.now()}`,
      phone: `136${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(5, '0')}`,
      password_hash: '',
      name: 'Consumer',
      avatar: '',
      role: 1,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token: await createSessionToken(db, id, { expiresInMs: 400 * 86_400_000 }) };
};

/** An order of the store, inserted directly (the orders feature is another branch's). */
export const insertOrder = async (
  db: Database,
  storeId: number,
  paidAt: string | null,
  memberId: number | null = null,
) => {
  serial += 1;
  const { id } = await db
    .insertInto('orders')
    .values({
      order_no: `OT${String(process.pid).slice(-4)}${String(serial).padStart(10, '0')}`,
      store_id: storeId,
      kind: 'item',
      buyer_account_id: 1,
      buyer_phone: '13900000000',
      member_id: memberId,
      status: paidAt === null ? 'unpaid' : 'paid',
      total_fen: 19_900,
      title: 'Monthly card',
      category: 7,
      item_count: 1,
      pay_deadline_at: paidAt ?? new Date().toISOString(),
      paid_at: paidAt,
      created_at: paidAt ?? new Date().toISOString(),
      updated_at: paidAt ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As the payment does (order-payment deliver).
  if (memberId !== null && paidAt !== null) await recordMemberPaid(db, memberId, paidAt);
  return id;
};

/** An event as a test made it: what, where, who, when. */
export interface ScriptEvent {
  kind: 'exposure' | 'click';
  storeId: number;
  /** The listing clicked, or 0 for a store page (the store's exposure). */
  key: number;
  consumer: number;
  at: string;
}

const chinaDayOf = (at: string) => new Date(Date.parse(at) + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The figures per China day computed straight from the events, independently of the server's
 * aggregates: raw count, unique consumers, and counted (a consumer's event on a key counts when
 * it is the first that day or at least the throttle after the last counted one).
 */
export const expectedDaily = (events: ScriptEvent[], kind: 'exposure' | 'click', storeId: number) => {
  const mine = events
    .filter((e) => e.kind === kind && e.storeId === storeId)
    .sort((a, b) => a.at.localeCompare(b.at));
  const days = new Map<string, { raw: number; consumers: Set<number>; counted: number }>();
  const lastCounted = new Map<string, number>();
  for (const e of mine) {
    const day = chinaDayOf(e.at);
    const figures = days.get(day) ?? { raw: 0, consumers: new Set<number>(), counted: 0 };
    days.set(day, figures);
    figures.raw += 1;
    figures.consumers.add(e.consumer);
    const slot = `${day}|${e.key}|${e.consumer}`;
    const last = lastCounted.get(slot);
    const t = Date.parse(e.at);
    if (last === undefined || t - last >= THROTTLE_MINUTES * 60_000) {
      figures.counted += 1;
      lastCounted.set(slot, t);
    }
  }
  return days;
};
