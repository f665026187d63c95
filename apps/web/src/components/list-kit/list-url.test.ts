import { defineListSpec, messageListSpec } from '@merchant/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ListFilter } from './list-filters';
import { parseListState, toListQuery, writeListState } from './list-url';

const filters: ListFilter<typeof messageListSpec>[] = [
  { key: 'keyword', kind: 'text', label: 'Search' },
  { key: 'read', kind: 'select', label: 'Read', options: [{ value: 'true', label: 'Read' }] },
  { key: 'category', kind: 'multiSelect', label: 'Category' },
  { key: 'created_time', kind: 'dateRange', label: 'Received' },
];
const options = { spec: messageListSpec, filters, defaultSize: 10 };

describe('list state in the URL', () => {
  it('reads page, size, sorts and filters, keeping the menu id apart', () => {
    const params = new URLSearchParams('id=3&page=2&size=20&sort=title.asc&f.keyword=fee&f.read=false');
    expect(parseListState(params, options)).toEqual({
      page: 2,
      size: 20,
      sorts: [{ name: 'title', sort: 'asc' }],
      filters: { keyword: ['fee'], read: ['false'] },
    });
  });

  it('falls back to defaults for anything odd a typed URL holds', () => {
    const params = new URLSearchParams(
      'page=-1&size=7&sort=category.asc&sort=nope.desc&sort=title.sideways&f.unknown=x&f.keyword=',
    );
    expect(parseListState(params, options)).toEqual({ page: 1, size: 10, sorts: [], filters: {} });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const params = writeListState(
      new URLSearchParams('id=3&page=4&f.keyword=old'),
      { page: 1, size: 10, sorts: [], filters: { category: ['order', 'finance'] } },
      options,
    );
    expect(params.toString()).toBe('id=3&f.category=order&f.category=finance');
  });

  it('round-trips through the URL', () => {
    const state = {
      page: 3,
      size: 50,
      sorts: [{ name: 'created_time', sort: 'asc' as const }],
      filters: { keyword: ['a b'], created_time: ['2026-11-01', '2026-11-30'] },
    };
    expect(parseListState(writeListState(new URLSearchParams(), state, options), options)).toEqual(state);
  });
});

describe('list query from the state', () => {
  it('uses the declared operators and typed values, and the default sorts', () => {
    const query = toListQuery(
      { page: 1, size: 10, sorts: [], filters: { keyword: [' fee '], read: ['false'], category: ['order'] } },
      options,
    );
    expect(query).toEqual({
      // The message list pages by cursor: its first page carries no cursor and no number.
      pageable: { size: 10 },
      restrictions: [
        { name: 'keyword', operator: 'like', value: 'fee', logic: 'and' },
        { name: 'read', operator: '=', value: false, logic: 'and' },
        { name: 'category', operator: 'in', value: ['order'], logic: 'and' },
      ],
      sorts: [{ name: 'created_time', sort: 'desc' }],
    });
  });

  it('sends a date range as local day starts, the end exclusive', () => {
    const query = toListQuery(
      { page: 1, size: 10, sorts: [], filters: { created_time: ['2026-11-01', '2026-11-30'] } },
      options,
    );
    expect(query.restrictions).toEqual([
      { name: 'created_time', operator: '>=', value: dayjs('2026-11-01').toISOString(), logic: 'and' },
      { name: 'created_time', operator: '<', value: dayjs('2026-12-01').toISOString(), logic: 'and' },
    ]);
  });

  it('uses = for text when the field does not declare like', () => {
    const spec = defineListSpec({ code: { type: 'string', operators: ['='] } });
    const query = toListQuery(
      { page: 1, size: 10, sorts: [], filters: { code: ['A1'] } },
      { spec, filters: [{ key: 'code', kind: 'text', label: 'Code' }], defaultSize: 10 },
    );
    expect(query.restrictions).toEqual([{ name: 'code', operator: '=', value: 'A1', logic: 'and' }]);
  });

  it('refuses a filter whose operator the declaration does not allow', () => {
    const spec = defineListSpec({ title: { type: 'string', operators: ['like'] } });
    expect(() =>
      toListQuery(
        { page: 1, size: 10, sorts: [], filters: { title: ['x'] } },
        { spec, filters: [{ key: 'title', kind: 'select', label: 'T' }], defaultSize: 10 },
      ),
    ).toThrow(/not declared/);
  });

  it('lets a check send its own restrictions', () => {
    const query = toListQuery(
      { page: 1, size: 10, sorts: [], filters: { current: ['1'] } },
      {
        ...options,
        filters: [
          {
            key: 'current',
            kind: 'check',
            label: 'Current',
            restrictions: () => [{ name: 'created_time', operator: '<=', value: '2026-11-23', logic: 'and' }],
          },
        ],
      },
    );
    expect(query.restrictions).toEqual([
      { name: 'created_time', operator: '<=', value: '2026-11-23', logic: 'and' },
    ]);
  });
});

describe('cursor in the URL', () => {
  const cursorSpec = defineListSpec(
    { title: { type: 'string', operators: ['like'], sortable: true } },
    [{ name: 'title', sort: 'asc' }],
    { paging: 'cursor' },
  );
  const cursorOptions = { spec: cursorSpec, filters: [], defaultSize: 10 };
  const pageSpec = defineListSpec({ title: { type: 'string', operators: ['like'] } });

  it('reads after or before for a cursor list, and drops anything that is not a cursor', () => {
    expect(parseListState(new URLSearchParams('after=eyJvIjoxfQ'), cursorOptions).cursor).toEqual({
      way: 'after',
      value: 'eyJvIjoxfQ',
    });
    expect(parseListState(new URLSearchParams('before=YQ'), cursorOptions).cursor).toEqual({
      way: 'before',
      value: 'YQ',
    });
    expect(parseListState(new URLSearchParams('after=a%20b'), cursorOptions).cursor).toBeUndefined();
    expect(
      parseListState(new URLSearchParams('after=YQ'), { spec: pageSpec, filters: [], defaultSize: 10 })
        .cursor,
    ).toBeUndefined();
  });

  it('writes the cursor in place of the page and sends it as pageable', () => {
    const state = {
      page: 1,
      size: 20,
      sorts: [],
      filters: {},
      cursor: { way: 'before' as const, value: 'YQ' },
    };
    const params = writeListState(new URLSearchParams('id=3&after=old&page=2'), state, cursorOptions);
    expect(params.toString()).toBe('id=3&before=YQ&size=20');
    expect(parseListState(params, cursorOptions)).toEqual(state);
    expect(toListQuery(state, cursorOptions).pageable).toEqual({ before: 'YQ', size: 20 });
    expect(toListQuery({ ...state, cursor: undefined }, cursorOptions).pageable).toEqual({ size: 20 });
  });
});
