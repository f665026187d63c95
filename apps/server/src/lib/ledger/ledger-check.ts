import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { accountName } from './ledger-accounts';
import { NO_ID } from './ledger-balances';

/** The identities docs/ledger.md "Identities" lists; the check proves each for every store. */
export type LedgerIdentity =
  | 'journal_sums_to_zero'
  | 'reversal_negates_its_entry'
  | 'entry_reversed_once'
  | 'account_balance_equals_entries'
  | 'card_balance_equals_ledger'
  | 'card_movement_has_journal'
  | 'card_usage_explains_balance'
  | 'redemption_settlement_posted'
  | 'payment_has_journal'
  | 'withdrawal_has_journal';

export interface LedgerDifference {
  identity: LedgerIdentity;
  store_id: number | null;
  /** The account, journal or card the identity is about. */
  account: string;
  expected: number;
  actual: number;
}

export interface LedgerCheckReport {
  differences: LedgerDifference[];
  journals: number;
  entries: number;
  stores: number;
  cards: number;
}

const n = (value: unknown) => Number(value ?? 0);
const storeOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Every journal's entries sum to zero. */
const unbalancedJournals = async (db: Database): Promise<LedgerDifference[]> => {
  const { rows } = await sql<{ journal: string; store_id: number | null; total: string | number }>`
    select journal, min(store_id) as store_id, sum(amount_fen) as total
    from ledger_entries group by journal having sum(amount_fen) <> 0 order by journal`.execute(db);
  return rows.map((r) => ({
    identity: 'journal_sums_to_zero',
    store_id: storeOf(r.store_id),
    account: `journal ${r.journal}`,
    expected: 0,
    actual: n(r.total),
  }));
};

/** A reversal names an existing entry, on the same account, with the opposite amount. */
const badReversals = async (db: Database): Promise<LedgerDifference[]> => {
  const { rows } = await sql<{
    id: number;
    store_id: number | null;
    account_kind: string;
    account_owner_id: number | null;
    amount_fen: string | number;
    target_amount: string | number | null;
  }>`
    select r.id, r.store_id, r.account_kind, r.account_owner_id, r.amount_fen, t.amount_fen as target_amount
    from ledger_entries r left join ledger_entries t on t.id = r.reverses_entry_id
    where r.reverses_entry_id is not null and (
      t.id is null or t.amount_fen <> -r.amount_fen or t.account_kind <> r.account_kind
      or t.store_id is distinct from r.store_id or t.account_owner_id is distinct from r.account_owner_id)
    order by r.id`.execute(db);
  return rows.map((r) => ({
    identity: 'reversal_negates_its_entry',
    store_id: storeOf(r.store_id),
    account: `${accountName({ kind: r.account_kind, storeId: storeOf(r.store_id), ownerId: storeOf(r.account_owner_id) })} entry ${r.id}`,
    expected: -n(r.amount_fen),
    actual: n(r.target_amount),
  }));
};

/** No entry is reversed twice (the unique index forbids it; the check proves it). */
const twiceReversed = async (db: Database): Promise<LedgerDifference[]> => {
  const { rows } = await sql<{ reverses_entry_id: number; store_id: number | null; times: string | number }>`
    select reverses_entry_id, min(store_id) as store_id, count(*) as times from ledger_entries
    where reverses_entry_id is not null group by reverses_entry_id having count(*) > 1`.execute(db);
  return rows.map((r) => ({
    identity: 'entry_reversed_once',
    store_id: storeOf(r.store_id),
    account: `entry ${r.reverses_entry_id}`,
    expected: 1,
    actual: n(r.times),
  }));
};

/**
 * Every account's running balance (ledger_balances) equals the sum of its entries, and every
 * account with entries has one. The entries are summed per account along the covering index
 * (store_id, account_kind, account_owner_id, amount_fen); those few sums and the balance rows
 * are then matched in one grouped union (a stored "none" is 0, NO_ID).
 */
