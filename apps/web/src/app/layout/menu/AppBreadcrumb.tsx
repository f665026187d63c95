import { Breadcrumb, type BreadcrumbProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { findTabRoute, isRegistered } from '../layout-routes';
import { HOME_PATH } from '../route-match';
import { breadcrumbHref } from './menu-model';
import { useCurrentMenuPath, useMenu } from './use-menu';

/**
 * Home › folders › page, from the server menu tree (spec §2). Parents link with a menu id
 * (breadcrumbHref); a page outside the menu (a detail, the profile) shows its route title.
 */
export const AppBreadcrumb = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { items } = useMenu();
  const path = useCurrentMenuPath(items);

  const crumbs: NonNullable<BreadcrumbProps['items']> = [];
  if (pathname !== HOME_PATH && isRegistered(HOME_PATH)) {
    crumbs.push({ key: 'home', title: <Link to={HOME_PATH}>{t('layout:home')}</Link> });
  }
  if (path.length > 0) {
    path.forEach((item, index) => {
      const href = index < path.length - 1 ? breadcrumbHref(item, isRegistered) : undefined;
      crumbs.push({ key: item.id, title: href ? <Link to={href}>{item.name}</Link> : item.name });
    });
  } else {
    const route = findTabRoute(pathname);
    if (route) crumbs.push({ key: 'page', title: t(route.handle.title) });
  }
  return <Breadcrumb items={crumbs} />;
};
