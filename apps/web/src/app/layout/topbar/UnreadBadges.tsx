import { BellOutlined, MailOutlined } from '@ant-design/icons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sidebarHref } from '../../../components/sidebar-href';
import { http } from '../../../lib/http';
import { isRegistered } from '../layout-routes';
import { useMenu } from '../menu/use-menu';

/** Spec §7, §9: both badges poll every 30 seconds. */
export const UNREAD_POLL_MS = 30_000;

interface UnreadSource {
  kind: 'notice' | 'message';
  url: string;
  target: string;
  icon: ReactNode;
}

const sources: UnreadSource[] = [
  {
    kind: 'notice',
    url: '/user/announcements/unread_count',
    target: '/notice/index',
    icon: <BellOutlined aria-hidden />,
  },
  {
    kind: 'message',
    url: '/message/system/unread_count',
    target: '/message/index',
    icon: <MailOutlined aria-hidden />,
  },
];

const unreadCountQuery = (source: UnreadSource) =>
  queryOptions({
    // The feature screens invalidate these keys after a read or a delete.
    queryKey: ['unread', source.kind],
    queryFn: ({ signal }) =>
      // silent: a failing poll must not toast every 30 s; an ended session still opens its dialog.
      http.get<{ unread_num: number }>(source.url, undefined, { signal, silent: true }),
    select: (value) => value.unread_num,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 0,
  });

const UnreadBadge = ({ source }: { source: UnreadSource }) => {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { items } = useMenu();
  const { data: count = 0 } = useQuery(unreadCountQuery(source));
  const label = `${t(`unread.${source.kind}`)}: ${t('unread.count', { count })}`;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label} // As the sidebar links it (with the menu id), so an open tab of the list is reused.
        onClick={() => navigate(sidebarHref(items, source.target))}
      >
        <Badge count={count} size="small" overflowCount={99}>
          <span style={{ fontSize: 18 }}>{source.icon}</span>
        </Badge>
      </Button>
    </Tooltip>
  );
};

/** Announcement and message badges; a badge whose screen is not built yet is not shown. */
export const UnreadBadges = () => (
  <>
    {sources
      .filter((source) => isRegistered(source.target))
      .map((source) => (
        <UnreadBadge key={source.kind} source={source} />
      ))}
  </>
);
