import { describe, expect, it } from 'vitest';
import {
  addVisit,
  closeAll,
  closeOthers,
  closeTab,
  findTab,
  labelTab,
  loadTabs,
  MAX_LABEL_LENGTH,
  makeTab,
  nextAfterClose,
  type RouteMeta,
  refreshTab,
  restoreTabs,
  retargetTab,
  saveTabs,
  TABS_STORAGE_KEY,
  type TabView,
  tabHref,
  tabKey,
} from './tabs-model';

const home = makeTab('/dashboard', '', { title: 'dashboard:title', affix: true });
const notice = makeTab('/notice/index', '?id=21', { title: 'notice:title' });
const message = makeTab('/message/index', '?id=23', { title: 'message:title' });
const detailA = makeTab('/notice/detail', '?id=5', { title: 'notice:detail', noCache: true });
const detailB = makeTab('/notice/detail', '?id=6', { title: 'notice:detail', noCache: true });

const keys = (tabs: readonly TabView[]) => tabs.map((tab) => tab.key);
const strip = (...views: TabView[]) => views.reduce<TabView[]>((tabs, view) => addVisit(tabs, view), []);

/** A Storage stand-in: just the two methods the model uses. */
const fakeStorage = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe('makeTab', () => {
  it('keys a tab by pathname and search', () => {
    expect(notice.key).toBe('/notice/index?id=21');
    expect(tabKey('/a', '')).toBe('/a');
    expect(tabKey('/a', '?')).toBe('/a');
    expect(makeTab('/a', '?', { title: 't' }).search).toBe('');
  });

  it('carries the route flags', () => {
    expect(detailA).toMatchObject({ noCache: true, affix: false, refresh: 0, title: 'notice:detail' });
    expect(home).toMatchObject({ key: '/dashboard', affix: true, noCache: false });
  });

  it('keys an affix tab by pathname alone', () => {
    expect(makeTab('/dashboard', '?id=1', { title: 'd', affix: true }).key).toBe('/dashboard');
  });
});

describe('addVisit', () => {
  it('appends new views in visiting order', () => {
    expect(keys(strip(home, notice, message))).toEqual([
      '/dashboard',
      '/notice/index?id=21',
      '/message/index?id=23',
    ]);
  });

  it('does not duplicate a view already open and keeps its place', () => {
    const tabs = strip(home, notice, message);
    expect(addVisit(tabs, makeTab('/notice/index', '?id=21', { title: 'notice:title' }))).toBe(tabs);
  });

  it('opens the same route with another id or query as its own tab', () => {
    const tabs = strip(home, detailA, detailB, makeTab('/notice/detail', '?id=5&x=1', { title: 'n' }));
    expect(keys(tabs)).toEqual([
      '/dashboard',
      '/notice/detail?id=5',
      '/notice/detail?id=6',
      '/notice/detail?id=5&x=1',
    ]);
  });

  it('reuses an affix tab for any query and remembers the latest one', () => {
    const tabs = addVisit(strip(home, notice), makeTab('/dashboard', '?id=1', { title: 'd', affix: true }));
    expect(keys(tabs)).toEqual(['/dashboard', '/notice/index?id=21']);
    expect(tabs[0]!.search).toBe('?id=1');
    expect(tabHref(tabs[0]!)).toBe('/dashboard?id=1');
    // Also when the visit does not know the route is affix.
    expect(keys(addVisit(tabs, makeTab('/dashboard', '?id=9', { title: 'd' })))).toEqual(keys(tabs));
  });

  it('keeps affix tabs first', () => {
    const tabs = addVisit(strip(notice), home);
    expect(keys(tabs)).toEqual(['/dashboard', '/notice/index?id=21']);
  });
});

describe('findTab', () => {
  const tabs = strip(home, notice);
  it('finds by key and affix tabs by pathname', () => {
    expect(findTab(tabs, '/notice/index', '?id=21')).toBe(tabs[1]);
    expect(findTab(tabs, '/notice/index', '?id=22')).toBeUndefined();
    expect(findTab(tabs, '/dashboard', '?id=3')).toBe(tabs[0]);
  });
});

describe('closing', () => {
  const tabs = strip(home, notice, message, detailA);

  it('closes one tab', () => {
    expect(keys(closeTab(tabs, message.key))).toEqual([
      '/dashboard',
      '/notice/index?id=21',
      '/notice/detail?id=5',
    ]);
  });

  it('never closes an affix tab', () => {
    expect(closeTab(tabs, home.key)).toEqual(tabs);
    expect(keys(closeAll(tabs))).toEqual(['/dashboard']);
  });

  it('closes the others but keeps affix tabs', () => {
    expect(keys(closeOthers(tabs, message.key))).toEqual(['/dashboard', '/message/index?id=23']);
    expect(keys(closeOthers(tabs, home.key))).toEqual(['/dashboard']);
  });

  it('ignores unknown keys', () => {
    expect(closeTab(tabs, '/nowhere')).toEqual(tabs);
  });
});

describe('nextAfterClose', () => {
  const tabs = strip(home, notice, message, detailA);

  it('moves to the right neighbour', () => {
    expect(nextAfterClose(tabs, closeTab(tabs, notice.key), notice.key)?.key).toBe(message.key);
  });

  it('moves to the left neighbour when the last tab closes', () => {
    expect(nextAfterClose(tabs, closeTab(tabs, detailA.key), detailA.key)?.key).toBe(message.key);
  });

  it('falls back to what is left after close all', () => {
    expect(nextAfterClose(tabs, closeAll(tabs), message.key)?.key).toBe(home.key);
    expect(nextAfterClose([notice], [], notice.key)).toBeUndefined();
  });
});

