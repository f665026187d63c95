/**
 * "Operation log" panel of a detail screen: who moved the entity from which state to which,
 * when and why (the audit events the server writes with each transition), newest first.
 * Loading, empty and failed are told apart as in the list kit.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../date-time';
import { type LoadOperationLog, newestFirst, storeAuditLog } from './operation-log.api';

interface OperationLogProps {
  entity: string;
  entityId: number;
  /** Another source than POST /audit/list (an entity outside a store, e.g. a claim). */
  load?: LoadOperationLog;
  /** The translated name of a state code (e.g. claim `pending` → "Pending review"). */
  stateLabel?: (state: string) => string;
}

export const OperationLog = ({
  entity,
  entityId,
  load,
  stateLabel = (state) => state,
}: OperationLogProps) => {
  const { t } = useTranslation('listKit');
  const log = useQuery({
    queryKey: ['audit', entity, entityId],
    queryFn: async ({ signal }) => newestFirst(await (load ?? storeAuditLog(entity, entityId))(signal)),
  });

  if (log.isError) {
    return (
      <Result
        status="warning"
        title={t('operationLogFailed')}
        subTitle={log.error.message}
        extra={<Button onClick={() => void log.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (log.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (log.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operationLogEmpty')} />;
  }
  return (
    <Timeline
      aria-label={t('operationLog')}
      items={log.data.map((event) => ({
        key: event.id,
        children: (
          <div>
            <Typography.Text strong>
              {event.from_state ? `${stateLabel(event.from_state)} → ` : ''}
              {stateLabel(event.to_state)}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {formatDateTime(event.at)}
                {event.actor_name ? ` · ${t('log.actor')}: ${event.actor_name}` : ''}
              </Typography.Text>
            </div>
            {event.reason && (
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                {t('log.reason')}: {event.reason}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
};
