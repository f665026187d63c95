/**
 * Opening hours in the area form: one row per weekday (Monday..Sunday), each with a "closed"
 * switch and up to four HH:MM ranges, "copy to all days" on every row. Lives inside the form's
 * `days` list (opening-hours-model.ts); the list's own rule names every wrong day.
 */
import { CopyOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_OPENING_RANGES } from '@merchant/shared';
import { App, Button, Flex, Form, Input, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyToAll, type DayHours, dayProblem } from '../opening-hours-model';

const DayRow = ({ index, weekday }: { index: number; weekday: number }) => {
  const { t } = useTranslation('area');
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const closed = Form.useWatch(['days', index, 'closed'], form) === true;
  const day = t(`weekday.${weekday}`);

  const copy = () => {
    const days = form.getFieldValue('days') as DayHours[];
    form.setFieldValue('days', copyToAll(days, weekday));
    void form.validateFields([['days']]).catch(() => undefined);
    message.success(t('form.copied', { day }));
  };

  return (
    <Flex gap={12} align="start" wrap style={{ paddingBlock: 6, borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
      <Typography.Text strong style={{ width: 72, paddingTop: 5 }}>
        {day}
      </Typography.Text>
      <Flex gap={6} align="center" style={{ paddingTop: 5, width: 84 }}>
        <Form.Item name={[index, 'closed']} valuePropName="checked" noStyle>
          <Switch size="small" aria-label={t('form.closedDay', { day })} />
        </Form.Item>
        <Typography.Text type="secondary">{t('closed')}</Typography.Text>
      </Flex>
      <Flex vertical gap={6} style={{ flex: 1, minWidth: 190 }}>
        {!closed && (
          <Form.List name={[index, 'ranges']}>
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, n) => (
                  <Flex key={field.key} gap={6} align="center">
                    <Form.Item name={[field.name, 'start']} noStyle>
                      <Input
                        aria-label={t('form.from', { day, n: n + 1 })}
                        placeholder="08:00"
                        maxLength={5}
                        style={{ width: 76 }}
                      />
                    </Form.Item>
                    <span aria-hidden="true">–</span>
                    <Form.Item name={[field.name, 'end']} noStyle>
                      <Input
                        aria-label={t('form.to', { day, n: n + 1 })}
                        placeholder="22:00"
                        maxLength={5}
                        style={{ width: 76 }}
                      />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        size="small"
                        icon={<MinusCircleOutlined aria-hidden />}
                        aria-label={t('form.removeRange', { day, n: n + 1 })}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Flex>
                ))}
                {fields.length < MAX_OPENING_RANGES && (
                  <Button
                    type="link"
                    size="small"
                    icon={<PlusOutlined aria-hidden />}
                    style={{ alignSelf: 'start', paddingInline: 0 }}
                    aria-label={t('form.addRangeOn', { day })}
                    onClick={() => add({ start: '', end: '' })}
                  >
                    {t('form.addRange')}
                  </Button>
                )}
              </>
            )}
          </Form.List>
        )}
      </Flex>
      <Button
        size="small"
        icon={<CopyOutlined aria-hidden />}
        aria-label={t('form.copyToAllFrom', { day })}
        title={t('form.copyToAllFrom', { day })}
        onClick={copy}
      />
    </Flex>
  );
};

export const OpeningHoursField = () => {
  const { t } = useTranslation('area');
  return (
    <Form.List
      name="days"
      rules={[
        {
          validator: async (_rule, days: DayHours[] | undefined) => {
            const problems = (days ?? [])
              .map((day) => {
                const problem = dayProblem(day);
                return problem ? t(`form.problem.${problem}`, { day: t(`weekday.${day.weekday}`) }) : null;
              })
              .filter((text): text is string => text !== null);
            if (problems.length > 0) throw new Error(problems.join('; '));
          },
        },
      ]}
    >
      {(fields, _ops, { errors }) => (
        <fieldset
          aria-label={t('field.openingHours')}
          style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        >
          {fields.map((field, index) => (
            <DayRow key={field.key} index={field.name} weekday={index + 1} />
          ))}
          <Form.ErrorList errors={errors} />
        </fieldset>
      )}
    </Form.List>
  );
};
