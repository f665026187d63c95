/** Check in with a card: which holder, how much (sessions or yuan), a note. */
import type { MemberCard } from '@merchant/shared';
import { App, Form, Input, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/form-kit';
import { useRequestNumbers } from '../../../lib/request-no';
import { formatCardBalance } from '../member-card-model';
import { useCardDetail, useCheckIn } from '../use-member-card';
import { CardFormModal } from './CardFormModal';

interface Values {
  member_id: number;
  units?: number;
  note?: string;
}

export const CheckInModal = ({ card, onClose }: { card: MemberCard | null; onClose: () => void }) => {
  const { t } = useTranslation('member-card');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const detail = useCardDetail(card?.id ?? null);
  const checkIn = useCheckIn();
  // One request number per check-in: a double click or a retry answers the first check-in.
  const withRequestNo = useRequestNumbers();
  const initialValues = useMemo(
    () => (card ? { member_id: card.member_id, units: card.kind === 'count' ? 1 : undefined } : undefined),
    [card],
  );

  if (!card) return null;
  const holders = detail.data?.holders ?? [{ member_id: card.member_id, full_name: card.member_name }];
  return (
    <CardFormModal<Values>
      open
      form={form}
      title={t('use.title', { no: card.card_no })}
      okText={t('use.submit')}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={async (values) => {
        const units =
          card.kind === 'stored_value' && values.units !== undefined
            ? Math.round(values.units * 100)
            : values.units;
        const result = await withRequestNo(card.id, (requestNo) =>
          checkIn.mutateAsync({
            id: card.id,
            body: {
              member_id: values.member_id,
              units: card.kind === 'period' ? undefined : units,
              note: values.note ?? '',
              request_no: requestNo,
            },
          }),
        );
        message.success(
          t('use.done', { balance: formatCardBalance(result.card.kind, result.card.balance, t) }),
        );
      }}
    >
      <Typography.Paragraph type="secondary">
        {t('field.balance')}: {formatCardBalance(card.kind, card.balance, t)}
      </Typography.Paragraph>
      <Form.Item
        name="member_id"
        label={t('use.holder')}
        rules={[{ required: true, message: t('use.holderRequired') }]}
      >
        <Select options={holders.map((h) => ({ value: h.member_id, label: h.full_name }))} />
      </Form.Item>
      {card.kind !== 'period' && (
        <Form.Item
          name="units"
          label={card.kind === 'count' ? t('use.sessions') : t('use.amount')}
          rules={[{ required: true, message: t('use.unitsRequired') }]}
        >
          <NumberInput
            min={card.kind === 'count' ? 1 : 0.01}
            precision={card.kind === 'count' ? 0 : 2}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      <Form.Item name="note" label={t('use.note')} rules={[{ max: 200 }]}>
        <Input maxLength={200} />
      </Form.Item>
    </CardFormModal>
  );
};
