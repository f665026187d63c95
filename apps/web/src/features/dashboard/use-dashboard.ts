/**
 * The dashboard makes no call of its own: it reuses the notice and message hooks, and the
 * shell's store options and menu (same query keys, so no second request).
 */
import { useSidebarHref } from '../../components/sidebar-href';

export { useStoreOptions } from '../../app/layout/topbar/use-store-selection';

/** Links to the list screens, written as the sidebar writes them (with the menu id). */
export const useDashboardLinks = () => ({
  notices: useSidebarHref('/notice/index'),
  messages: useSidebarHref('/message/index'),
});
