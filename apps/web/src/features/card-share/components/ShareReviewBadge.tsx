/**
 * The top bar's count of share requests waiting for review (GET
 * /member/card/share/query_share_num every 30 s). Shown only to accounts whose menu holds
 * /membereview (the screen of membereview:view) and that manage a store (a new merchant's
 * account has none yet), so nobody polls a call that would refuse them; a click opens the
 * screen as the sidebar does.
 */
import { AuditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { findMenuPath } from '../../../app/layout/menu/menu-model';
import { useMenu } from '../../../app/layout/menu/use-menu';
import { useStoreOptions } from '../../../app/layout/topbar/use-store-selection';
import { sidebarHref } from '../../../components/sidebar-href';
import { shareNumQuery } from '../use-card-share';

const REVIEW_PATH = '/membereview';

const CountButton = () => {
  const { t } = useTranslation('card-share');
  const navigate = useNavigate();
  const { items } = useMenu();
  const { data: count = 0 } = useQuery(shareNumQuery);
  const label = t('badge', { count });
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} onClick={() => navigate(sidebarHref(items, REVIEW_PATH))}>
        <Badge count={count} size="small" overflowCount={99}>
          <span style={{ fontSize: 18 }}>
            <AuditOutlined aria-hidden />
          </span>
        </Badge>
      </Button>
    </Tooltip>
  );
};

export const ShareReviewBadge = () => {
  const { items } = useMenu();
  const { data: stores } = useStoreOptions();
  if (findMenuPath(items ?? [], REVIEW_PATH).length === 0 || !stores?.length) return null;
  return <CountButton />;
};
