import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  CommentOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  MailOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  ReadOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * The server names a menu icon in `favicon` (spec §3). Icons are imported one by one (not the
 * whole set) to keep the layout chunk small; a name we do not know gets a neutral icon, so a
 * new server entry never breaks the sidebar. The server's menu (apps/server
 * src/db/reference/menu-tree.ts) uses antd icon names in kebab case; a few names of the
 * original console's svg icons are mapped to their nearest antd icon as well.
 */
const icons: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined aria-hidden />,
  home: <HomeOutlined aria-hidden />,
  shop: <ShopOutlined aria-hidden />,
  store: <ShopOutlined aria-hidden />,
  shopping: <ShoppingOutlined aria-hidden />,
  order: <ShoppingOutlined aria-hidden />,
  course: <ReadOutlined aria-hidden />,
  education: <ReadOutlined aria-hidden />,
  calendar: <CalendarOutlined aria-hidden />,
  table: <CalendarOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
  people: <TeamOutlined aria-hidden />,
  peoples: <TeamOutlined aria-hidden />,
  team: <TeamOutlined aria-hidden />,
  coach: <IdcardOutlined aria-hidden />,
  card: <CreditCardOutlined aria-hidden />,
  form: <FormOutlined aria-hidden />,
  review: <SolutionOutlined aria-hidden />,
  audit: <AuditOutlined aria-hidden />,
  profile: <ProfileOutlined aria-hidden />,
  star: <StarOutlined aria-hidden />,
  evaluate: <CommentOutlined aria-hidden />,
  comment: <CommentOutlined aria-hidden />,
  money: <WalletOutlined aria-hidden />,
  finance: <AccountBookOutlined aria-hidden />,
  wallet: <WalletOutlined aria-hidden />,
  picture: <PictureOutlined aria-hidden />,
  message: <MailOutlined aria-hidden />,
  mail: <MailOutlined aria-hidden />,
  read: <ReadOutlined aria-hidden />,
  notice: <NotificationOutlined aria-hidden />,
  notification: <NotificationOutlined aria-hidden />,
  bell: <BellOutlined aria-hidden />,
  chart: <BarChartOutlined aria-hidden />,
  'bar-chart': <BarChartOutlined aria-hidden />,
  statistics: <BarChartOutlined aria-hidden />,
  documentation: <FileTextOutlined aria-hidden />,
  setting: <SettingOutlined aria-hidden />,
};

/** Every icon name the menu knows (the build draws each: src/prerender/frame-template.tsx). */
export const MENU_ICON_NAMES = Object.keys(icons);

export const menuIcon = (favicon: string | undefined): ReactNode =>
  icons[(favicon ?? '').trim().toLowerCase()] ?? <AppstoreOutlined aria-hidden />;