const accountBalances = async (db: Database): Promise<LedgerDifference[]> => {
  const { rows } = await sql<{
    store_id: number;
    account_kind: string;
    account_owner_id: number;
    total: string | number;
    stored: string | number;
    with_row: string | number;
  }>`
    select store_id, account_kind, account_owner_id, sum(total) as total, sum(stored) as stored,
      sum(with_row) as with_row
    from (
      select coalesce(store_id, ${sql.lit(NO_ID)}) as store_id, account_kind,
        coalesce(account_owner_id, ${sql.lit(NO_ID)}) as account_owner_id, total, 0 as stored, 0 as with_row
      from (
        select store_id, account_kind, account_owner_id, sum(amount_fen) as total from ledger_entries
        group by store_id, account_kind, account_owner_id
      ) e
      union all
      select store_id, account_kind, account_owner_id, 0, balance_fen, 1 from ledger_balances
    ) t
    group by store_id, account_kind, account_owner_id
    having sum(total) <> sum(stored) or sum(with_row) = 0
    order by store_id, account_kind, account_owner_id`.execute(db);
  return rows.map((r) => {
    const storeId = n(r.store_id) === NO_ID ? null : n(r.store_id);
    const ownerId = n(r.account_owner_id) === NO_ID ? null : n(r.account_owner_id);
    return {
      identity: 'account_balance_equals_entries',
      store_id: storeId,
      account: `${accountName({ kind: r.account_kind, storeId, ownerId })}${n(r.with_row) === 0 ? ' (no balance row)' : ''}`,
      expected: n(r.total),
      actual: n(r.stored),
    };
  });
};

/** A stored-value card's cached balance equals the sum of its card_value account. */
const cardBalances = async (db: Database): Promise<LedgerDifference[]> => {
  const { rows } = await sql<{
    id: number;
    store_id: number;
    balance: number | null;
    total: string | number | null;
  }>`
    select c.id, c.store_id, c.balance, l.total
    from member_cards c left join (
      select store_id, account_owner_id, sum(amount_fen) as total from ledger_entries
      where account_kind = 'card_value' group by store_id, account_owner_id
    ) l on l.store_id = c.store_id and l.account_owner_id = c.id
    where c.kind = 'stored_value' and coalesce(c.balance, 0) <> coalesce(l.total, 0)
    order by c.id`.execute(db);
  return rows.map((r) => ({
    identity: 'card_balance_equals_ledger',
    store_id: r.store_id,
    account: accountName({ kind: 'card_value', storeId: r.store_id, ownerId: r.id }),
    expected: n(r.total),
    actual: n(r.balance),
  }));
};

/**
 * Each issue, use and refund row of a stored-value card's usage ledger that moves fen has its
 * money journal, whose card_value entry is the row's delta (reversals aside).
 */
const cardMovements = async (db: Database): Promise<LedgerDifference[]> => {
  const { rows } = await sql<{
    id: number;
    store_id: number;
    card_id: number;
    kind: string;
    delta: number;
    posted: string | number | null;
  }>`
    select l.id, l.store_id, l.card_id, l.kind, l.delta, j.posted
    from card_ledger l inner join member_cards c on c.id = l.card_id
    left join (
      select object_id, sum(amount_fen) as posted from ledger_entries
      where object_kind = 'card_ledger' and account_kind = 'card_value' and reverses_entry_id is null
      group by object_id
    ) j on j.object_id = l.id
    where c.kind = 'stored_value' and l.kind in ('issue', 'use', 'refund') and l.delta <> coalesce(j.posted, 0)
    order by l.id`.execute(db);
  return rows.map((r) => ({
    identity: 'card_movement_has_journal',
    store_id: r.store_id,
    account: `${accountName({ kind: 'card_value', storeId: r.store_id, ownerId: r.card_id })} ${r.kind} #${r.id}`,
    expected: n(r.delta),
    actual: n(r.posted),
  }));
};

/** A count or stored-value card's cached balance is the sum of its usage ledger's deltas. */
const cardUsage = async (db: Database): Promise<LedgerDifference[]> => {
  const { rows } = await sql<{
    id: number;
    store_id: number;
    kind: string;
    balance: number;
    total: string | number | null;
  }>`
    select c.id, c.store_id, c.kind, c.balance, l.total
    from member_cards c left join (
      select card_id, sum(delta) as total from card_ledger group by card_id
    ) l on l.card_id = c.id
    where c.kind in ('count', 'stored_value') and coalesce(c.balance, 0) <> coalesce(l.total, 0)
    order by c.id`.execute(db);
  return rows.map((r) => ({
    identity: 'card_usage_explains_balance',
    store_id: r.store_id,
    account: `card_ledger@store:${r.store_id}/card:${r.id} (${r.kind})`,
    expected: n(r.total),
    actual: n(r.balance),
  }));
};

