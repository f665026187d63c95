import {
  DashboardOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { sidebarHref } from '../../../components/sidebar-href';
import { http } from '../../../lib/http';
import { loginPathFor } from '../../route-access';
import { useSessionStore } from '../../session-store';
import { isRegistered } from '../layout-routes';
import { useMenu } from '../menu/use-menu';

/** The user dropdown's links (spec §2); an entry whose screen is not built yet is hidden. */
export const USER_LINKS = [
  { key: 'dashboard', path: '/dashboard', icon: <DashboardOutlined aria-hidden /> },
  { key: 'merchant', path: '/merchant/list', icon: <ShopOutlined aria-hidden /> },
  { key: 'profile', path: '/profile', icon: <UserOutlined aria-hidden /> },
  { key: 'state', path: '/state', icon: <SafetyCertificateOutlined aria-hidden /> },
] as const;

const LOGOUT = 'logout';

export const UserMenu = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const name = useSessionStore((state) => state.name);
  const avatar = useSessionStore((state) => state.avatar);
  const [leaving, setLeaving] = useState(false);
  const { items: menu } = useMenu();
  // An employee has no claims or qualifications of their own: /state would show nothing of theirs.
  const staffOnly = useSessionStore((state) => state.staffOnly);

  const logout = async () => {
    setLeaving(true);
    // The local logout happens whatever the server says: an expired session cannot refuse to
    // end, and the user asked to leave. So no toast and no "signed out" dialog here.
    await http.post('/user/logout', undefined, { silent: true, sessionDialog: false }).catch(() => undefined);
    useSessionStore.getState().logout();
    // The guard sends a signed-out visitor to /login?redirect=<this page> as soon as the token
    // is gone; going to the same place avoids two competing navigations (and is what the
    // original console did on logout).
    navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  };

  const items: MenuProps['items'] = [
    ...USER_LINKS.filter((link) => isRegistered(link.path) && !(staffOnly && link.key === 'state')).map(
      (link) => ({
        key: link.path,
        icon: link.icon,
        label: t(`user.${link.key}`),
      }),
    ),
    { type: 'divider' as const },
    {
      key: LOGOUT,
      icon: <LogoutOutlined aria-hidden />,
      label: t('user.logout'),
      danger: true,
      disabled: leaving,
    },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === LOGOUT) void logout();
          // A target that is also a sidebar entry opens with its menu id, like the sidebar.
          else navigate(sidebarHref(menu, key));
        },
      }}
    >
      <Button type="text" aria-label={t('user.menu')} style={{ height: 'auto', paddingInline: 8 }}>
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined aria-hidden />} alt="" />
        {!compact && (
          <span style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </span>
        )}
      </Button>
    </Dropdown>
  );
};
