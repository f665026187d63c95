/**
 * One review screen: /orderevaluate (kind text) or /videoevaluate (kind video), on the list kit
 * with the filters, the rating summary, reply / edit reply (24 hours) and appeal. There is no
 * delete or hide: only the platform hides a review, by upholding an appeal.
 */
import { type Review, type ReviewKind, reviewListSpec } from '@merchant/shared';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSection, type RowAction, useListQuery, useListState } from '../../../components/list-kit';
import { useAccess } from '../../../lib/use-access';
import { fetchReviews } from '../review.api';
import { reviewColumns, reviewFilters } from '../review-columns';
import { canAppeal, canEditReply, reviewPermission } from '../review-model';
import { reviewKeys, useReviewSummary } from '../use-review';
import { AppealModal } from './AppealModal';
import { RatingSummary } from './RatingSummary';
import { ReplyModal } from './ReplyModal';

export const ReviewListPage = ({ kind }: { kind: ReviewKind }) => {
  const { t } = useTranslation('review');
  const { can } = useAccess();
  const summary = useReviewSummary();
  const filters = useMemo(() => reviewFilters(t, summary.data), [t, summary.data]);
  const list = useListState(reviewListSpec, { filters });
  const fetchPage = useMemo(() => fetchReviews(kind), [kind]);
  const result = useListQuery([...reviewKeys.lists, kind], list, fetchPage);
  const columns = useMemo(() => reviewColumns(t), [t]);
  const [replying, setReplying] = useState<Review | null>(null);
  const [appealing, setAppealing] = useState<Review | null>(null);
  const title = t(kind === 'text' ? 'titleText' : 'titleVideo');
  const label = (action: string) => (r: Review) => `${t(action)}: ${r.order_no}`;

  const actions: RowAction<Review>[] = [
    {
      key: 'reply',
      label: t('reply.action'),
      permission: reviewPermission[kind].reply,
      hidden: (r) => r.reply_text !== null,
      ariaLabel: label('reply.action'),
      onClick: setReplying,
    },
    {
      key: 'edit',
      label: t('reply.editAction'),
      permission: reviewPermission[kind].reply,
      hidden: (r) => r.reply_text === null,
      disabled: (r) => !canEditReply(r),
      ariaLabel: label('reply.editAction'),
      onClick: setReplying,
    },
    {
      key: 'appeal',
      label: t('appeal.action'),
      permission: reviewPermission[kind].reply,
      disabled: (r) => !canAppeal(r),
      ariaLabel: label('appeal.action'),
      onClick: setAppealing,
    },
  ];

  return (
    <Card title={title}>
      <RatingSummary />
      <ListSection<Review, typeof reviewListSpec>
        list={list}
        result={result}
        columns={columns}
        rowKey={(row) => row.id}
        label={title}
        emptyText={t('empty')}
        filteredEmptyText={t('emptyFiltered')}
        actions={actions}
        can={can}
        scrollX={1000}
        fetchPage={fetchPage}
      />
      <ReplyModal review={replying} onClose={() => setReplying(null)} />
      <AppealModal review={appealing} onClose={() => setAppealing(null)} />
    </Card>
  );
};
