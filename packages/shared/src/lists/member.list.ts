import { comparisonOperators, defineListSpec } from '../list-fields';
import type { Restriction } from '../list-query';
import type { MemberCardStatus } from '../schemas/membership.schema';

/**
 * POST /member/list (spec §7): the members of the call's store, newest first, 50 a page.
 * `full_name` and `phone` match by substring; `id_card` matches the FULL number only (the
 * server compares keyed hashes, so a part of a number finds nobody). `has_<status>_card`
 * keeps members holding (owning or sharing) a card in that status; `next_card_expiry` is the
 * earliest last day (YYYY-MM-DD) of an active card they hold ("expiring within N days" is
 * `<=` today + N); `last_seen_at` is the last visit, or the joining time for members never
 * seen ("absent for N days" is `<` now − N days).
 */
export const memberListSpec = defineListSpec(
  {
    /** Pickers read the label of a member already chosen by its id. */
    id: { type: 'number', operators: ['=', 'in'], integer: true },
    full_name: { type: 'string', operators: ['like'], sortable: true },
    phone: { type: 'string', operators: ['like'] },
    id_card: { type: 'string', operators: ['='] },
    source: { type: 'string', operators: ['=', 'in'] },
    is_child: { type: 'boolean', operators: ['='] },
    last_visit_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
    last_seen_at: { type: 'datetime', operators: comparisonOperators },
    next_card_expiry: { type: 'string', operators: ['<', '<=', '>', '>='], sortable: true },
    has_not_started_card: { type: 'boolean', operators: ['='] },
    has_active_card: { type: 'boolean', operators: ['='] },
    has_frozen_card: { type: 'boolean', operators: ['='] },
    has_expired_card: { type: 'boolean', operators: ['='] },
    has_refunded_card: { type: 'boolean', operators: ['='] },
    created_at: { type: 'datetime', operators: comparisonOperators, sortable: true },
  },
  [{ name: 'created_at', sort: 'desc' }],
);

/** The list field that keeps members holding a card in `status`. */
export const memberCardStatusField = (status: MemberCardStatus) => `has_${status}_card` as const;

/** A full ID card number (18 characters, or the old 15 digits): searched as an ID card only. */
const looksLikeIdCard = (text: string) => /^(\d{15}|\d{17}[\dXx])$/.test(text);

/**
 * The restrictions of the free-text member search (name, phone or ID card, spec §7) together
 * with the screen's other filters. The list query ANDs before it ORs, so each search field is
 * its own OR-group carrying every filter: (name AND f…) OR (phone AND f…) OR (id card AND f…).
 * A full ID card number is looked up as an ID card only; words without digits skip the phone.
 */
export const memberSearchRestrictions = (
  search: string,
  filters: readonly Restriction[] = [],
): Restriction[] => {
  const text = search.trim();
  const anded = filters.map((f) => ({ ...f, logic: 'and' as const }));
  if (text === '') return anded;
  const heads: Restriction[] = looksLikeIdCard(text)
    ? [{ name: 'id_card', operator: '=', value: text.toUpperCase() }]
    : [
        { name: 'full_name', operator: 'like', value: text },
        ...(/\d/.test(text) ? [{ name: 'phone', operator: 'like' as const, value: text }] : []),
      ];
  return heads.flatMap((head) => [{ ...head, logic: 'or' as const }, ...anded]);
};
