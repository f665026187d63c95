/**
 * The desk's two ways to a voucher: its code (typed, or scanned: a scanner types the digits and
 * Enter into the focused field) or the member's phone (that member's usable vouchers here).
 */
import type { VoucherPreview } from '@merchant/shared';
import { Button, Flex, Form, Input, type InputRef, List, Segmented, Typography } from 'antd';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchVouchersOfPhone } from '../coupon.api';
import { isVoucherCode, normaliseCode } from '../coupon-model';

interface Props {
  codeInput: RefObject<InputRef | null>;
  loading: boolean;
  onCode: (code: string) => void;
}

export const VoucherLookup = ({ codeInput, loading, onCode }: Props) => {
  const { t } = useTranslation('coupon');
  const [mode, setMode] = useState<'code' | 'phone'>('code');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<VoucherPreview[] | null>(null);
  const [searching, setSearching] = useState(false);

  const submitCode = () => {
    const value = normaliseCode(code);
    if (!isVoucherCode(value)) {
      setCodeError(t('lookup.codeRule'));
      return;
    }
    setCodeError(null);
    setCode(value);
    onCode(value);
  };
  const searchPhone = async () => {
    const value = phone.replace(/\D/g, '');
    if (value.length < 5) return;
    setSearching(true);
    try {
      setFound(await fetchVouchersOfPhone(value));
    } finally {
      setSearching(false);
    }
  };

  return (
    <Flex vertical gap={12} style={{ minWidth: 280, flex: '1 1 320px' }}>
      <Segmented
        value={mode}
        onChange={(value) => setMode(value as 'code' | 'phone')}
        options={[
          { value: 'code', label: t('lookup.byCode') },
          { value: 'phone', label: t('lookup.byPhone') },
        ]}
      />
      {mode === 'code' ? (
        <Form layout="vertical" onFinish={submitCode}>
          <Form.Item
            label={t('lookup.code')}
            htmlFor="verify-code"
            validateStatus={codeError ? 'error' : undefined}
            help={codeError ?? t('lookup.codeHelp')}
          >
            <Flex gap={8}>
              <Input
                id="verify-code"
                ref={codeInput}
                autoFocus
                autoComplete="off"
                inputMode="numeric"
                size="large"
                value={code}
                placeholder={t('lookup.codePlaceholder')}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button type="primary" htmlType="submit" size="large" loading={loading}>
                {t('lookup.find')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      ) : (
        <Form layout="vertical" onFinish={searchPhone}>
          <Form.Item label={t('lookup.phone')} htmlFor="verify-phone">
            <Flex gap={8}>
              <Input
                id="verify-phone"
                autoComplete="off"
                inputMode="tel"
                size="large"
                value={phone}
                placeholder={t('lookup.phonePlaceholder')}
                onChange={(event) => setPhone(event.target.value)}
              />
              <Button type="primary" htmlType="submit" size="large" loading={searching}>
                {t('lookup.search')}
              </Button>
            </Flex>
          </Form.Item>
          {found && (
            <List
              size="small"
              bordered
              locale={{ emptyText: t('lookup.noVouchers') }}
              dataSource={found}
              renderItem={(v) => (
                <List.Item
                  actions={[
                    <Button
                      key="pick"
                      size="small"
                      aria-label={`${t('lookup.pick')}: ${v.code}`}
                      onClick={() => {
                        setMode('code');
                        setCode(v.code);
                        onCode(v.code);
                      }}
                    >
                      {t('lookup.pick')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={<span data-user-data>{v.item.name}</span>}
                    description={
                      <Typography.Text type="secondary">
                        {v.code} · {t('preview.usesLeft', { left: v.uses_left, total: v.uses_total })}
                      </Typography.Text>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </Form>
      )}
    </Flex>
  );
};
