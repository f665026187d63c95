/** The status column both service lists show and export. */
import type { ServiceStatus } from '@merchant/shared';
import { Tag } from 'antd';
import type { ListColumn } from '../../components/list-kit';

export const serviceStatusColumn = <T extends { status: ServiceStatus }>(
  t: (key: string) => string,
): ListColumn<T> => ({
  key: 'status',
  title: t('field.status'),
  width: 100,
  exportValue: (s) => t(`status.${s.status}`),
  render: (s) => <Tag color={s.status === 'online' ? 'success' : 'default'}>{t(`status.${s.status}`)}</Tag>,
});
