import { useQueryClient } from '@tanstack/react-query';
import { Activity, Fragment, memo, Suspense, useEffect, useMemo, useRef } from 'react';
import { type Location, Outlet, UNSAFE_RouteContext, useLocation, useRoutes } from 'react-router';
import { PageSpinner } from '../../PageSpinner';
import { findTabRoute } from '../layout-routes';
import { useLayoutStore } from '../layout-store';
import { tabMetaOf } from '../route-match';
import { TabErrorBoundary } from './TabErrorBoundary';
import { TabKeyContext, tabKeyOfState } from './tab-key';
import { tabRouteObjects } from './tab-pages';
import { findTab, makeTab, type TabView } from './tabs-model';
import { useTabsStore } from './tabs-store';
import { useScrollMemory } from './use-scroll-memory';

const REDIRECT_PREFIX = '/redirect';

/**
 * One open view. Its own <Routes location> (useRoutes with a location) renders the page for
 * the tab's own pathname and query, so useLocation / useSearchParams inside a hidden tab keep
 * answering for that tab (its `id`, its filters), not for whatever is showing.
 */
const TabRoutes = memo(({ tab, location }: { tab: TabView; location: Location | undefined }) => {
  const refresh = useTabsStore((state) => state.refresh);
  const own = useMemo<Partial<Location>>(
    () => ({ pathname: tab.pathname, search: tab.search, hash: '', state: null, key: tab.key }),
    [tab.pathname, tab.search, tab.key],
  );
  const element = useRoutes(tabRouteObjects, location ?? own);
  return (
    <TabErrorBoundary onRetry={() => refresh(tab.key)}>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </TabErrorBoundary>
  );
});

/**
 * The tab routes hold absolute paths and are matched from the root, so they are rendered as a
 * top-level route tree rather than as descendants of the pathless layout route (which React
 * Router would warn about on every load: "parent route path has no trailing *").
 */
const rootRouteContext = { outlet: null, matches: [], isDataRoute: false };

const TabPane = (props: { tab: TabView; location: Location | undefined }) => (
  <UNSAFE_RouteContext.Provider value={rootRouteContext}>
    <TabKeyContext.Provider value={props.tab.key}>
      <TabRoutes {...props} />
    </TabKeyContext.Provider>
  </UNSAFE_RouteContext.Provider>
);

/**
 * After a store switch the cached answers belong to the previous store. Resetting them here,
 * in the first passive effect of the new content, lands exactly between the old views
 * unsubscribing (all unmount effects run first) and the new views subscribing (later
 * siblings): the top bar's queries refetch, every view's queries are fetched once by its new
 * observer, and no fetch is started only to be aborted by an unmounting view.
 */
const ResetAfterSwitch = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (useLayoutStore.getState().takeReset()) void queryClient.resetQueries();
  }, [queryClient]);
  return null;
};

/**
 * The content area with keep-alive (DESIGN.md: React 19.2 <Activity>). Every open tab stays
 * mounted inside <Activity mode="hidden"> (state kept, effects and query subscriptions paused,
 * DOM hidden); views with handle.noCache are unmounted instead. Anything that is not a tab
 * view (the /redirect route) renders through the router's <Outlet/>.
 */
export const KeepAliveContent = ({ ready }: { ready: boolean }) => {
  const location = useLocation();
  const tabs = useTabsStore((state) => state.tabs);
  const visit = useTabsStore((state) => state.visit);
  const refresh = useTabsStore((state) => state.refresh);
  const contentVersion = useLayoutStore((state) => state.contentVersion);
  const { pathname, search } = location;
  // A list that moved its own query says which tab it is in: that tab stays the shown one.
  const fromTab = tabKeyOfState(location.state);

  const route = findTabRoute(pathname);
  const own = fromTab ? tabs.find((tab) => tab.key === fromTab && tab.pathname === pathname) : undefined;
  const open = route ? (own ?? findTab(tabs, pathname, search)) : undefined;
  // Shown at once, before the store records the visit (one render later): no empty frame.
  const current = open ?? (route ? makeTab(pathname, search, tabMetaOf(route)) : undefined);
  const shown = current && !open ? [...tabs, current] : tabs;

  useEffect(() => {
    visit(pathname, search, fromTab);
  }, [visit, pathname, search, fromTab]);

  // /redirect/<path> is the classic "reload this view" link; with kept-alive views going away
  // and back would not remount anything, so refresh the target tab as the strip's menu does.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!pathname.startsWith(`${REDIRECT_PREFIX}/`)) return;
    const target = pathname.slice(REDIRECT_PREFIX.length);
    const tab = findTab(useTabsStore.getState().tabs, target, search);
    if (!tab) return;
    void queryClient.invalidateQueries({ refetchType: 'none' });
    refresh(tab.key);
  }, [pathname, search, refresh, queryClient]);

  const container = useRef<HTMLDivElement>(null);
  const onScroll = useScrollMemory(container, current?.key, current ? !current.noCache : false);

  return (
    <div ref={container} onScroll={onScroll} style={{ flex: 1, overflow: 'auto', padding: 16 }}>
      {!ready ? (
        <PageSpinner />
      ) : (
        // A store switch bumps contentVersion: every open view remounts with the new store.
        <Fragment key={contentVersion}>
          <ResetAfterSwitch />
          {shown.map((tab) => {
            const active = tab.key === current?.key;
            if (!active && tab.noCache) return null;
            return (
              <Activity key={`${tab.key}#${tab.refresh}`} mode={active ? 'visible' : 'hidden'}>
                <TabPane tab={tab} location={active ? location : undefined} />
              </Activity>
            );
          })}
          {!current && <Outlet />}
        </Fragment>
      )}
    </div>
  );
};
