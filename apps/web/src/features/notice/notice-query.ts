/**
 * The list queries (spec §3 "list query") sent to POST /user/announcements. Pure, so the
 * exact payloads are unit-tested; the server refuses fields and operators outside the
 * announcement whitelist (docs/api.md), so only title, start_time, end_time, created_time and
 * read appear here.
 */
import type { announcementListSpec, ListQueryInput, Restriction } from '@merchant/shared';
import type { ListFilter } from '../../components/list-kit';

/** Spec §9: the top bar's announcement query asks for 10. */
export const CURRENT_NOTICE_PAGE_SIZE = 10;
export const NOTICE_PAGE_SIZE = 10;

/** start_time <= today AND end_time >= today: the period includes today. */
export const currentRestrictions = (today: string): Restriction[] => [
  { name: 'start_time', operator: '<=', value: today, logic: 'and' },
  { name: 'end_time', operator: '>=', value: today, logic: 'and' },
];

const newestFirst = [{ name: 'created_time', sort: 'desc' as const }];

/**
 * The list screen's filters (list kit): the title, searched with like, and "current only",
 * whose period includes `today` (read when the query is built, so it moves on at midnight).
 */
export const noticeFilters = (
  texts: { title: string; currentOnly: string },
  today: () => string,
): ListFilter<typeof announcementListSpec>[] => [
  { key: 'title', kind: 'text', label: texts.title },
  {
    key: 'current',
    kind: 'check',
    label: texts.currentOnly,
    restrictions: () => currentRestrictions(today()),
  },
];

/** Exactly the top bar's query of spec §7: current announcements, newest first, page 1 of 10. */
export const buildCurrentNoticeQuery = (today: string): ListQueryInput => ({
  pageable: { number: 1, size: CURRENT_NOTICE_PAGE_SIZE },
  restrictions: currentRestrictions(today),
  sorts: newestFirst,
});

/**
 * The detail route reads the announcement id from `noticeId`, never from `id`: `id` is the
 * menu id that breadcrumbs and permissions use (spec §2). The link is the same from every
 * screen (list, dashboard), so one announcement is one tab.
 */
export const NOTICE_ID_PARAM = 'noticeId';

export const noticeDetailPath = (noticeId: number): string =>
  `/notice/detail?${new URLSearchParams({ [NOTICE_ID_PARAM]: String(noticeId) }).toString()}`;
