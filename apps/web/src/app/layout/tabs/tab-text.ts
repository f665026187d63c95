import type { MenuItem } from '@merchant/shared';
import { findMenuPath } from '../menu/menu-model';
import type { TabView } from './tabs-model';

/**
 * What a tab reads. One name per thing: a screen opened from the sidebar is called what its
 * sidebar entry is called, in every language (route titles drifted from the server's menu
 * names: "会员" for 会员管理, "Cursos y paquetes" for Publicar cursos). Screens that share one
 * title across entries (the three "申请开通" applications) add their entry to their folder's
 * name, so open tabs can be told apart ("申请开通 · 计时业务"). A label the page set itself
 * (a record's title) wins; a screen outside the menu keeps its route title.
 */
export const tabText = (
  tab: Pick<TabView, 'pathname' | 'search' | 'title' | 'label'>,
  menu: readonly MenuItem[],
  options: { withFolder: boolean; translate: (key: string) => string },
): string => {
  if (tab.label) return tab.label;
  const path = findMenuPath(menu, tab.pathname, new URLSearchParams(tab.search).get('id'));
  const entry = path[path.length - 1];
  if (!entry) return options.translate(tab.title);
  const folder = path[path.length - 2];
  return options.withFolder && folder ? `${folder.name} · ${entry.name}` : entry.name;
};