/**
 * A settled voucher redemption has its settlement journal (`coupon_redemption:{id}:settle`)
 * taking its gross out of custody and its fee to the platform; an undoable or undone one has
 * none (features/coupon/coupon-settle.ts).
 */
const redemptionSettlements = async (db: Database): Promise<LedgerDifference[]> => {
  const { rows } = await sql<{
    id: number;
    store_id: number;
    status: string;
    gross_fen: string | number;
    fee_fen: string | number;
    custody: string | number | null;
    fee: string | number | null;
  }>`
    select r.id, r.store_id, r.status, r.gross_fen, r.fee_fen, j.custody, j.fee
    from coupon_redemptions r left join (
      select object_id,
        sum(case when account_kind = 'store_custody' then amount_fen else 0 end) as custody,
        sum(case when account_kind = 'platform_fees' then amount_fen else 0 end) as fee
      from ledger_entries where object_kind = 'coupon_redemption' and reverses_entry_id is null
      group by object_id
    ) j on j.object_id = r.id
    where (r.status = 'settled' and (coalesce(j.custody, 0) <> -r.gross_fen or coalesce(j.fee, 0) <> r.fee_fen))
      or (r.status <> 'settled' and (coalesce(j.custody, 0) <> 0 or coalesce(j.fee, 0) <> 0))
    order by r.id`.execute(db);
  return rows.flatMap((r) => {
    const settled = r.status === 'settled';
    const account = (kind: string) => `${kind}@store:${r.store_id} coupon_redemption #${r.id} (${r.status})`;
    const out: LedgerDifference[] = [];
    const custody = { expected: settled ? -n(r.gross_fen) : 0, actual: n(r.custody) };
    const fee = { expected: settled ? n(r.fee_fen) : 0, actual: n(r.fee) };
    if (custody.expected !== custody.actual)
      out.push({
        identity: 'redemption_settlement_posted',
        store_id: r.store_id,
        account: account('store_custody'),
        ...custody,
      });
    if (fee.expected !== fee.actual)
      out.push({
        identity: 'redemption_settlement_posted',
        store_id: r.store_id,
        account: account('platform_fees'),
        ...fee,
      });
    return out;
  });
};

/**
 * Every payment the channel confirmed (succeeded, or refunded since) has its journal
 * `payment:{id}:paid`, whose channel receipt is minus its amount (reversals aside); a payment
 * never confirmed (pending, failed) has none. Each refund of its order paid back through the
 * channel from the store's custody (order_refunds refunded, not a card's) has its journal
 * `order_refund:{id}:refunded` giving its amount back to the channel: the payment's channel
 * receipts, its refunds' included, are minus what it paid plus what went back.
 */
const paymentJournals = async (db: Database): Promise<LedgerDifference[]> => {
  const { rows } = await sql<{
    id: number;
    store_id: number;
    payment_no: string;
    status: string;
    expected: string | number;
    posted: string | number | null;
  }>`
    select * from (
      select p.id, p.store_id, p.payment_no, p.status,
        case when p.status in ('succeeded', 'refunded') then -p.amount_fen else 0 end
          + coalesce(rf.refunded, 0) as expected,
        coalesce(j.posted, 0) + coalesce(rj.posted, 0) as posted
      from payments p
      left join (
        select payment_id, sum(amount_fen) as refunded from order_refunds
        where status = 'refunded' and covers not like '{"card_id"%'
        group by payment_id
      ) rf on rf.payment_id = p.id
      left join (
        select object_id, sum(amount_fen) as posted from ledger_entries
        where object_kind = 'payment' and account_kind = 'store_channel_receipts' and reverses_entry_id is null
        group by object_id
      ) j on j.object_id = p.id
      left join (
        select r.payment_id, sum(e.amount_fen) as posted from ledger_entries e
        join order_refunds r on r.id = e.object_id
        where e.object_kind = 'order_refund' and e.account_kind = 'store_channel_receipts' and e.reverses_entry_id is null
        group by r.payment_id
      ) rj on rj.payment_id = p.id
    ) t where t.posted <> t.expected
    order by t.id`.execute(db);
  return rows
    .filter((r) => n(r.posted) !== n(r.expected))
    .map((r) => ({
      identity: 'payment_has_journal' as const,
      store_id: r.store_id,
      account: `${accountName({ kind: 'store_channel_receipts', storeId: r.store_id, ownerId: null })} payment ${r.payment_no} (${r.status})`,
      expected: n(r.expected),
      actual: n(r.posted),
    }));
};

