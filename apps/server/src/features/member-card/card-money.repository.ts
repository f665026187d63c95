import type { Database } from '../../db/database';

/** A card usage ledger row with what its money journal needs from the card. */
export interface CardMovementRow {
  id: number;
  card_id: number;
  store_id: number;
  kind: string;
  delta: number;
  amount_fen: number | null;
  card_kind: string;
  paid_fen: number;
  /** 'desk' | 'app': an app-bought card is funded from the store's custody (its order's payment). */
  card_channel: string;
}

/** Reads the usage ledger row a money journal comes from (by id, or by card and request number). */
export const createCardMoneyRepository = (db: Database) => {
  const movements = () =>
    db
      .selectFrom('card_ledger as l')
      .innerJoin('member_cards as c', 'c.id', 'l.card_id')
      .select([
        'l.id',
        'l.card_id',
        'l.store_id',
        'l.kind',
        'l.delta',
        'l.amount_fen',
        'c.kind as card_kind',
        'c.paid_fen',
        'c.channel as card_channel',
      ]);
  return {
    byId: (id: number): Promise<CardMovementRow | undefined> =>
      movements().where('l.id', '=', id).executeTakeFirst(),
  };
};
