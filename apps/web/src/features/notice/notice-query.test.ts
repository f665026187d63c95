import { announcementListSpec, listQuerySchema } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { toListQuery } from '../../components/list-kit/list-url';
import { buildCurrentNoticeQuery, noticeDetailPath, noticeFilters } from './notice-query';

const today = '2026-11-21';

describe('buildCurrentNoticeQuery', () => {
  it('is exactly the top-bar query of spec §7', () => {
    expect(buildCurrentNoticeQuery(today)).toEqual({
      pageable: { number: 1, size: 10 },
      restrictions: [
        { name: 'start_time', operator: '<=', value: today, logic: 'and' },
        { name: 'end_time', operator: '>=', value: today, logic: 'and' },
      ],
      sorts: [{ name: 'created_time', sort: 'desc' }],
    });
  });

  it('passes the shared list-query schema', () => {
    expect(listQuerySchema.safeParse(buildCurrentNoticeQuery(today)).success).toBe(true);
  });
});

describe('the list screen filters', () => {
  const options = {
    spec: announcementListSpec,
    filters: noticeFilters({ title: 'Title', currentOnly: 'Current only' }, () => today),
    defaultSize: 10,
  };
  const query = (filters: Record<string, string[]>, page = 1) =>
    toListQuery({ page, size: 10, sorts: [], filters }, options);

  it('without filters only pages and sorts newest first', () => {
    expect(query({}, 3)).toEqual({
      pageable: { number: 3, size: 10 },
      restrictions: [],
      sorts: [{ name: 'created_time', sort: 'desc' }],
    });
  });

  it('searches the title with like, trimmed, and ignores a blank one', () => {
    expect(query({ title: ['  holiday '] }).restrictions).toEqual([
      { name: 'title', operator: 'like', value: 'holiday', logic: 'and' },
    ]);
    expect(query({ title: ['   '] }).restrictions).toEqual([]);
  });

  it('limits to the current ones with today on both ends, and-joined with the title', () => {
    const both = query({ title: ['a'], current: ['1'] });
    expect(both.restrictions).toEqual([
      { name: 'title', operator: 'like', value: 'a', logic: 'and' },
      { name: 'start_time', operator: '<=', value: today, logic: 'and' },
      { name: 'end_time', operator: '>=', value: today, logic: 'and' },
    ]);
    expect(listQuerySchema.safeParse(both).success).toBe(true);
  });
});

describe('noticeDetailPath', () => {
  it('puts the announcement id in noticeId, never in id', () => {
    expect(noticeDetailPath(7)).toBe('/notice/detail?noticeId=7');
  });
});
