import { describe, expect, it } from 'vitest';
import { messageListQuery } from './message.service';

const pageable = { number: 1, size: 10 };

describe('messageListQuery', () => {
  it('has no restrictions without filters', () => {
    expect(messageListQuery({ pageable })).toEqual({ pageable, restrictions: [], sorts: [] });
  });

  it('filters on read alone', () => {
    expect(messageListQuery({ pageable, read: false }).restrictions).toEqual([
      { name: 'read', operator: '=', value: false, logic: 'and' },
    ]);
  });

  it('repeats the read filter in each OR-group of the keyword: (title AND read) OR (content AND read)', () => {
    expect(messageListQuery({ pageable, read: true, keyword: ' k ' }).restrictions).toEqual([
      { name: 'title', operator: 'like', value: 'k', logic: 'and' },
      { name: 'read', operator: '=', value: true, logic: 'and' },
      { name: 'content', operator: 'like', value: 'k', logic: 'or' },
      { name: 'read', operator: '=', value: true, logic: 'and' },
    ]);
  });

  it('ignores a blank keyword', () => {
    expect(messageListQuery({ pageable, keyword: '   ' }).restrictions).toEqual([]);
  });
});
