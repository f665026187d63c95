/** Transfer a card to another member of the store (the law lets holders do it with notice). */
import type { MemberCard } from '@merchant/shared';
import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequestNumbers } from '../../../lib/request-no';
import { MemberPicker } from '../../member/components/MemberPicker';
import { useTransferCard } from '../use-member-card';
import { CardFormModal } from './CardFormModal';

interface Values {
  to_member_id: number;
  note?: string;
}

export const TransferModal = ({ card, onClose }: { card: MemberCard | null; onClose: () => void }) => {
  const { t } = useTranslation('member-card');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const transfer = useTransferCard();
  const withRequestNo = useRequestNumbers();
  if (!card) return null;
  return (
    <CardFormModal<Values>
      open
      form={form}
      title={t('transfer.title', { no: card.card_no })}
      okText={t('transfer.submit')}
      onClose={onClose}
      onSubmit={async (values) => {
        const moved = await withRequestNo(card.id, (requestNo) =>
          transfer.mutateAsync({
            id: card.id,
            body: { request_no: requestNo, to_member_id: values.to_member_id, note: values.note ?? '' },
          }),
        );
        message.success(t('transfer.done', { no: moved.card_no, name: moved.member_name }));
      }}
    >
      <Typography.Paragraph type="secondary">
        {t('transfer.notice', { name: card.member_name })}
      </Typography.Paragraph>
      <Form.Item
        name="to_member_id"
        label={t('transfer.to')}
        rules={[{ required: true, message: t('transfer.toRequired') }]}
      >
        <MemberPicker excludeIds={[card.member_id]} />
      </Form.Item>
      <Form.Item name="note" label={t('transfer.note')} rules={[{ max: 200 }]}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </CardFormModal>
  );
};
