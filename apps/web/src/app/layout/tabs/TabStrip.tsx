import {
  CloseCircleOutlined,
  CloseOutlined,
  ColumnWidthOutlined,
  EllipsisOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, type MenuProps, Tabs } from 'antd';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { findTabRoute } from '../layout-routes';
import { useMenu } from '../menu/use-menu';
import { HOME_PATH } from '../route-match';
import { tabText } from './tab-text';
import { findTab, nextAfterClose, type TabView, tabHref } from './tabs-model';
import { useTabsStore } from './tabs-store';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

// A page-given label can be long (a record's title): cut it, keep the whole text on hover.
const TabLabel = ({ text }: { text: string }) => (
  <span
    title={text}
    style={{
      display: 'inline-block',
      maxWidth: 180,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      verticalAlign: 'bottom',
    }}
  >
    {text}
  </span>
);

/**
 * The strip of visited views (spec §2) with its context menu: refresh, close, close others,
 * close all. One Dropdown wraps the strip; the right-clicked tab is found by the
 * `data-node-key` antd puts on each tab, so the menu acts on that tab, not the active one.
 */
export const TabStrip = () => {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const tabs = useTabsStore((state) => state.tabs);
  const { items: menu } = useMenu();
  const store = useTabsStore.getState;
  const activeKey = findTab(tabs, pathname, search)?.key;

  const [menuOpen, setMenuOpen] = useState(false);
  const [target, setTarget] = useState<TabView | undefined>();

  const go = (tab: TabView | undefined) => navigate(tab ? tabHref(tab) : HOME_PATH);

  const run = (action: Action, tab: TabView) => {
    const before = store().tabs;
    switch (action) {
      case 'refresh':
        // Remounting alone would show cached answers; marking them stale (without refetching
        // what other views use) makes the remounted view ask the server again.
        void queryClient.invalidateQueries({ refetchType: 'none' });
        store().refresh(tab.key);
        if (tab.key !== activeKey) go(tab);
        return;
      case 'close':
        store().close(tab.key);
        if (tab.key === activeKey) go(nextAfterClose(before, store().tabs, tab.key));
        return;
      case 'closeOthers':
        store().closeOthers(tab.key);
        if (tab.key !== activeKey) go(tab);
        return;
      case 'closeAll': {
        store().closeAll();
        const left = store().tabs;
        if (!left.some((open) => open.key === activeKey)) go(left[left.length - 1]);
        return;
      }
    }
  };

  const onContextMenu = (event: MouseEvent) => {
    const key = (event.target as HTMLElement).closest('[data-node-key]')?.getAttribute('data-node-key');
    setTarget(tabs.find((tab) => tab.key === key));
  };

  const menuItems: MenuProps['items'] = target && [
    { key: 'refresh', icon: <ReloadOutlined aria-hidden />, label: t('tabs.refresh') },
    { key: 'close', icon: <CloseOutlined aria-hidden />, label: t('tabs.close'), disabled: target.affix },
    { key: 'closeOthers', icon: <ColumnWidthOutlined aria-hidden />, label: t('tabs.closeOthers') },
    { key: 'closeAll', icon: <CloseCircleOutlined aria-hidden />, label: t('tabs.closeAll') },
  ];

  return (
    <Dropdown
      trigger={['contextMenu']}
      // Open only over a tab: a right-click on the empty strip keeps the browser's own menu away
      // but shows nothing.
      open={menuOpen && target !== undefined}
      onOpenChange={setMenuOpen}
      menu={{
        items: menuItems ?? [],
        onClick: ({ key }) => {
          setMenuOpen(false);
          if (target) run(key as Action, target);
        },
      }}
    >
      <nav aria-label={t('tabs.label')} onContextMenu={onContextMenu} style={{ padding: '4px 8px 0' }}>
        <Tabs
          type="editable-card"
          size="small"
          hideAdd
          // rc-tabs names the close icons "remove" in English whatever the language.
          locale={{ removeAriaLabel: t('tabs.close'), dropdownAriaLabel: t('tabs.label') }}
          // The "more" button has no name of its own: its icon names it, in the language.
          more={{ icon: <EllipsisOutlined aria-label={t('tabs.more')} /> }}
          activeKey={activeKey ?? ''}
          tabBarStyle={{ margin: 0 }}
          items={tabs.map((tab) => {
            const text = tabText(tab, menu, {
              withFolder: findTabRoute(tab.pathname)?.handle.tabWithFolder === true,
              translate: (key) => t(key),
            });
            return { key: tab.key, label: <TabLabel text={text} />, closable: !tab.affix };
          })}
          onChange={(key) => go(tabs.find((tab) => tab.key === key))}
          onEdit={(key, action) => {
            const tab = typeof key === 'string' ? tabs.find((open) => open.key === key) : undefined;
            if (action === 'remove' && tab) run('close', tab);
          }}
        />
      </nav>
    </Dropdown>
  );
};
