import { listQuerySchema } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { buildCurrentNoticeQuery, buildNoticeListQuery, noticeDetailPath } from './notice-query';

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

describe('buildNoticeListQuery', () => {
  it('without filters only pages and sorts newest first', () => {
    expect(buildNoticeListQuery({ page: 3, size: 20, today })).toEqual({
      pageable: { number: 3, size: 20 },
      restrictions: [],
      sorts: [{ name: 'created_time', sort: 'desc' }],
    });
  });

  it('searches the title with like, trimmed', () => {
    const query = buildNoticeListQuery({ page: 1, size: 10, title: '  holiday ', today });
    expect(query.restrictions).toEqual([{ name: 'title', operator: 'like', value: 'holiday', logic: 'and' }]);
  });

  it('ignores a blank title', () => {
    expect(buildNoticeListQuery({ page: 1, size: 10, title: '   ', today }).restrictions).toEqual([]);
  });

  it('limits to the current ones with today on both ends, and-joined with the title', () => {
    const query = buildNoticeListQuery({ page: 1, size: 10, title: 'a', currentOnly: true, today });
    expect(query.restrictions).toEqual([
      { name: 'title', operator: 'like', value: 'a', logic: 'and' },
      { name: 'start_time', operator: '<=', value: today, logic: 'and' },
      { name: 'end_time', operator: '>=', value: today, logic: 'and' },
    ]);
    expect(listQuerySchema.safeParse(query).success).toBe(true);
  });
});

describe('noticeDetailPath', () => {
  it('puts the announcement id in noticeId, never in id', () => {
    expect(noticeDetailPath(7)).toBe('/notice/detail?noticeId=7');
  });
});