describe('refreshTab', () => {
  it('bumps only the chosen tab', () => {
    const tabs = refreshTab(refreshTab(strip(home, notice), notice.key), notice.key);
    expect(tabs.map((tab) => tab.refresh)).toEqual([0, 2]);
  });
});

describe('labelTab', () => {
  const tabs = strip(home, detailA, detailB);

  it('names one tab and leaves the others alone', () => {
    const named = labelTab(tabs, detailB.key, '  Holiday hours  ');
    expect(named.map((tab) => tab.label)).toEqual([undefined, undefined, 'Holiday hours']);
  });

  it('returns the same array when nothing changes', () => {
    const named = labelTab(tabs, detailB.key, 'Holiday hours');
    expect(labelTab(named, detailB.key, 'Holiday hours')).toBe(named);
    expect(labelTab(tabs, '/nowhere', 'x')).toBe(tabs);
  });

  it('clears with an empty text and bounds the length', () => {
    const named = labelTab(tabs, detailA.key, 'x');
    expect(labelTab(named, detailA.key, ' ')[1]!.label).toBeUndefined();
    expect(labelTab(tabs, detailA.key, 'y'.repeat(500))[1]!.label).toHaveLength(MAX_LABEL_LENGTH);
  });
});

describe('persistence', () => {
  const meta: Record<string, RouteMeta> = {
    '/dashboard': { title: 'dashboard:title', affix: true },
    '/notice/index': { title: 'notice:title' },
    '/message/index': { title: 'message:title' },
    '/notice/detail': { title: 'notice:detail', noCache: true },
  };
  const resolve = (pathname: string) => meta[pathname];
  const affixRoutes = [{ path: '/dashboard', meta: meta['/dashboard']! }];

  it('round-trips through storage', () => {
    const storage = fakeStorage();
    const tabs = refreshTab(strip(home, notice, detailA, message), notice.key);
    saveTabs(storage, tabs);
    const restored = restoreTabs(loadTabs(storage), affixRoutes, resolve);
    // The refresh counter is runtime only; everything else comes back.
    expect(restored).toEqual(tabs.map((tab) => ({ ...tab, refresh: 0 })));
  });

  it('keeps page-given labels across a reload', () => {
    const storage = fakeStorage();
    const tabs = labelTab(
      labelTab(strip(home, detailA, detailB), detailA.key, 'Opening day'),
      home.key,
      'Home!',
    );
    saveTabs(storage, tabs);
    const restored = restoreTabs(loadTabs(storage), affixRoutes, resolve);
    expect(restored.map((tab) => tab.label)).toEqual(['Home!', 'Opening day', undefined]);
  });

  it('stores only where each tab points', () => {
    const storage = fakeStorage();
    saveTabs(storage, strip(home, notice));
    expect(JSON.parse(storage.data.get(TABS_STORAGE_KEY)!)).toEqual([
      { pathname: '/dashboard', search: '' },
      { pathname: '/notice/index', search: '?id=21' },
    ]);
  });

  it('starts with the affix tabs when nothing is stored', () => {
    expect(keys(restoreTabs(loadTabs(fakeStorage()), affixRoutes, resolve))).toEqual(['/dashboard']);
  });

  it('drops tabs whose route is gone and takes flags from the routes', () => {
    const storage = fakeStorage();
    storage.setItem(
      TABS_STORAGE_KEY,
      JSON.stringify([
        { pathname: '/removed', search: '' },
        { pathname: '/notice/detail', search: '?id=5' },
      ]),
    );
    const restored = restoreTabs(loadTabs(storage), affixRoutes, resolve);
    expect(keys(restored)).toEqual(['/dashboard', '/notice/detail?id=5']);
    expect(restored[1]!.noCache).toBe(true);
  });

  it('survives damaged storage', () => {
    const storage = fakeStorage();
    for (const raw of ['not json', '{"a":1}', '[1,null,{"pathname":3},{"pathname":"x"}]']) {
      storage.setItem(TABS_STORAGE_KEY, raw);
      expect(loadTabs(storage)).toEqual([]);
    }
    storage.setItem(TABS_STORAGE_KEY, '[{"pathname":"/a","search":"bad"},{"pathname":"/b"}]');
    expect(loadTabs(storage)).toEqual([
      { pathname: '/a', search: '' },
      { pathname: '/b', search: '' },
    ]);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadTabs(broken)).toEqual([]);
    expect(() => saveTabs(broken, [home])).not.toThrow();
  });
});

describe('a screen moving its own query (list kit)', () => {
  const meta = { title: 'message:title' };
  it('keeps the tab and its key, and finds it by its new query', () => {
    const tabs = [makeTab('/message/index', '?id=3', meta)];
    const moved = retargetTab(tabs, '/message/index?id=3', '/message/index', '?id=3&page=2');
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ key: '/message/index?id=3', search: '?id=3&page=2' });
    expect(findTab(moved, '/message/index', '?id=3&page=2')?.key).toBe('/message/index?id=3');
    expect(tabHref(moved[0]!)).toBe('/message/index?id=3&page=2');
  });

  it('leaves the strip alone for another screen or an unknown tab', () => {
    const tabs = [makeTab('/message/index', '?id=3', meta)];
    expect(retargetTab(tabs, '/message/index?id=3', '/notice/index', '?page=2')).toBe(tabs);
    expect(retargetTab(tabs, '/nope', '/message/index', '?page=2')).toBe(tabs);
  });
});
