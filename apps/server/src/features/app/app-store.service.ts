import { type AppListing, type AppListingPage, type AppStorePage, Code } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage/create-storage';
import { createDecorationRepository } from '../decoration/decoration.repository';
import { parseDecoration, signPictures } from '../decoration/decoration.service';
import { recordStorefrontEvent } from '../statistics/statistics-events';
import { signFileUrl } from '../upload/upload.service';
import { createAppStoreRepository } from './app-store.repository';

type ListingRow = Awaited<ReturnType<ReturnType<typeof createAppStoreRepository>['onlineListings']>>[number];

/**
 * What consumers see (docs/storefront.md): a store's page (published decoration, pictures,
 * online listings; one exposure per listing shown) and a listing's page (online only; its
 * bookable sessions with remaining places; one click). Exposures and clicks are recorded as
 * events of the consumer (`consumer`, features/statistics/statistics-events.ts): raw counts,
 * unique consumers per day and throttled counts (docs/statistics.md).
 */
export const createAppStoreService = (db: Database, storage: Storage) => {
  const repo = createAppStoreRepository(db);

  const storeOf = async (id: number) => {
    const store = await createDecorationRepository(db).store(id);
    if (!store) throw new AppError(Code.NOT_FOUND, 'storeNotFound');
    return store;
  };

  /** Signed cover URLs per course, in order. */
  const coverUrls = async (courseIds: number[], origin: string) => {
    const byCourse = new Map<number, string[]>();
    for (const row of await repo.covers(courseIds)) {
      const url = (await signFileUrl(storage, row, origin)).url;
      byCourse.set(row.course_id, [...(byCourse.get(row.course_id) ?? []), url]);
    }
    return byCourse;
  };

  const toListing = (row: ListingRow, covers: Map<number, string[]>): AppListing => ({
    id: row.id,
    name: row.name,
    category: row.category,
    price: row.price,
    list_price: row.list_price,
    cover_url: covers.get(row.id)?.[0] ?? null,
    sessions: row.sessions,
    session_minutes: row.session_minutes,
    validity_days: row.validity_days,
    class_size: row.class_size,
  });

  return {
    storePage: async (storeId: number, origin: string, consumer: string): Promise<AppStorePage> => {
      const store = await storeOf(storeId);
      const [published, pictureRows, listings] = await Promise.all([
        repo.publishedDecoration(storeId),
        createDecorationRepository(db).pictures(storeId),
        repo.onlineListings(storeId),
      ]);
      const [pictures, covers] = await Promise.all([
        signPictures(storage, pictureRows, origin),
        coverUrls(
          listings.map((l) => l.id),
          origin,
        ),
      ]);
      await recordStorefrontEvent(db, {
        kind: 'exposure',
        storeId,
        courseIds: listings.map((l) => l.id),
        consumer,
      });
      return {
        store,
        decoration: published === null ? null : parseDecoration(published),
        pictures: pictures.map(({ url, isMain }) => ({ url, is_main: isMain })),
        listings: listings.map((row) => toListing(row, covers)),
      };
    },

    listingPage: async (id: number, origin: string, consumer: string): Promise<AppListingPage> => {
      const row = await repo.onlineListing(id);
      if (!row) throw new AppError(Code.NOT_FOUND, 'listingNotFound');
      const now = new Date().toISOString();
      const [store, covers, coaches, sessions] = await Promise.all([
        storeOf(row.store_id),
        coverUrls([row.id], origin),
        repo.coaches(row.id),
        repo.bookableSessions(row.id, now),
      ]);
      await recordStorefrontEvent(db, {
        kind: 'click',
        storeId: row.store_id,
        courseIds: [row.id],
        consumer,
      });
      return {
        listing: {
          ...toListing(row, covers),
          detail: row.detail,
          purchase_notes: row.purchase_notes,
          refund_terms: row.refund_terms,
          cover_urls: covers.get(row.id) ?? [],
          coaches,
        },
        store,
        sessions: sessions.map((s) => ({
          id: s.id,
          date: s.date,
          start: s.start,
          end: s.end,
          starts_at: s.starts_at,
          booking_closes_at: s.booking_closes_at,
          coach: { id: s.coach_id, name: s.coach_name },
          area: { id: s.area_id, name: s.area_name },
          capacity: s.capacity,
          booked: s.booked,
          remaining: Math.max(0, s.capacity - s.booked),
        })),
      };
    },
  };
};
