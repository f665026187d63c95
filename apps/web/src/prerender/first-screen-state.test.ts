import { describe, expect, it } from 'vitest';
import { type FirstScreenState, serializeFirstScreenState } from './first-screen-state';

const state = (title: string): FirstScreenState => ({
  path: '/dashboard',
  user: { name: 'demo', avatar: '', roles: ['admin'], store_id: 1 },
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['notice'],
        queryHash: '["notice"]',
        dehydratedAt: 0,
        state: {
          data: [{ title }],
          dataUpdateCount: 1,
          dataUpdatedAt: 0,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  },
});

describe('the first screen state in the page', () => {
  it('cannot end its <script> element, whatever the data says, and reads back the same', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029';
    const text = serializeFirstScreenState(state(hostile));
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(state(hostile));
  });
});
