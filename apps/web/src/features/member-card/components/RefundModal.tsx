/**
 * Refund a card: the server's quote (the shared calculator) with its working is shown first;
 * confirming sends that amount, and a quote that changed meanwhile is refused (-409) and shown again.
 */
import type { MemberCard } from '@merchant/shared';
import { Alert, App, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequestNumbers } from '../../../lib/request-no';
import { useRefundCard, useRefundQuote } from '../use-member-card';
import { CardFormModal } from './CardFormModal';
import { RefundQuoteView } from './RefundQuoteView';

interface Values {
  reason?: string;
}

export const RefundModal = ({ card, onClose }: { card: MemberCard | null; onClose: () => void }) => {
  const { t } = useTranslation('member-card');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const quote = useRefundQuote(card?.id ?? null);
  const refund = useRefundCard();
  const withRequestNo = useRequestNumbers();
  if (!card) return null;
  return (
    <CardFormModal<Values>
      open
      form={form}
      danger
      title={t('refund.title', { no: card.card_no })}
      okText={t('refund.submit')}
      okDisabled={!quote.data}
      onClose={onClose}
      onSubmit={async (values) => {
        if (!quote.data) return;
        try {
          const amount = quote.data.amount_fen;
          const done = await withRequestNo(card.id, (requestNo) =>
            refund.mutateAsync({
              id: card.id,
              body: { request_no: requestNo, amount_fen: amount, reason: values.reason ?? '' },
            }),
          );
          message.success(
            t('refund.done', { no: done.card_no, amount: ((done.refund_fen ?? 0) / 100).toFixed(2) }),
          );
        } catch (error) {
          // The quote moved on (a use, a new day): show the new one before another confirmation.
          await quote.refetch();
          throw error;
        }
      }}
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('refund.explain')} />
      {quote.data ? <RefundQuoteView quote={quote.data} card={card} /> : <Skeleton active />}
      <Form.Item name="reason" label={t('refund.reason')} rules={[{ max: 200 }]} style={{ marginTop: 12 }}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </CardFormModal>
  );
};
