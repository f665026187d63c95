import {
  addDays,
  CHINA_OFFSET_MS,
  Code,
  chinaDate,
  type OrderItemInput,
  timedBookingPriceFen,
  timedSlotsOfDay,
} from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { isServiceOpen } from '../application';
import { parseOpeningHours } from '../area';

/** One order line as priced by the server: what is sold, at what price, with its snapshot. */
export interface PricedLine {
  storeId: number;
  item_type: OrderItemInput['item_type'];
  item_id: number;
  name: string;
  category: number | null;
  unit_price_fen: number;
  quantity: number;
  amount_fen: number;
  uses_per_unit: number | null;
  validity_days: number | null;
  /** 1: the listing's 随时退、过期退 option (copied into order_items.refund_anytime). */
  refund_anytime?: number;
  slot_starts_at: string | null;
  slot_ends_at: string | null;
  units: number | null;
  snapshot: Record<string, unknown>;
  /** Timed bookings: the service's capacity per slot. */
  capacity?: number;
}

export const itemNotFound = () => new AppError(Code.NOT_FOUND, 'orderItemNotFound');

/** The UTC instant of a China-time wall clock (`YYYY-MM-DD`, `HH:MM`). */
export const chinaInstant = (day: string, clock: string): string =>
  new Date(Date.parse(`${day}T${clock}:00.000Z`) - CHINA_OFFSET_MS).toISOString();

/** The first and last instants of `days` China-time days from `first` (validity windows). */
export const chinaDays = (first: string, days: number) => ({
  valid_from: chinaInstant(first, '00:00'),
  valid_to: new Date(Date.parse(chinaInstant(addDays(first, Math.max(1, days)), '00:00')) - 1).toISOString(),
});

/**
 * Prices one requested item from the database, never from the request (docs/orders.md
 * "Items"): an online listing, a card type on sale, an online per-visit pack or a bookable
 * slot of an online timed service, each while its service type is open for the store.
 */
export const priceLine = async (
  db: Database,
  input: OrderItemInput,
  now = new Date(),
): Promise<PricedLine> => {
  const quantity = input.quantity ?? 1;
  switch (input.item_type) {
    case 'listing': {
      const course = await db
        .selectFrom('courses')
        .selectAll()
        .where('id', '=', input.item_id)
        .where('status', '=', 'online')
        .executeTakeFirst();
      if (!course) throw itemNotFound();
      return {
        storeId: course.store_id,
        item_type: 'listing',
        item_id: course.id,
        name: course.name,
        category: course.category,
        unit_price_fen: course.price,
        quantity,
        amount_fen: course.price * quantity,
        uses_per_unit: course.sessions,
        validity_days: course.validity_days,
        refund_anytime: course.refund_anytime ? 1 : 0,
        slot_starts_at: null,
        slot_ends_at: null,
        units: null,
        snapshot: {
          name: course.name,
          category: course.category,
          price_fen: course.price,
          list_price_fen: course.list_price,
          sessions: course.sessions,
          session_minutes: course.session_minutes,
          validity_days: course.validity_days,
          class_size: course.class_size,
          purchase_notes: course.purchase_notes,
          refund_terms: course.refund_terms,
        },
      };
    }
    case 'card_type': {
      const type = await db
        .selectFrom('card_types')
        .selectAll()
        .where('id', '=', input.item_id)
        .where('status', '=', 'on_sale')
        .executeTakeFirst();
      if (!type) throw itemNotFound();
      if (quantity !== 1) throw new AppError(Code.VALIDATION, 'orderCardQuantity');
      return {
        storeId: type.store_id,
        item_type: 'card_type',
        item_id: type.id,
        name: type.name,
        category: null,
        unit_price_fen: type.price_fen,
        quantity: 1,
        amount_fen: type.price_fen,
        uses_per_unit: null,
        validity_days: type.validity_days,
        slot_starts_at: null,
        slot_ends_at: null,
        units: null,
        snapshot: {
          name: type.name,
          kind: type.kind,
          price_fen: type.price_fen,
          validity_days: type.validity_days,
          sessions: type.sessions,
          gift_sessions: type.gift_sessions,
          gift_days: type.gift_days,
          gift_fen: type.gift_fen,
          shareable: type.shareable === 1,
          max_holders: type.max_holders,
          description: type.description,
        },
      };
    }
    case 'count_service': {
      const pack = await db
        .selectFrom('count_services')
        .selectAll()
        .where('id', '=', input.item_id)
        .where('status', '=', 'online')
        .executeTakeFirst();
      if (!pack || !(await isServiceOpen(db, pack.store_id, 'count'))) throw itemNotFound();
      return {
        storeId: pack.store_id,
        item_type: 'count_service',
        item_id: pack.id,
        name: pack.name,
        category: null,
        unit_price_fen: pack.price_fen,
        quantity,
        amount_fen: pack.price_fen * quantity,
        uses_per_unit: pack.visits,
        validity_days: pack.validity_days,
        slot_starts_at: null,
        slot_ends_at: null,
        units: null,
        snapshot: {
          name: pack.name,
          visits: pack.visits,
          price_fen: pack.price_fen,
          validity_days: pack.validity_days,
          per_week_limit: pack.per_week_limit,
          description: pack.description,
        },
      };
    }
    case 'timed_service': {
      const service = await db
        .selectFrom('timed_services')
        .selectAll()
        .where('id', '=', input.item_id)
        .where('status', '=', 'online')
        .executeTakeFirst();
      if (!service || !(await isServiceOpen(db, service.store_id, 'timed'))) throw itemNotFound();
      if (!input.slot_date || !input.slot_start || !input.units)
        throw new AppError(Code.VALIDATION, 'orderSlotRequired');
      const units = input.units;
      const price = timedBookingPriceFen(service, units);
      const slots = timedSlotsOfDay(
        { unit_minutes: service.unit_minutes, opening_hours: parseOpeningHours(service.opening_hours) },
        input.slot_date,
      );
      const first = slots.findIndex((s) => s.start === input.slot_start);
      const run = first < 0 ? [] : slots.slice(first, first + units);
      // The units must be consecutive slots of one opening range, and the start still ahead.
      const consecutive =
        run.length === units && run.every((slot, i) => i === 0 || run[i - 1]?.end === slot.start);
      const startsAt = chinaInstant(input.slot_date, input.slot_start);
      if (
        price === null ||
        !consecutive ||
        startsAt <= now.toISOString() ||
        input.slot_date > chinaDate(now, 60)
      )
        throw new AppError(Code.CONFLICT, 'orderSlotUnavailable');
      const last = run[run.length - 1] as { end: string };
      const endsAt =
        last.end === '24:00'
          ? chinaInstant(addDays(input.slot_date, 1), '00:00')
          : chinaInstant(input.slot_date, last.end);
      return {
        storeId: service.store_id,
        item_type: 'timed_service',
        item_id: service.id,
        name: service.name,
        category: null,
        unit_price_fen: price,
        quantity,
        amount_fen: price * quantity,
        uses_per_unit: 1,
        validity_days: 1,
        slot_starts_at: startsAt,
        slot_ends_at: endsAt,
        units,
        capacity: service.capacity,
        snapshot: {
          name: service.name,
          resource_kind: service.resource_kind,
          resource_id: service.resource_id,
          unit_minutes: service.unit_minutes,
          unit_price_fen: service.unit_price_fen,
          units,
          slot_date: input.slot_date,
          slot_start: input.slot_start,
          slot_end: last.end,
          cancel_fee_tiers: JSON.parse(service.cancel_fee_tiers),
          description: service.description,
        },
      };
    }
  }
};
