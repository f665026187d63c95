/** Freeze a card for some days, within what its type allows (shown). */
import type { MemberCard } from '@merchant/shared';
import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../../components/form-kit';
import { useFreezeCard } from '../use-member-card';
import { CardFormModal } from './CardFormModal';

interface Values {
  days: number;
  reason?: string;
}

export const FreezeModal = ({ card, onClose }: { card: MemberCard | null; onClose: () => void }) => {
  const { t } = useTranslation('member-card');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const freeze = useFreezeCard();
  if (!card) return null;
  const daysLeft = Math.max(0, card.max_freeze_days - card.freeze_days_used);
  const timesLeft = Math.max(0, card.max_freeze_times - card.freeze_count);
  return (
    <CardFormModal<Values>
      open
      form={form}
      title={t('freeze.title', { no: card.card_no })}
      okText={t('freeze.submit')}
      onClose={onClose}
      okDisabled={daysLeft === 0 || timesLeft === 0}
      onSubmit={async (values) => {
        const frozen = await freeze.mutateAsync({
          id: card.id,
          body: { days: values.days, reason: values.reason ?? '' },
        });
        message.success(t('freeze.done', { no: frozen.card_no, date: frozen.frozen_until }));
      }}
    >
      <Typography.Paragraph type="secondary">
        {t('freeze.limits', { days: daysLeft, times: timesLeft })}
      </Typography.Paragraph>
      <Form.Item
        name="days"
        label={t('freeze.days')}
        rules={[{ required: true, message: t('freeze.daysRequired') }]}
      >
        <NumberInput
          min={1}
          max={Math.max(1, Math.min(365, daysLeft))}
          precision={0}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="reason" label={t('freeze.reason')} rules={[{ max: 200 }]}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </CardFormModal>
  );
};
