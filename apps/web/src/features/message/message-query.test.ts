import { listQuerySchema } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { latestUnreadQuery } from './message-query';

describe('latestUnreadQuery', () => {
  it('asks for the first five unread messages, newest first', () => {
    expect(latestUnreadQuery()).toEqual({
      pageable: { size: 5 },
      restrictions: [{ name: 'read', operator: '=', value: false, logic: 'and' }],
      sorts: [{ name: 'created_time', sort: 'desc' }],
    });
  });

  it('passes the shared list query schema', () => {
    expect(listQuerySchema.safeParse(latestUnreadQuery()).success).toBe(true);
  });
});
