import type { Announcement } from '@merchant/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { noticeStatus, noticeStatusColor } from '../notice-status';

/** current / upcoming / expired, from the derived `time` flag (spec §3). */
export const NoticeStatusTag = ({ notice, now }: { notice: Announcement; now: number }) => {
  const { t } = useTranslation('notice');
  const status = noticeStatus(notice, now);
  return <Tag color={noticeStatusColor[status]}>{t(`status.${status}`)}</Tag>;
};
