/**
 * The filter bar's form values and the URL's filter values (lists of strings), both ways.
 * Pure, so the mapping is unit-tested without rendering a form.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { type FilterValues, hasValue, type ListFilter } from './list-filters';

export type FormValue = string | string[] | boolean | [Dayjs | null, Dayjs | null] | null | undefined;
export type FilterFormValues = Record<string, FormValue>;

const DAY = 'YYYY-MM-DD';

export const toFormValues = (filters: readonly ListFilter[], values: FilterValues): FilterFormValues => {
  const form: FilterFormValues = {};
  for (const filter of filters) {
    const value = values[filter.key];
    const set = hasValue(value);
    switch (filter.kind) {
      case 'text':
        form[filter.key] = set ? value[0] : undefined;
        break;
      case 'select':
        form[filter.key] = set ? value[0] : undefined;
        break;
      case 'multiSelect':
        form[filter.key] = set ? value : [];
        break;
      case 'check':
        form[filter.key] = set;
        break;
      case 'dateRange': {
        const from = set && value[0] ? dayjs(value[0], DAY) : null;
        const to = set && value[1] ? dayjs(value[1], DAY) : null;
        form[filter.key] = from || to ? [from, to] : undefined;
        break;
      }
    }
  }
  return form;
};

export const fromFormValues = (filters: readonly ListFilter[], form: FilterFormValues): FilterValues => {
  const out: FilterValues = {};
  for (const filter of filters) {
    const value = form[filter.key];
    let values: string[] = [];
    if (filter.kind === 'check') values = value === true ? ['1'] : [];
    else if (filter.kind === 'dateRange' && Array.isArray(value)) {
      const [from, to] = value as [Dayjs | null, Dayjs | null];
      values = from || to ? [from ? from.format(DAY) : '', to ? to.format(DAY) : ''] : [];
    } else if (Array.isArray(value)) values = (value as string[]).filter((item) => item !== '');
    else if (typeof value === 'string' && value.trim() !== '') values = [value.trim()];
    if (hasValue(values)) out[filter.key] = values;
  }
  return out;
};
