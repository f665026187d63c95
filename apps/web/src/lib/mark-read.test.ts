import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lowerUnread, markReadInCache, markReadInPage } from './mark-read';

const page = {
  content: [
    { id: 1, read: false, title: 'a' },
    { id: 2, read: true, title: 'b' },
  ],
  total: 2,
};

describe('marking what was just read', () => {
  it('marks the row read and keeps the page when nothing changes', () => {
    expect(markReadInPage(page, 1).content[0]).toEqual({ id: 1, read: true, title: 'a' });
    expect(markReadInPage(page, 2)).toBe(page);
    expect(markReadInPage(page, 9)).toBe(page);
    expect(markReadInPage(undefined, 1)).toBeUndefined();
  });

  it('lowers a count, never below 0', () => {
    expect(lowerUnread({ unread_num: 3 })).toEqual({ unread_num: 2 });
    expect(lowerUnread({ unread_num: 0 })).toEqual({ unread_num: 0 });
    expect(lowerUnread(undefined)).toBeUndefined();
  });

  it('updates every cached list and the badge at once, the badge only for an unread row', () => {
    const client = new QueryClient();
    client.setQueryData(['notice', 'list', { page: 1 }], page);
    client.setQueryData(['notice', 'current', 'today'], page);
    client.setQueryData(['unread', 'notice'], { unread_num: 4 });
    const options = {
      listKeys: [
        ['notice', 'list'],
        ['notice', 'current'],
      ],
      unreadKey: ['unread', 'notice'],
    };
    expect(markReadInCache(client, { id: 1, ...options })).toBe(true);
    for (const key of [
      ['notice', 'list', { page: 1 }],
      ['notice', 'current', 'today'],
    ])
      expect(client.getQueryData<typeof page>(key)?.content[0]?.read).toBe(true);
    expect(client.getQueryData(['unread', 'notice'])).toEqual({ unread_num: 3 });
    // Read already: the badge stays.
    expect(markReadInCache(client, { id: 1, ...options })).toBe(false);
    expect(client.getQueryData(['unread', 'notice'])).toEqual({ unread_num: 3 });
  });
});
