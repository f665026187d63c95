/**
 * The desk enters a share request: type the card number and look it up (the card's summary,
 * or why it cannot take a holder, shown under the field), choose the member, save. Choosing
 * a member looks the card up again with that member, so "already a holder" and "already
 * waiting" show before saving; the server checks everything again on save.
 */
import { type ShareCardSummary, type ShareRequest, shareRequestBody } from '@merchant/shared';
import { Alert, Button, Flex, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, zodRules } from '../../../components/form-kit';
import { ApiError } from '../../../lib/http';
import { MemberPicker } from '../../member/components/MemberPicker';
import { lookupShareCard } from '../card-share.api';
import { useCreateShare } from '../use-card-share';
import { ShareCardSummaryView } from './ShareCardSummaryView';

interface NewShareDrawerProps {
  open: boolean;
  onClose: () => void;
  onCreated: (request: ShareRequest) => void;
}

interface Values {
  card_no: string;
  member_id: number | null;
}

type Lookup =
  | { kind: 'none' }
  | { kind: 'busy' }
  | { kind: 'found'; summary: ShareCardSummary; failure?: string }
  | { kind: 'refused'; message: string };

export const NewShareDrawer = ({ open, onClose, onCreated }: NewShareDrawerProps) => {
  const { t } = useTranslation('card-share');
  const [form] = Form.useForm<Values>();
  const [lookup, setLookup] = useState<Lookup>({ kind: 'none' });
  const create = useCreateShare();

  useEffect(() => {
    if (open) setLookup({ kind: 'none' });
  }, [open]);

  const runLookup = async (memberId?: number | null) => {
    const cardNo = (form.getFieldValue('card_no') ?? '').trim();
    if (cardNo === '') {
      await form.validateFields(['card_no']).catch(() => {});
      return;
    }
    setLookup({ kind: 'busy' });
    try {
      const summary = await lookupShareCard({
        card_no: cardNo,
        ...(memberId ? { member_id: memberId } : {}),
      });
      setLookup({ kind: 'found', summary });
    } catch (error) {
      const text = error instanceof ApiError ? error.message : t('lookupFailed');
      // A member's own refusal (holder, waiting) still leaves the card's summary worth showing.
      if (memberId) {
        const card = await lookupShareCard({ card_no: cardNo }).catch(() => undefined);
        if (card) {
          setLookup({ kind: 'found', summary: card, failure: text });
          return;
        }
      }
      setLookup({ kind: 'refused', message: text });
    }
  };

  return (
    <FormDrawer<Values>
      open={open}
      title={t('newTitle')}
      form={form}
      submitText={t('submitRequest')}
      onClose={onClose}
      onValuesChange={(changed) => {
        if ('card_no' in changed) setLookup({ kind: 'none' });
      }}
      onSubmit={async (values) => {
        const created = await create.mutateAsync({
          card_no: values.card_no.trim(),
          member_id: values.member_id as number,
        });
        onCreated(created);
      }}
    >
      <Form.Item label={t('field.cardNo')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="card_no"
            noStyle
            rules={zodRules(shareRequestBody, 'card_no', { t, label: t('field.cardNo') })}
          >
            <Input
              aria-label={t('field.cardNo')}
              placeholder={t('cardNoPlaceholder')}
              maxLength={20}
              onPressEnter={(e) => {
                e.preventDefault();
                void runLookup(form.getFieldValue('member_id'));
              }}
            />
          </Form.Item>
          <Button
            loading={lookup.kind === 'busy'}
            onClick={() => void runLookup(form.getFieldValue('member_id'))}
          >
            {t('lookup')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <div aria-live="polite" style={{ marginBottom: 16 }}>
        {lookup.kind === 'refused' && <Alert type="error" showIcon title={lookup.message} />}
        {lookup.kind === 'found' && (
          <Flex vertical gap={8}>
            <ShareCardSummaryView summary={lookup.summary} />
            {lookup.failure && <Alert type="warning" showIcon title={lookup.failure} />}
          </Flex>
        )}
      </div>
      <Form.Item
        name="member_id"
        label={t('field.member')}
        rules={[{ required: true, message: t('validation:requiredField', { field: t('field.member') }) }]}
      >
        <MemberPicker
          placeholder={t('memberPlaceholder')}
          onChange={(id) => {
            form.setFieldValue('member_id', id);
            if (lookup.kind === 'found' || lookup.kind === 'refused') void runLookup(id);
          }}
        />
      </Form.Item>
    </FormDrawer>
  );
};
