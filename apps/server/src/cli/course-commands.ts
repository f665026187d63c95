import {
  type CourseFields,
  type Language,
  type PlatformCourseItem,
  type RejectReasons,
  rejectFieldNames,
} from '@merchant/shared';
import type { CourseReviewService } from '../features/course';
import { formatTable } from './text-table';

/**
 * `courses …` of the platform tool (docs/listings.md "Command line"): the queue of pending
 * listings and revisions, one item, approve, reject with a reason per field. The same service
 * as POST /api/platform/course/*.
 */
export const courseUsage = `  courses list [--kind listing|revision] [--page N] [--size N]
  courses show <id>
  courses approve <id>
  courses reject <id> --reason field="…" [--reason field="…" …]
      (field: a listing field such as price or cover_upload_ids, or general;
       a reason without field= is general)`;

export type CourseAction =
  | { kind: 'courses-list'; type: 'listing' | 'revision' | undefined; number: number; size: number }
  | { kind: 'courses-show' | 'courses-approve'; id: number }
  | { kind: 'courses-reject'; id: number; reasons: RejectReasons };

export const isCourseAction = (action: { kind: string }): action is CourseAction =>
  action.kind.startsWith('courses-');

/** Wrong usage of a `courses` command (the tool prints the usage and exits 2). */
export class CourseUsageError extends Error {}

/** `price=太低` → ['price', '太低']; text without a known `field=` is a general reason. */
export const parseReason = (text: string): [string, string] => {
  const match = /^([a-z_]+)=(.*)$/s.exec(text);
  if (match && (rejectFieldNames as readonly string[]).includes(match[1] as string))
    return [match[1] as string, (match[2] as string).trim()];
  return ['general', text.trim()];
};

export const parseCourseCommand = (
  command: string | undefined,
  idText: string | undefined,
  values: { kind?: string; reason?: string[]; page?: number; size?: number },
  id: (text: string | undefined) => number,
): CourseAction => {
  switch (command) {
    case 'list': {
      if (idText !== undefined) throw new CourseUsageError('courses list takes no id');
      if (values.kind !== undefined && values.kind !== 'listing' && values.kind !== 'revision')
        throw new CourseUsageError('--kind must be listing or revision');
      return { kind: 'courses-list', type: values.kind, number: values.page ?? 1, size: values.size ?? 50 };
    }
    case 'show':
    case 'approve':
      return { kind: `courses-${command}`, id: id(idText) };
    case 'reject': {
      const reasons: Record<string, string> = {};
      for (const text of values.reason ?? []) {
        const [field, reason] = parseReason(text);
        if (reason) reasons[field] = reasons[field] ? `${reasons[field]}; ${reason}` : reason;
      }
      if (Object.keys(reasons).length === 0)
        throw new CourseUsageError('courses reject needs --reason field="…"');
      return { kind: 'courses-reject', id: id(idText), reasons };
    }
    default:
      throw new CourseUsageError('courses needs a command: list, show, approve or reject');
  }
};

const time = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '');
const yuan = (fen: number | null) => (fen === null ? '-' : (fen / 100).toFixed(2));

const fieldLines = (fields: CourseFields, live: CourseFields | null): string[] =>
  (Object.keys(fields) as (keyof CourseFields)[]).map((key) => {
    const value = JSON.stringify(fields[key]);
    const before = live ? JSON.stringify(live[key]) : value;
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
    return `${`${key}:`.padEnd(17)}${shown}${before === value ? '' : `   (live: ${before.length > 40 ? `${before.slice(0, 37)}...` : before})`}`;
  });

const details = (item: PlatformCourseItem) =>
  [
    `Listing ${item.id} (${item.kind === 'revision' ? `revision of an ${item.status} listing` : item.status})`,
    `Store:           ${item.store_name} (#${item.store_id})`,
    `Submitted:       ${time(item.submitted_at)} UTC`,
    ...fieldLines(item.fields, item.live),
  ].join('\n');

export const executeCourseAction = async (
  action: CourseAction,
  reviews: CourseReviewService,
  lang: Language,
): Promise<string> => {
  switch (action.kind) {
    case 'courses-list': {
      const page = await reviews.list('cli', {
        pageable: { number: action.number, size: action.size },
        restrictions: action.type ? [{ name: 'kind', operator: '=', value: action.type, logic: 'and' }] : [],
        sorts: [{ name: 'submitted_at', sort: 'asc' }],
      });
      if (page.content.length === 0)
        return page.total
          ? `No listings on page ${page.number} (${page.total} in all).`
          : 'No listings to review.';
      const first = (page.number - 1) * page.size + 1;
      const table = formatTable(
        ['ID', 'KIND', 'STORE', 'CATEGORY', 'NAME', 'PRICE (YUAN)', 'SUBMITTED (UTC)'],
        page.content.map((i) => [
          String(i.id),
          i.kind,
          `${i.store_name} (#${i.store_id})`,
          String(i.category),
          i.name,
          yuan(i.price),
          time(i.submitted_at),
        ]),
      );
      return `${table}\n\n${first}-${first + page.content.length - 1} of ${page.total}`;
    }
    case 'courses-show':
      return details(await reviews.show('cli', action.id));
    case 'courses-approve': {
      const d = await reviews.approve('cli', action.id, lang);
      return `${d.kind === 'revision' ? 'Revision of listing' : 'Listing'} ${d.id} approved (${d.status}).\nThe store's owners were sent a system message.`;
    }
    case 'courses-reject': {
      const d = await reviews.reject('cli', action.id, action.reasons);
      const reasons = Object.entries(action.reasons).map(([f, r]) => `${f}: ${r}`);
      return `${d.kind === 'revision' ? 'Revision of listing' : 'Listing'} ${d.id} rejected: ${reasons.join('; ')}\nThe store's owners were sent a system message.`;
    }
  }
};
