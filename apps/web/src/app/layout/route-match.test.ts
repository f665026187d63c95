import { describe, expect, it } from 'vitest';
import { findRoute, inLayout, pathOf, type RouteLike } from './route-match';

const routes: RouteLike[] = [
  { path: '/notice/:id', handle: { title: 'notice:detail' } },
  { path: '/notice/detail', handle: { title: 'notice:detailPage' } },
  { path: '/state', handle: { title: 'state:title', layout: false } },
];

describe('route matching', () => {
  it('strips query and hash', () => {
    expect(pathOf('/a/b?id=1#top')).toBe('/a/b');
    expect(pathOf('/a#x')).toBe('/a');
  });

  it('prefers a literal path over a pattern', () => {
    expect(findRoute(routes, '/notice/detail')?.handle.title).toBe('notice:detailPage');
    expect(findRoute(routes, '/notice/12')?.handle.title).toBe('notice:detail');
    expect(findRoute(routes, '/notice/12/more')).toBeUndefined();
  });

  it('tells layout routes from stand-alone ones', () => {
    expect(routes.filter(inLayout).map((route) => route.path)).toEqual(['/notice/:id', '/notice/detail']);
  });
});
