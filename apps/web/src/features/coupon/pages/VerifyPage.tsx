/**
 * /verify (核销): the front desk finds a voucher by its code (typed or scanned) or by the
 * member's phone, sees the preview, chooses how many uses and confirms (one request number per
 * confirmation); below, the redemption history with the live undo countdown (docs/coupons.md).
 */
import type { VoucherPreview } from '@merchant/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Empty, Flex, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useRequestNumbers } from '../../../lib/request-no';
import { RedemptionHistory } from '../components/RedemptionHistory';
import { VoucherLookup } from '../components/VoucherLookup';
import { VoucherPreviewCard } from '../components/VoucherPreviewCard';
import { previewVoucher, redeemVoucher } from '../coupon.api';
import { previewOf } from '../coupon-model';
import { couponKeys } from '../use-coupon';

const VerifyPage = () => {
  const { t } = useTranslation('coupon');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const withRequestNo = useRequestNumbers();
  const codeInput = useRef<InputRef>(null);
  const [voucher, setVoucher] = useState<VoucherPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [times, setTimes] = useState(1);
  const [finding, setFinding] = useState(false);
  const [redeeming, setRedeeming] = useState(false);

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    setVoucher(previewOf(error.value));
    setRefusal(error.message);
  };

  const find = async (code: string) => {
    setFinding(true);
    setTimes(1);
    try {
      setVoucher(await previewVoucher(code, 1));
      setRefusal(null);
    } catch (error) {
      showFailure(error);
    } finally {
      setFinding(false);
    }
  };

  const confirm = async () => {
    if (!voucher) return;
    setRedeeming(true);
    try {
      const done = await withRequestNo(voucher.voucher_id, (requestNo) =>
        redeemVoucher(voucher.code, times, requestNo),
      );
      message.success(t('preview.done', { times: done.redemption.times, left: done.voucher.uses_left }));
      setVoucher(done.voucher);
      setRefusal(null);
      setTimes(1);
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
      codeInput.current?.focus();
    } catch (error) {
      showFailure(error);
    } finally {
      setRedeeming(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card title={t('title')}>
        <Flex gap={24} wrap align="flex-start">
          <VoucherLookup codeInput={codeInput} loading={finding} onCode={find} />
          {voucher ? (
            <VoucherPreviewCard
              voucher={voucher}
              refusal={refusal}
              times={times}
              onTimes={setTimes}
              redeeming={redeeming}
              onConfirm={confirm}
            />
          ) : (
            <Flex vertical style={{ flex: '1 1 360px' }}>
              {refusal ? (
                <Empty description={<span role="alert">{refusal}</span>} />
              ) : (
                <Empty description={t('preview.none')} />
              )}
            </Flex>
          )}
        </Flex>
      </Card>
      <Card title={t('history.title')}>
        <RedemptionHistory />
      </Card>
    </Flex>
  );
};

export default VerifyPage;
