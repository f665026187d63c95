/**
 * Sell a card at the desk: the member (searched), a card type on sale with its terms, and an
 * optional start date. The caps of the store's prepaid region that the type breaks are shown
 * before submitting (the server also counts what the member already holds). One request number
 * per opening: a double submit answers the first card.
 */
import type { MemberCardDetail } from '@merchant/shared';
import { Alert, DatePicker, Descriptions, Form, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-kit';
import { useRequestNumbers } from '../../../lib/request-no';
import { MemberPicker } from '../../member/components/MemberPicker';
import { formatCardTerms, yuan } from '../member-card-model';
import { useIssueCard, useIssueOptions } from '../use-member-card';

interface Values {
  member_id: number;
  card_type_id: number;
  starts_on?: Dayjs | null;
}

export const IssueCardDrawer = ({
  open,
  onClose,
  onIssued,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: (card: MemberCardDetail) => void;
}) => {
  const { t } = useTranslation('member-card');
  const [form] = Form.useForm<Values>();
  const options = useIssueOptions(open);
  const issue = useIssueCard();
  const withRequestNo = useRequestNumbers();
  const typeId = Form.useWatch('card_type_id', form);
  const type = options.data?.types.find((o) => o.id === typeId);

  return (
    <FormDrawer<Values>
      open={open}
      form={form}
      title={t('issue.title')}
      submitText={t('issue.submit')}
      onClose={onClose}
      onSubmit={async (values) => {
        const card = await withRequestNo('issue', (requestNo) =>
          issue.mutateAsync({
            member_id: values.member_id,
            card_type_id: values.card_type_id,
            starts_on: values.starts_on ? values.starts_on.format('YYYY-MM-DD') : undefined,
            request_no: requestNo,
          }),
        );
        onIssued(card);
      }}
    >
      <Form.Item
        name="member_id"
        label={t('issue.member')}
        rules={[{ required: true, message: t('issue.memberRequired') }]}
      >
        <MemberPicker />
      </Form.Item>
      <Form.Item
        name="card_type_id"
        label={t('issue.type')}
        rules={[{ required: true, message: t('issue.typeRequired') }]}
      >
        <Select
          loading={options.isLoading}
          notFoundContent={t('issue.noTypes')}
          options={(options.data?.types ?? []).map((o) => ({
            value: o.id,
            label: `${o.name} · ${t(`kind.${o.kind}`)} · ${yuan(o.price_fen)}`,
          }))}
        />
      </Form.Item>
      {type && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            style={{ marginBottom: 16 }}
            title={t('issue.terms')}
          >
            <Descriptions.Item label={t('field.kind')}>{t(`kind.${type.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.paid')}>{yuan(type.price_fen)}</Descriptions.Item>
            <Descriptions.Item label={t('field.holds')}>{formatCardTerms(type, t)}</Descriptions.Item>
            <Descriptions.Item label={t('field.sharing')}>
              {type.shareable ? t('sharingUpTo', { count: type.max_holders }) : t('no')}
              {' · '}
              {type.parallel_use ? t('parallelYes') : t('parallelNo')}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.freezing')}>
              {type.freeze_allowed
                ? t('freezeTerms', { days: type.max_freeze_days, times: type.max_freeze_times })
                : t('no')}
            </Descriptions.Item>
          </Descriptions>
          {type.cap_messages.length > 0 && (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
              title={t('issue.capTitle')}
              description={type.cap_messages.join('; ')}
            />
          )}
          {type.description && (
            <Typography.Paragraph type="secondary">{type.description}</Typography.Paragraph>
          )}
        </>
      )}
      <Form.Item name="starts_on" label={t('issue.startsOn')} extra={t('issue.startsOnHelp')}>
        <DatePicker
          style={{ width: '100%' }}
          disabledDate={(day) => day.isBefore(dayjs().startOf('day')) || day.isAfter(dayjs().add(90, 'day'))}
        />
      </Form.Item>
    </FormDrawer>
  );
};
