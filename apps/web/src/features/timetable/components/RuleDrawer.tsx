/**
 * "Add rule" / "Edit rule": every wire field of a weekly rule (course, coach and area from the
 * store's lists), then PREVIEW: the sessions it will create with every conflict flagged. Save
 * is refused by the server (-409) while conflicts remain; the refusal's own list of conflicts
 * is shown per session. A preview is for the values it was made from: a change hides it.
 */
import { EyeOutlined } from '@ant-design/icons';
import {
  type TimetablePreview,
  type TimetableRule,
  type TimetableRuleSaved,
  timetablePreview,
  timetableRuleBody,
} from '@merchant/shared';
import { Alert, App, Button, DatePicker, Divider, Flex, Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, NumberInput, zodRules } from '../../../components/form-kit';
import { ApiError } from '../../../lib/http';
import { emptyRuleForm, type RuleFormValues, toRuleBody, toRuleForm } from '../rule-form-model';
import { previewRules } from '../timetable.api';
import { useOptions, useSaveRule } from '../use-timetable';
import { nameMaps, PreviewList } from './PreviewList';

interface RuleDrawerProps {
  open: boolean;
  /** The rule edited; undefined for a new one. */
  rule?: TimetableRule;
  /** The week shown (its Monday) and today: a new rule starts there. */
  monday: string;
  today: string;
  onClose: () => void;
  onSaved: (saved: TimetableRuleSaved) => void;
}

interface Shown {
  /** The body (as JSON) the preview was made from. */
  for: string;
  preview: TimetablePreview;
  refused: boolean;
}

const CONFLICT = -409;

/** The preview a -409 carries, if it carries one. */
const refusedPreview = (error: unknown): TimetablePreview | null => {
  if (!(error instanceof ApiError) || error.code !== CONFLICT) return null;
  const parsed = timetablePreview.safeParse(error.value);
  return parsed.success ? parsed.data : null;
};

