import { listQuerySchema } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { buildMessageListBody, latestUnreadBody, pageAfterDelete } from './message-query';

describe('buildMessageListBody', () => {
  it('sends no read flag and no keyword for "all"', () => {
    expect(buildMessageListBody({ page: 2, size: 10, filter: 'all' })).toEqual({
      pageable: { number: 2, size: 10 },
      restrictions: [],
    });
  });

  it('maps unread and read to the read flag', () => {
    expect(buildMessageListBody({ page: 1, size: 10, filter: 'unread' }).restrictions).toEqual([
      { name: 'read', operator: '=', value: false },
    ]);
    expect(buildMessageListBody({ page: 1, size: 10, filter: 'read' }).restrictions).toEqual([
      { name: 'read', operator: '=', value: true },
    ]);
  });

  it('trims the keyword and leaves a blank one out', () => {
    expect(
      buildMessageListBody({ page: 1, size: 10, filter: 'all', keyword: ' order ' }).restrictions,
    ).toEqual([{ name: 'keyword', operator: 'like', value: 'order' }]);
    expect(buildMessageListBody({ page: 1, size: 10, filter: 'all', keyword: '  ' }).restrictions).toEqual(
      [],
    );
  });

  it('passes the shared schema', () => {
    const body = buildMessageListBody({ page: 1, size: 20, filter: 'read', keyword: 'x' });
    expect(listQuerySchema.safeParse(body).success).toBe(true);
  });
});

describe('latestUnreadBody', () => {
  it('asks for the first five unread', () => {
    expect(latestUnreadBody()).toEqual({
      pageable: { number: 1, size: 5 },
      restrictions: [{ name: 'read', operator: '=', value: false }],
    });
  });
});

describe('pageAfterDelete', () => {
  it('stays on the page while rows remain on it', () => {
    expect(pageAfterDelete(2, 10, 25, 1)).toBe(2);
    expect(pageAfterDelete(1, 10, 5, 2)).toBe(1);
  });

  it('steps back when the last page was emptied', () => {
    expect(pageAfterDelete(3, 10, 21, 1)).toBe(2);
    expect(pageAfterDelete(3, 10, 30, 10)).toBe(2);
  });

  it('never goes below page 1', () => {
    expect(pageAfterDelete(1, 10, 3, 3)).toBe(1);
    expect(pageAfterDelete(4, 10, 0, 0)).toBe(1);
  });
});
