import { describe, expect, it } from 'vitest';
import {
  decideNavigation,
  filterRoutesByRoles,
  type GuardInput,
  hasRouteRole,
  isPublicRoute,
  loginPathFor,
  safeRedirect,
} from './route-access';

const routes = [
  { path: '/a', handle: { title: 'a' } },
  { path: '/b', handle: { title: 'b', roles: ['merchant'] } },
  {
    path: '/c',
    handle: { title: 'c', roles: ['merchant', 'coach'] },
    children: [
      { path: '/c/1', handle: { title: 'c1', roles: ['coach'] } },
      { path: '/c/2', handle: { title: 'c2' } },
      {
        path: '/c/3',
        handle: { title: 'c3', roles: ['merchant'] },
        children: [{ path: '/c/3/x', handle: { title: 'x', roles: ['coach'] } }],
      },
    ],
  },
];

const paths = (list: { path: string; children?: unknown[] }[]): unknown[] =>
  list.map((route) => (route.children ? [route.path, paths(route.children as never)] : route.path));

describe('filterRoutesByRoles', () => {
  it('gives admin every route', () => {
    expect(filterRoutesByRoles(routes, ['admin'])).toEqual(routes);
  });

  it('filters recursively through children', () => {
    expect(paths(filterRoutesByRoles(routes, ['merchant']))).toEqual([
      '/a',
      '/b',
      ['/c', ['/c/2', ['/c/3', []]]],
    ]);
    expect(paths(filterRoutesByRoles(routes, ['coach']))).toEqual(['/a', ['/c', ['/c/1', '/c/2']]]);
    expect(paths(filterRoutesByRoles(routes, []))).toEqual(['/a']);
  });

  it('does not modify its input', () => {
    const copy = structuredClone(routes);
    filterRoutesByRoles(routes, ['coach']);
    expect(routes).toEqual(copy);
  });
});

describe('hasRouteRole', () => {
  it('passes routes without roles and admin everywhere', () => {
    expect(hasRouteRole({}, [])).toBe(true);
    expect(hasRouteRole({ handle: { roles: [] } }, ['coach'])).toBe(true);
    expect(hasRouteRole({ handle: { roles: ['merchant'] } }, ['admin'])).toBe(true);
    expect(hasRouteRole({ handle: { roles: ['merchant'] } }, ['coach'])).toBe(false);
  });
});

describe('isPublicRoute', () => {
  it('knows the public paths and layout-less routes', () => {
    for (const path of ['/login', '/forget', '/loginredirect', '/404', '/401'])
      expect(isPublicRoute(path, [])).toBe(true);
    expect(isPublicRoute('/dashboard', [undefined, { layout: true }])).toBe(false);
    expect(isPublicRoute('/steps', [{ layout: false }])).toBe(true);
    expect(isPublicRoute('/state', [{ layout: false, public: false }])).toBe(false);
    expect(isPublicRoute('/x', [{ public: true }])).toBe(true);
  });
});

describe('safeRedirect / loginPathFor', () => {
  it('follows only same-site paths', () => {
    expect(safeRedirect('/notice/index?id=3')).toBe('/notice/index?id=3');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
  });

  it('carries the asked path', () => {
    expect(loginPathFor('/notice/index?id=3')).toBe('/login?redirect=%2Fnotice%2Findex%3Fid%3D3');
    expect(loginPathFor('/')).toBe('/login');
  });
});

describe('decideNavigation (spec §4)', () => {
  const base: GuardInput = {
    pathname: '/dashboard',
    fullPath: '/dashboard?id=1',
    token: 'tok',
    infoLoaded: true,
    roles: ['admin'],
    isPublic: false,
    matched: [],
  };

  it('sends a visitor without token to /login with the asked path', () => {
    expect(decideNavigation({ ...base, token: undefined })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard%3Fid%3D1',
    });
    expect(decideNavigation({ ...base, token: undefined, pathname: '/login', isPublic: true })).toEqual({
      kind: 'allow',
    });
  });

  it('sends a signed-in user away from /login', () => {
    expect(decideNavigation({ ...base, pathname: '/login', isPublic: true })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a user who just signed in on to the page that was asked for', () => {
    const onLogin = { ...base, pathname: '/login', isPublic: true };
    expect(
      decideNavigation({ ...onLogin, fullPath: '/login?redirect=%2Fmessage%2Findex%3Fid%3D11' }),
    ).toEqual({
      kind: 'redirect',
      to: '/message/index?id=11',
    });
    expect(decideNavigation({ ...onLogin, fullPath: '/login?redirect=https://evil.example' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('loads the user when roles are not loaded', () => {
    expect(decideNavigation({ ...base, infoLoaded: false })).toEqual({ kind: 'loadUser' });
    expect(decideNavigation({ ...base, roles: [] })).toEqual({ kind: 'loadUser' });
  });

  it('applies the role guard', () => {
    const matched = [{ handle: { roles: ['merchant'] } }];
    expect(decideNavigation({ ...base, matched })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...base, roles: ['merchant'], matched })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...base, roles: ['coach'], matched })).toEqual({
      kind: 'redirect',
      to: '/401',
      state: { noGoBack: true },
    });
  });
});