export const RuleDrawer = ({ open, rule, monday, today, onClose, onSaved }: RuleDrawerProps) => {
  const { t } = useTranslation('timetable');
  const { message } = App.useApp();
  const [form] = Form.useForm<RuleFormValues>();
  const save = useSaveRule();
  const { courses, coaches, areas } = useOptions();
  const names = useMemo(() => nameMaps(courses, coaches, areas), [courses, coaches, areas]);
  const initialValues = useMemo(
    () => (rule ? toRuleForm(rule) : emptyRuleForm(monday, today)),
    [rule, monday, today],
  );
  const [shown, setShown] = useState<Shown | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const values = Form.useWatch([], form) as RuleFormValues | undefined;
  const current = JSON.stringify(toRuleBody(values ?? {}));
  const visible = shown && shown.for === current ? shown : null;

  const rules = (field: keyof typeof timetableRuleBody.shape, label: string) =>
    zodRules(timetableRuleBody, field, { t, label });
  const label = (field: string) => t(`field.${field}`);

  const preview = async () => {
    let checked: RuleFormValues;
    try {
      checked = await form.validateFields();
    } catch {
      return;
    }
    const body = toRuleBody(checked);
    setPreviewing(true);
    try {
      const answer = await previewRules(rule ? { ...body, rule_id: rule.id } : body);
      setShown({ for: JSON.stringify(body), preview: answer, refused: false });
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPreviewing(false);
    }
  };

  const submit = async (v: RuleFormValues) => {
    const body = toRuleBody(v);
    try {
      const saved = await save.mutateAsync({ id: rule?.id ?? null, body });
      setShown(null);
      onSaved(saved);
    } catch (error) {
      const conflicts = refusedPreview(error);
      if (conflicts) setShown({ for: JSON.stringify(body), preview: conflicts, refused: true });
      else message.error(error instanceof Error ? error.message : String(error));
      throw error;
    }
  };

  const numberItem = (field: keyof typeof timetableRuleBody.shape, max: number, hint?: string) => (
    <Form.Item name={field} label={label(field)} extra={hint} rules={rules(field, label(field))}>
      <NumberInput min={0} max={max} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <FormDrawer<RuleFormValues>
      open={open}
      form={form}
      title={rule ? t('rule.editTitle', { name: rule.course_name }) : t('rule.newTitle')}
      onSubmit={submit}
      onClose={() => {
        setShown(null);
        onClose();
      }}
      initialValues={initialValues}
    >
      <Form.Item name="course_id" label={label('course')} rules={rules('course_id', label('course'))}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={courses.map((c) => ({ value: c.id, label: c.name }))}
          notFoundContent={t('rule.noCourses')}
          onChange={(id: number) => {
            // The listing's own area is the likely one; a class size bounds the capacity.
            const course = courses.find((c) => c.id === id);
            if (course?.area_id && !form.getFieldValue('area_id'))
              form.setFieldValue('area_id', course.area_id);
            if (course && !form.getFieldValue('capacity')) {
              const area = areas.find((a) => a.id === form.getFieldValue('area_id'));
              form.setFieldValue(
                'capacity',
                Math.min(course.class_size, area?.capacity ?? course.class_size),
              );
            }
          }}
        />
      </Form.Item>
      <Form.Item name="coach_id" label={label('coach')} rules={rules('coach_id', label('coach'))}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={coaches.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="area_id" label={label('area')} rules={rules('area_id', label('area'))}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={areas.map((a) => ({
            value: a.id,
            label: t('rule.areaOption', { name: a.name, capacity: a.capacity }),
          }))}
          notFoundContent={t('rule.noAreas')}
        />
      </Form.Item>
      <Form.Item name="weekday" label={label('weekday')} rules={rules('weekday', label('weekday'))}>
        <Select options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`weekday.${d}`) }))} />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item
          name="start"
          label={label('start')}
          rules={rules('start', label('start'))}
          style={{ flex: 1 }}
        >
          <Input maxLength={5} placeholder="09:00" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="end"
          label={label('end')}
          dependencies={['start']}
          rules={[
            ...rules('end', label('end')),
            ({ getFieldValue }) => ({
              validator: async (_r, end: string | undefined) => {
                const start = getFieldValue('start') as string | undefined;
                if (start && end && /^\d\d:\d\d$/.test(start) && /^\d\d:\d\d$/.test(end) && end <= start)
                  throw new Error(t('validation:endAfterStart', { field: label('end') }));
              },
            }),
          ]}
          style={{ flex: 1 }}
        >
          <Input maxLength={5} placeholder="10:00" autoComplete="off" />
        </Form.Item>
      </Flex>
      <Flex gap={12}>
        <div style={{ flex: 1 }}>{numberItem('capacity', 1000, t('rule.capacityHint'))}</div>
        <div style={{ flex: 1 }}>{numberItem('waitlist_size', 200)}</div>
      </Flex>
      <Flex gap={12}>
        <div style={{ flex: 1 }}>{numberItem('booking_opens_hours', 720)}</div>
        <div style={{ flex: 1 }}>{numberItem('booking_closes_minutes', 1440)}</div>
      </Flex>
      <Flex gap={12}>
        <div style={{ flex: 1 }}>{numberItem('cancel_deadline_hours', 168)}</div>
        <div style={{ flex: 1 }}>{numberItem('min_attendees', 1000)}</div>
      </Flex>
      <Flex gap={12}>
        <Form.Item
          name="valid_from"
          label={label('valid_from')}
          rules={[{ required: true, message: t('validation:requiredField', { field: label('valid_from') }) }]}
          style={{ flex: 1 }}
        >
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} onKeyDown={stopEnter} />
        </Form.Item>
        <Form.Item
          name="valid_to"
          label={label('valid_to')}
          dependencies={['valid_from']}
          rules={[
            { required: true, message: t('validation:requiredField', { field: label('valid_to') }) },
            ({ getFieldValue }) => ({
              validator: async (_r, to: RuleFormValues['valid_to']) => {
                const from = getFieldValue('valid_from') as RuleFormValues['valid_from'];
                if (from && to?.isBefore(from, 'day'))
                  throw new Error(t('validation:validToRule', { field: label('valid_to') }));
              },
            }),
          ]}
          style={{ flex: 1 }}
        >
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} onKeyDown={stopEnter} />
        </Form.Item>
      </Flex>
      <Divider />
      <Flex vertical gap={12}>
        <Button
          icon={<EyeOutlined aria-hidden />}
          onClick={preview}
          loading={previewing}
          style={{ alignSelf: 'start' }}
        >
          {t('rule.preview')}
        </Button>
        {!visible && <Alert type="info" showIcon title={t('rule.previewHint')} />}
        {visible && <PreviewList preview={visible.preview} names={names} refused={visible.refused} />}
      </Flex>
    </FormDrawer>
  );
};

/** Enter confirms a typed date in its picker; it must not also submit the whole form. */
const stopEnter = (event: { key: string; preventDefault: () => void }) => {
  if (event.key === 'Enter') event.preventDefault();
};