/**
 * Every withdrawal's journals (object kind 'withdrawal', docs/finance.md "Withdrawals") match its
 * status: the request took the amount out of available into withdrawing; a failed one was
 * reversed (both back to 0); a succeeded one moved it from withdrawing to store_payouts.
 */
const withdrawalJournals = async (db: Database): Promise<LedgerDifference[]> => {
  const { rows } = await sql<{
    id: number;
    store_id: number;
    withdrawal_no: string;
    status: string;
    amount_fen: number;
    available: string | number | null;
    withdrawing: string | number | null;
    payouts: string | number | null;
  }>`
    select w.id, w.store_id, w.withdrawal_no, w.status, w.amount_fen, j.available, j.withdrawing, j.payouts
    from withdrawals w left join (
      select object_id,
        sum(case when account_kind = 'store_available' then amount_fen else 0 end) as available,
        sum(case when account_kind = 'store_withdrawing' then amount_fen else 0 end) as withdrawing,
        sum(case when account_kind = 'store_payouts' then amount_fen else 0 end) as payouts
      from ledger_entries where object_kind = 'withdrawal' group by object_id
    ) j on j.object_id = w.id
    order by w.id`.execute(db);
  return rows.flatMap((r) => {
    const a = n(r.amount_fen);
    const expected =
      r.status === 'withdrawing'
        ? { store_available: -a, store_withdrawing: a, store_payouts: 0 }
        : r.status === 'succeeded'
          ? { store_available: -a, store_withdrawing: 0, store_payouts: a }
          : { store_available: 0, store_withdrawing: 0, store_payouts: 0 };
    const actual = {
      store_available: n(r.available),
      store_withdrawing: n(r.withdrawing),
      store_payouts: n(r.payouts),
    };
    return (Object.keys(expected) as (keyof typeof expected)[])
      .filter((kind) => expected[kind] !== actual[kind])
      .map((kind) => ({
        identity: 'withdrawal_has_journal' as const,
        store_id: r.store_id,
        account: `${kind}@store:${r.store_id} withdrawal ${r.withdrawal_no} (${r.status})`,
        expected: expected[kind],
        actual: actual[kind],
      }));
  });
};

const counts = async (db: Database) => {
  const { rows } = await sql<{ journals: unknown; entries: unknown; stores: unknown; cards: unknown }>`
    select (select count(distinct journal) from ledger_entries) as journals,
      (select count(*) from ledger_entries) as entries,
      (select count(*) from stores) as stores,
      (select count(*) from member_cards where kind = 'stored_value') as cards`.execute(db);
  const row = rows[0];
  return {
    journals: n(row?.journals),
    entries: n(row?.entries),
    stores: n(row?.stores),
    cards: n(row?.cards),
  };
};

/**
 * Proves every identity of the ledger for every store at once (docs/ledger.md "Identities");
 * answers each difference found, by store then account, and what was counted.
 */
export const checkLedger = async (db: Database): Promise<LedgerCheckReport> => {
  const found = [
    ...(await unbalancedJournals(db)),
    ...(await badReversals(db)),
    ...(await twiceReversed(db)),
    ...(await accountBalances(db)),
    ...(await cardBalances(db)),
    ...(await cardMovements(db)),
    ...(await cardUsage(db)),
    ...(await redemptionSettlements(db)),
    ...(await paymentJournals(db)),
    ...(await withdrawalJournals(db)),
  ];
  const differences = found.sort(
    (a, b) => (a.store_id ?? -1) - (b.store_id ?? -1) || a.account.localeCompare(b.account),
  );
  return { differences, ...(await counts(db)) };
};
