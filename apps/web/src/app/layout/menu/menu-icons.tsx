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
  dashboard: <DashboardOutlined />,
  home: <HomeOutlined />,
  shop: <ShopOutlined />,
  store: <ShopOutlined />,
  shopping: <ShoppingOutlined />,
  order: <ShoppingOutlined />,
  course: <ReadOutlined />,
  education: <ReadOutlined />,
  calendar: <CalendarOutlined />,
  table: <CalendarOutlined />,
  user: <UserOutlined />,
  people: <TeamOutlined />,
  peoples: <TeamOutlined />,
  team: <TeamOutlined />,
  coach: <IdcardOutlined />,
  card: <CreditCardOutlined />,
  form: <FormOutlined />,
  review: <SolutionOutlined />,
  audit: <AuditOutlined />,
  profile: <ProfileOutlined />,
  star: <StarOutlined />,
  evaluate: <CommentOutlined />,
  comment: <CommentOutlined />,
  money: <WalletOutlined />,
  finance: <AccountBookOutlined />,
  wallet: <WalletOutlined />,
  picture: <PictureOutlined />,
  message: <MailOutlined />,
  mail: <MailOutlined />,
  read: <ReadOutlined />,
  notice: <NotificationOutlined />,
  notification: <NotificationOutlined />,
  bell: <BellOutlined />,
  chart: <BarChartOutlined />,
  'bar-chart': <BarChartOutlined />,
  statistics: <BarChartOutlined />,
  documentation: <FileTextOutlined />,
  setting: <SettingOutlined />,
};

export const menuIcon = (favicon: string | undefined): ReactNode =>
  icons[(favicon ?? '').trim().toLowerCase()] ?? <AppstoreOutlined />;
