/**
 * Add or change a withdrawal account: type, holder (the store's legal representative), number,
 * bank and branch for a card, default; then the code sent to the owner's phone. The full
 * number is never shown again, so a change asks for it anew.
 */
import {
  BANK_CARD,
  isValidAccountNo,
  type WithdrawalAccount,
  type WithdrawalAccountBody,
  withdrawalAccountBody,
} from '@merchant/shared';
import { Alert, Button, Form, Input, Radio, Space, Switch, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, zodRules } from '../../../components/form-kit';
import { useSaveAccount } from '../use-withdrawal';
import { sendAccountCode } from '../withdrawal.api';

interface AccountFormValues {
  type: number;
  holder_name: string;
  account_no: string;
  bank_name?: string;
  bank_branch?: string;
  is_default: boolean;
  code: string;
}

interface AccountFormDrawerProps {
  open: boolean;
  account?: WithdrawalAccount;
  onClose: () => void;
}

/** Seconds before another code may be asked for (the server allows one a minute). */
const RESEND_SECONDS = 60;

export const AccountFormDrawer = ({ open, account, onClose }: AccountFormDrawerProps) => {
  const { t } = useTranslation('withdrawal');
  const [form] = Form.useForm<AccountFormValues>();
  const type = Form.useWatch('type', form);
  const save = useSaveAccount();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);

  const initialValues = useMemo<Partial<AccountFormValues>>(
    () =>
      account
        ? {
            type: account.type,
            holder_name: account.holder_name,
            bank_name: account.bank_name ?? undefined,
            bank_branch: account.bank_branch ?? undefined,
            is_default: account.is_default,
          }
        : { type: BANK_CARD, is_default: false },
    [account],
  );

  useEffect(() => {
    if (open) setSentTo(null);
  }, [open]);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const rules = (field: keyof typeof withdrawalAccountBody.shape, label: string) =>
    zodRules(withdrawalAccountBody, field, { t, label });

  const sendCode = async () => {
    setSending(true);
    try {
      const sent = await sendAccountCode();
      setSentTo(sent.phone_masked);
      setWait(RESEND_SECONDS);
    } catch {
      // lib/http has said why (an employee: only the owner may).
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: AccountFormValues) => {
    const card = values.type === BANK_CARD;
    const body: WithdrawalAccountBody = {
      type: values.type,
      holder_name: values.holder_name,
      account_no: values.account_no,
      bank_name: card ? values.bank_name : null,
      bank_branch: card ? values.bank_branch : null,
      is_default: values.is_default,
      code: values.code,
    };
    await save.mutateAsync({ id: account?.id ?? null, body });
  };

  return (
    <FormDrawer<AccountFormValues>
      open={open}
      form={form}
      title={account ? t('editTitle') : t('newTitle')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={initialValues}
      submitText={t('confirm')}
    >
      <Alert type="info" showIcon title={t('form.rulesHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="type" label={t('field.type')}>
        <Radio.Group
          options={[1, 2, 3].map((value) => ({ value, label: t(`type.${value}`) }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item
        name="holder_name"
        label={t('field.holder')}
        extra={t('form.holderHint')}
        rules={rules('holder_name', t('field.holder'))}
      >
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="account_no"
        label={t(`field.number.${type ?? BANK_CARD}`)}
        extra={account ? t('form.numberAgain', { masked: account.account_no_masked }) : undefined}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if (!value || !isValidAccountNo(type ?? BANK_CARD, value))
                throw new Error(t('validation:withdrawalAccountNoRule'));
            },
          },
        ]}
      >
        <Input maxLength={64} autoComplete="off" inputMode={type === BANK_CARD ? 'numeric' : undefined} />
      </Form.Item>
      {type === BANK_CARD && (
        <>
          <Form.Item
            name="bank_name"
            label={t('field.bank')}
            rules={[{ required: true, whitespace: true, message: t('validation:withdrawalBankRequired') }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="bank_branch"
            label={t('field.branch')}
            rules={[{ required: true, whitespace: true, message: t('validation:withdrawalBranchRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </>
      )}
      <Form.Item name="is_default" label={t('field.default')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        label={t('field.code')}
        required
        extra={sentTo ? t('form.codeSent', { phone: sentTo }) : t('form.codeHint')}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={rules('code', t('field.code'))}>
            <Input
              maxLength={6}
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-label={t('field.code')}
            />
          </Form.Item>
          <Button onClick={sendCode} loading={sending} disabled={wait > 0}>
            {wait > 0 ? t('form.resendIn', { seconds: wait }) : t('form.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('form.coolingHint')}</Typography.Paragraph>
    </FormDrawer>
  );
};
