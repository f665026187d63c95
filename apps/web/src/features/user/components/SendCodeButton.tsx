import { Code } from '@merchant/shared';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { sendCode } from '../auth.api';
import { SEND_CODE_INTERVAL_SECONDS, secondsLeft, waitAfterSend } from '../countdown';

interface SendCodeButtonProps {
  /** Validates the phone field and returns the number, or undefined (the field shows why). */
  validatePhone: () => Promise<string | undefined>;
  /** The code went out; the page says so (no antd App/message on the sign-in screens). */
  onSent: () => void;
  onError: (error: unknown) => void;
}

/** "Send code" with a 60 s countdown; validates the phone field before asking the server. */
export const SendCodeButton = ({ validatePhone, onSent, onError }: SendCodeButtonProps) => {
  const { t } = useTranslation('user');
  const [endsAt, setEndsAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const left = secondsLeft(endsAt, now);

  useEffect(() => {
    if (endsAt === undefined) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(undefined);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = (seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  };

  const send = async () => {
    const phone = await validatePhone();
    if (!phone) return;
    setSending(true);
    try {
      await sendCode(phone);
      onSent();
      start(SEND_CODE_INTERVAL_SECONDS);
    } catch (error) {
      onError(error);
      if (error instanceof ApiError && error.code === Code.RATE_LIMITED) {
        start(waitAfterSend((error.value as { retry_after?: unknown } | undefined)?.retry_after));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      onClick={send}
      loading={sending}
      disabled={left > 0}
      autoInsertSpace={false}
      style={{ minWidth: 120 }}
    >
      {left > 0 ? t('resendIn', { seconds: left }) : t('sendCode')}
    </Button>
  );
};
