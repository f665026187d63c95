/**
 * Pure functions of the two screens (unit-tested): the picture list's edits, the decoration
 * form's values and the consumer page the preview renders.
 */
import type {
  AppStorePage,
  DecorationContent,
  DecorationState,
  OpeningPeriod,
  StorePictures,
  StorePicturesBody,
} from '@merchant/shared';

/** The list as the server takes it. */
export const picturesBody = (pictures: StorePictures): StorePicturesBody => ({
  upload_ids: pictures.content.map((p) => p.upload_id),
  main_upload_id: pictures.main_upload_id,
});

/** `ids` with the one at `from` moved to `to`. */
export const moveId = (ids: readonly number[], from: number, to: number): number[] => {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1) as [number];
  next.splice(to, 0, moved);
  return next;
};

/** New uploads appended; the first picture becomes the main one when there was none. */
export const withAdded = (body: StorePicturesBody, uploadIds: number[]): StorePicturesBody => {
  const upload_ids = [...body.upload_ids, ...uploadIds.filter((id) => !body.upload_ids.includes(id))];
  return { upload_ids, main_upload_id: body.main_upload_id ?? upload_ids[0] ?? null };
};

/** One picture removed; removing the main one makes the new first picture the main one. */
export const withRemoved = (body: StorePicturesBody, uploadId: number): StorePicturesBody => {
  const upload_ids = body.upload_ids.filter((id) => id !== uploadId);
  const main_upload_id =
    body.main_upload_id === uploadId || body.main_upload_id === null
      ? (upload_ids[0] ?? null)
      : body.main_upload_id;
  return { upload_ids, main_upload_id };
};

/** The price list's prices are edited in yuan and sent in fen. */
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);
export const fenToYuan = (fen: number): number => fen / 100;
export const formatFen = (fen: number): string => `¥${(fen / 100).toFixed(2)}`;

/** What the form edits: the decoration with prices in yuan. */
export interface DecorationFormValues {
  introduction: string;
  opening_hours: OpeningPeriod[];
  facilities: string[];
  price_list: { item: string; price: number }[];
  notices: string;
}

export const toFormValues = (content: DecorationContent): DecorationFormValues => ({
  ...content,
  price_list: content.price_list.map((row) => ({ item: row.item, price: fenToYuan(row.price) })),
});

/** The form's values as the server takes them (trimmed the way the server trims). */
export const toContent = (values: Partial<DecorationFormValues>): DecorationContent => ({
  introduction: (values.introduction ?? '').trim(),
  opening_hours: (values.opening_hours ?? []).filter(Boolean).map((p) => ({
    weekday: p.weekday,
    open: p.open,
    close: p.close,
  })),
  facilities: (values.facilities ?? []).map((f) => f.trim()).filter((f) => f !== ''),
  price_list: (values.price_list ?? [])
    .filter(Boolean)
    .map((row) => ({ item: (row.item ?? '').trim(), price: yuanToFen(Number(row.price ?? 0)) })),
  notices: (values.notices ?? '').trim(),
});

/** Opening periods by weekday 1..7, each day's periods by opening time; closed days left out. */
export const openingByDay = (periods: readonly OpeningPeriod[]): [number, OpeningPeriod[]][] => {
  const days = new Map<number, OpeningPeriod[]>();
  for (const p of [...periods].sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open))) {
    days.set(p.weekday, [...(days.get(p.weekday) ?? []), p]);
  }
  return [...days.entries()];
};

/**
 * The page GET /app/stores/{id} would answer once `content` is published, with the store's
 * pictures (main first as the app shows it) and its listings (the console passes none).
 */
export const previewPage = (
  state: Pick<DecorationState, 'store'>,
  content: DecorationContent | null,
  pictures: StorePictures | undefined,
  listings: AppStorePage['listings'] = [],
): AppStorePage => ({
  store: state.store,
  decoration: content,
  pictures: (pictures?.content ?? []).map((p) => ({ url: p.url, is_main: p.is_main })),
  listings,
});

/** True when the form differs from the saved draft (so the screen can warn before leaving). */
export const isDirty = (values: Partial<DecorationFormValues>, saved: DecorationContent): boolean =>
  JSON.stringify(toContent(values)) !== JSON.stringify(saved);
