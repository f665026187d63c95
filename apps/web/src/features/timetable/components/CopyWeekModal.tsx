/**
 * "Copy week": the sessions of the week shown become one-week rules in a target week (the
 * server's POST /timetable/week/copy, docs/schedule.md). Preview first, with every conflict
 * flagged; a copy with conflicts is refused (-409) and its conflicts are listed.
 */
import { type TimetablePreview, timetablePreview } from '@merchant/shared';
import { Alert, App, Button, DatePicker, Flex, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useCopyWeek, useOptions } from '../use-timetable';
import { DAY_FORMAT, mondayOf, shiftWeek, weekDays } from '../week-model';

const sunday = (monday: string) => weekDays(monday)[6] ?? monday;

import { nameMaps, PreviewList } from './PreviewList';

interface CopyWeekModalProps {
  open: boolean;
  /** Monday of the week copied. */
  monday: string;
  today: string;
  onClose: () => void;
  /** Called with the target week's Monday after a copy. */
  onCopied: (target: string, rules: number) => void;
}

export const CopyWeekModal = ({ open, monday, today, onClose, onCopied }: CopyWeekModalProps) => {
  const { t } = useTranslation('timetable');
  const { message } = App.useApp();
  const copy = useCopyWeek();
  const { courses, coaches, areas } = useOptions();
  const names = useMemo(() => nameMaps(courses, coaches, areas), [courses, coaches, areas]);
  const [target, setTarget] = useState<Dayjs | null>(() => dayjs(shiftWeek(monday, 1), DAY_FORMAT));
  const [shown, setShown] = useState<{ to: string; preview: TimetablePreview; refused: boolean } | null>(
    null,
  );

  useEffect(() => {
    if (open) {
      setTarget(dayjs(shiftWeek(monday, 1), DAY_FORMAT));
      setShown(null);
    }
  }, [open, monday]);

  const to = target ? mondayOf(target.format(DAY_FORMAT), today) : null;
  const visible = shown && shown.to === to ? shown : null;

  const run = (preview: boolean) => {
    if (!to) return;
    copy.mutate(
      { from: monday, to, preview },
      {
        onSuccess: (answer) => {
          if (preview) setShown({ to, preview: answer.preview, refused: false });
          else {
            onCopied(to, answer.rules.length);
            onClose();
          }
        },
        onError: (error) => {
          const parsed =
            error instanceof ApiError && error.code === -409 ? timetablePreview.safeParse(error.value) : null;
          if (parsed?.success) setShown({ to, preview: parsed.data, refused: true });
          else message.error(error.message);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('copy.title')}
      onCancel={onClose}
      width={720}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button
            onClick={() => run(true)}
            disabled={!to}
            loading={copy.isPending && copy.variables?.preview}
          >
            {t('copy.preview')}
          </Button>
          <Button
            type="primary"
            onClick={() => run(false)}
            disabled={!to || to === monday}
            loading={copy.isPending && copy.variables?.preview === false}
          >
            {t('copy.submit')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('copy.from', { from: monday, to: sunday(monday) })}
        </Typography.Paragraph>
        <Form layout="vertical" name="copy-week">
          <Form.Item
            label={t('copy.target')}
            htmlFor="copy-week-target"
            extra={to ? t('copy.targetWeek', { from: to, to: sunday(to) }) : undefined}
          >
            <DatePicker
              id="copy-week-target"
              format="YYYY-MM-DD"
              value={target}
              onChange={setTarget}
              allowClear={false}
            />
          </Form.Item>
        </Form>
        {to === monday && <Alert type="warning" showIcon title={t('copy.sameWeek')} />}
        {visible && <PreviewList preview={visible.preview} names={names} refused={visible.refused} />}
      </Flex>
    </Modal>
  );
};
