/**
 * The dashboard reuses the notice and message hooks, and the shell's store options and menu
 * (same query keys, so no second request); its own call is GET /dashboard/today.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMenu } from '../../app/layout/menu/use-menu';
import { useSessionStore } from '../../app/session-store';
import { sidebarHref, useSidebarHref } from '../../components/sidebar-href';
import { fetchDashboardToday } from './dashboard.api';
import { todoHref } from './dashboard-model';

export { useStoreOptions } from '../../app/layout/topbar/use-store-selection';

/** Links to the list screens, written as the sidebar writes them (with the menu id). */
export const useDashboardLinks = () => ({
  notices: useSidebarHref('/notice/index'),
  messages: useSidebarHref('/message/index'),
});

export const dashboardKeys = { today: ['dashboard', 'today'] as const };

/** Today's figures, sessions and to-do items; read again every minute while open. */
export const useDashboardToday = () => {
  // A merchant without a store yet (still onboarding) has no figures: the call would be refused.
  const storeId = useSessionStore((state) => state.serverStoreId);
  return useQuery({
    queryKey: dashboardKeys.today,
    queryFn: ({ signal }) => fetchDashboardToday(signal),
    refetchInterval: 60_000,
    enabled: storeId !== null,
  });
};

/** A to-do item's or a block's link, with the sidebar's menu id and the item's filter. */
export const useTodoHref = () => {
  const { items } = useMenu();
  return useCallback((link: string) => todoHref(link, (path) => sidebarHref(items, path)), [items]);
};
