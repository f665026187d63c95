/**
 * "Operation log" panel of a detail screen: who moved the entity from which state to which,
 * when and why (the audit events the server writes with each transition), newest first.
 * Loading, empty and failed are told apart as in the list kit. The store's log pages by cursor:
 * the newest 50 first, then "Show older" fetches the next page with the answer's `next`.
 */
import type { AuditEvent } from '@merchant/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../date-time';
import { type LoadOperationLog, newestFirst, storeAuditPage } from './operation-log.api';

interface OperationLogProps {
  entity: string;
  entityId: number;
  /** Another source than POST /audit/list (an entity outside a store, e.g. a claim). */
  load?: LoadOperationLog;
  /** The translated name of a state code (e.g. claim `pending` → "Pending review"). */
  stateLabel?: (state: string) => string;
}

interface LogState {
  events: AuditEvent[] | undefined;
  error: Error | null;
  retry: () => void;
  /** Fetches the next, older page; absent when there is none. */
  older?: () => void;
  loadingOlder: boolean;
}

/** The store's log of the entity, page after page by cursor. */
const useStoreLog = (entity: string, entityId: number, enabled: boolean): LogState => {
  const log = useInfiniteQuery({
    queryKey: ['audit', entity, entityId, 'pages'],
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => storeAuditPage(entity, entityId, pageParam, signal),
    getNextPageParam: (last) => last.next,
  });
  return {
    events: log.data?.pages.flatMap((page) => page.content),
    error: log.error,
    retry: () => void log.refetch(),
    older: log.hasNextPage ? () => void log.fetchNextPage() : undefined,
    loadingOlder: log.isFetchingNextPage,
  };
};

/** A screen's own source: every event at once. */
const useLoadedLog = (entity: string, entityId: number, load: LoadOperationLog | undefined): LogState => {
  const log = useQuery({
    queryKey: ['audit', entity, entityId],
    enabled: load !== undefined,
    queryFn: ({ signal }) => (load as LoadOperationLog)(signal),
  });
  return { events: log.data, error: log.error, retry: () => void log.refetch(), loadingOlder: false };
};

export const OperationLog = ({
  entity,
  entityId,
  load,
  stateLabel = (state) => state,
}: OperationLogProps) => {
  const { t } = useTranslation('listKit');
  const stored = useStoreLog(entity, entityId, load === undefined);
  const loaded = useLoadedLog(entity, entityId, load);
  const log = load ? loaded : stored;

  if (log.error) {
    return (
      <Result
        status="warning"
        title={t('operationLogFailed')}
        subTitle={log.error.message}
        extra={<Button onClick={log.retry}>{t('retry')}</Button>}
      />
    );
  }
  if (!log.events) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (log.events.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operationLogEmpty')} />;
  }
  return (
    <>
      <Timeline
        aria-label={t('operationLog')}
        items={newestFirst(log.events).map((event) => ({
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
      {log.older && (
        <Button onClick={log.older} loading={log.loadingOlder}>
          {t('log.older')}
        </Button>
      )}
    </>
  );
};
