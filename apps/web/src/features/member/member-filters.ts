/**
 * The member screen's filters (packages/shared lists/member.list.ts). The search box sends no
 * restriction of its own: the page wraps every filter into memberSearchRestrictions, which
 * ORs name, phone and ID card, each together with the other filters.
 */
import { chinaDate, memberCardStatuses, type memberListSpec, type Restriction } from '@merchant/shared';
import type { TFunction } from 'i18next';
import type { ListFilter } from '../../components/list-kit';

export const SEARCH_KEY = 'q';
const EXPIRING_DAYS = [7, 15, 30, 60];
const ABSENT_DAYS = [7, 14, 30, 60, 90];
const DAY_MS = 86_400_000;

const and = (name: string, operator: Restriction['operator'], value: Restriction['value']): Restriction => ({
  name,
  operator,
  value,
  logic: 'and',
});

const days = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 3650 ? n : undefined;
};

export const memberFilters = (t: TFunction): ListFilter<typeof memberListSpec>[] => [
  { key: SEARCH_KEY, kind: 'text', label: t('filter.search'), restrictions: () => [] },
  {
    key: 'card_status',
    kind: 'select',
    label: t('filter.cardStatus'),
    options: memberCardStatuses.map((s) => ({ value: s, label: t(`cardStatus.${s}`) })),
    restrictions: ([status]) =>
      (memberCardStatuses as readonly string[]).includes(status ?? '')
        ? [and(`has_${status}_card`, '=', true)]
        : [],
  },
  { key: 'last_visit_at', kind: 'dateRange', label: t('field.lastVisit') },
  {
    key: 'expiring',
    kind: 'select',
    label: t('filter.expiring'),
    options: EXPIRING_DAYS.map((n) => ({ value: String(n), label: t('filter.days', { count: n }) })),
    // The earliest active card's last day is at most today + N (store dates are China's).
    restrictions: ([value]) => {
      const n = days(value);
      return n === undefined ? [] : [and('next_card_expiry', '<=', chinaDate(new Date(), n))];
    },
  },
  {
    key: 'absent',
    kind: 'select',
    label: t('filter.absent'),
    options: ABSENT_DAYS.map((n) => ({ value: String(n), label: t('filter.days', { count: n }) })),
    // Not seen (or, never seen, not joined) in the last N days.
    restrictions: ([value]) => {
      const n = days(value);
      return n === undefined
        ? []
        : [and('last_seen_at', '<', new Date(Date.now() - n * DAY_MS).toISOString())];
    },
  },
  {
    key: 'source',
    kind: 'select',
    label: t('field.source'),
    options: [
      { value: 'desk', label: t('source.desk') },
      { value: 'app', label: t('source.app') },
    ],
  },
  {
    key: 'is_child',
    kind: 'select',
    label: t('field.child'),
    options: [
      { value: 'true', label: t('filter.child') },
      { value: 'false', label: t('filter.adult') },
    ],
  },
];
