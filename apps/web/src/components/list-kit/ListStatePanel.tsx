/** The table's body when it has no rows to show: loading, empty, nothing matches, or failed. */
import { Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListViewState } from './list-view-state';

interface ListStatePanelProps {
  state: Exclude<ListViewState, 'rows'>;
  emptyText: string;
  filteredEmptyText?: string;
  errorMessage?: string;
  onRetry: () => void;
  onClearFilters: () => void;
}

export const ListStatePanel = ({
  state,
  emptyText,
  filteredEmptyText,
  errorMessage,
  onRetry,
  onClearFilters,
}: ListStatePanelProps) => {
  const { t } = useTranslation('listKit');
  switch (state) {
    case 'loading':
      return (
        <div role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      );
    case 'error':
      return (
        <Result
          status="warning"
          title={t('loadFailed')}
          subTitle={errorMessage}
          extra={
            <Button type="primary" onClick={onRetry}>
              {t('retry')}
            </Button>
          }
        />
      );
    case 'filteredEmpty':
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filteredEmptyText ?? t('filteredEmpty')}>
          <Button onClick={onClearFilters}>{t('clearFilters')}</Button>
        </Empty>
      );
    case 'empty':
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  }
};
