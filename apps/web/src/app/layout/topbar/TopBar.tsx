import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShareReviewBadge } from '../../../features/card-share/components/ShareReviewBadge';
import { AppBreadcrumb } from '../menu/AppBreadcrumb';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { StoreSwitcher } from './StoreSwitcher';
import { UnreadBadges } from './UnreadBadges';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  /** Whether the menu (sider or drawer) is showing, for the toggle's icon and label. */
  menuShown: boolean;
  onToggleMenu: () => void;
  mobile: boolean;
}

/** Menu toggle and breadcrumb on the left; store, badges, full screen, language, user on the right. */
export const TopBar = ({ menuShown, onToggleMenu, mobile }: TopBarProps) => {
  const { t } = useTranslation('layout');
  const toggleLabel = t(menuShown ? 'collapseSidebar' : 'expandSidebar');
  return (
    <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
      <Flex align="center" gap={8} style={{ minWidth: 0, overflow: 'hidden' }}>
        <Tooltip title={toggleLabel}>
          <Button
            type="text"
            aria-label={toggleLabel}
            aria-expanded={menuShown}
            icon={menuShown ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
            onClick={onToggleMenu}
          />
        </Tooltip>
        {/* A phone has no room for the trail; the tab strip still says where one is. */}
        {!mobile && <AppBreadcrumb />}
      </Flex>
      <Flex align="center" gap={4} style={{ flexShrink: 0 }}>
        <StoreSwitcher />
        <UnreadBadges />
        <ShareReviewBadge />
        {!mobile && <FullscreenToggle />}
        <LanguageSwitch />
        <UserMenu compact={mobile} />
      </Flex>
    </Flex>
  );
};
