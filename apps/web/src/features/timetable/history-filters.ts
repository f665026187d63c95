/**
 * /history's date range: the list kit's date filters send UTC instants, but a past session's
 * `date` is its store-local day "YYYY-MM-DD" (compared as text), so the range is sent as the
 * two days themselves, both included.
 */
import type { Restriction } from '@merchant/shared';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const dayRangeRestrictions = (values: readonly string[]): Restriction[] => {
  const [from = '', to = ''] = values;
  const out: Restriction[] = [];
  if (DAY.test(from)) out.push({ name: 'date', operator: '>=', value: from, logic: 'and' });
  if (DAY.test(to)) out.push({ name: 'date', operator: '<=', value: to, logic: 'and' });
  return out;
};
