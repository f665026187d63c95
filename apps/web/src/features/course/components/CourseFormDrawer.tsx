/**
 * New listing / edit listing: every wire field in a wide FormDrawer, rules from the shared
 * schema (价格不得低于9元 for a price typed in yuan and sent in fen, class size by category),
 * covers through the upload component, active coaches, the store's areas (when the server has
 * them), the detail in the lazily loaded markdown editor. Once the merchant tries "Save and
 * submit" (or edits a listing saved before), it shows what courseReadiness says is missing, as a
 * list kept up to date while they type and under each field concerned; a new listing's drawer
 * does not greet them with eight warnings before anything is typed. The platform's reasons next to the fields
 * they concern; and, for an online or offline listing, the difference of the revision from the
 * live version. "Save and submit" saves, then submits when nothing is missing.
 */
import {
  type Course,
  type CourseFieldName,
  courseBody,
  courseReadiness,
  isClassSizeValid,
  PERSONAL_COACHING_CATEGORY,
} from '@merchant/shared';
import { Alert, App, Button, Divider, Form, Input, Select, Switch, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, NumberInput, zodRules } from '../../../components/form-kit';
import { PictureField } from '../../coach/components/PictureField';
import {
  CATEGORIES,
  type CourseFormValues,
  editedVersion,
  emptyCourseForm,
  priceYuanSchema,
  readinessInput,
  toCourseBody,
  toCourseForm,
} from '../course-model';
import { useAreaOptions, useCoachOptions, useMoveCourse, useSaveCourse } from '../use-course';
import { CourseLog } from './CourseLog';
import { DetailEditor } from './DetailEditor';
import { ReadinessAlert, readinessTexts } from './ReadinessAlert';
import { RevisionDiff } from './RevisionDiff';

interface CourseFormDrawerProps {
  open: boolean;
  /** The listing edited (fresh from GET /course/{id}); undefined for a new one. */
  course?: Course;
  onClose: () => void;
  onSaved: (course: Course, submitted: boolean) => void;
}

const WIDE = 880;

/** The form field that holds each listing field courseReadiness may name (prices are typed in yuan). */
const formFieldOf: Partial<Record<CourseFieldName, keyof CourseFormValues>> = {
  category: 'category',
  name: 'name',
  cover_upload_ids: 'cover_upload_ids',
  price: 'price_yuan',
  list_price: 'list_price_yuan',
  sessions: 'sessions',
  session_minutes: 'session_minutes',
  validity_days: 'validity_days',
  class_size: 'class_size',
  coach_ids: 'coach_ids',
  area_id: 'area_id',
  detail: 'detail',
  purchase_notes: 'purchase_notes',
  refund_terms: 'refund_terms',
};

/** Whole numbers from 1 with the shared schema's bounds. */
const COUNT_FIELDS = ['sessions', 'session_minutes', 'validity_days'] as const;
/** Multi-line texts of up to 2000 characters. */
const NOTE_FIELDS = ['purchase_notes', 'refund_terms'] as const;

export const CourseFormDrawer = ({ open, course, onClose, onSaved }: CourseFormDrawerProps) => {
  const { t } = useTranslation('course');
  const { message } = App.useApp();
  const [form] = Form.useForm<CourseFormValues>();
  const save = useSaveCourse();
  const move = useMoveCourse();
  const submitAfterSave = useRef(false);
  // What is missing shows from the first try to submit on (a listing saved before: at once).
  const [triedSubmit, setTriedSubmit] = useState(false);
  useEffect(() => {
    if (open) setTriedSubmit(false);
  }, [open]);
  const showReadiness = triedSubmit || course !== undefined;
  const edited = course ? editedVersion(course) : undefined;
  const initialValues = useMemo(() => (edited ? toCourseForm(edited) : emptyCourseForm()), [edited]);
  const values = Form.useWatch((all: CourseFormValues) => all, form) ?? initialValues;
  const coaches = useCoachOptions(open);
  const areas = useAreaOptions(open);
  const urls = useMemo(() => {
    const known: Record<number, string> = {};
    for (const cover of [...(course?.covers ?? []), ...(course?.revision?.covers ?? [])])
      known[cover.upload_id] = cover.url;
    return known;
  }, [course]);
  // The platform's reasons: the revision's when a revision was rejected, else the listing's.
  const reasons = (course?.revision ? course.revision.reject_reasons : course?.reject_reasons) ?? {};
  const hasReasons = Object.keys(reasons).length > 0;

  const label = (field: CourseFieldName | 'refund_anytime') => t(`field.${field}`);
  const rules = (field: keyof typeof courseBody.shape) =>
    zodRules(courseBody, field, { t, label: label(field) });
  const reasonOf = (field: string): ReactNode =>
    reasons[field] ? (
      <Typography.Text type="danger" data-reject-reason={field}>
        {t('rejectedBecause', { reason: reasons[field] })}
      </Typography.Text>
    ) : undefined;

  const submit = async (formValues: CourseFormValues) => {
    const submitting = submitAfterSave.current;
    submitAfterSave.current = false;
    const body = toCourseBody(formValues);
    if (submitting) {
      const missing = courseReadiness(readinessInput(formValues));
      if (missing.length > 0) {
        setTriedSubmit(true);
        // Each missing thing under its own field too, where the merchant looks.
        form.setFields(
          missing
            .filter((issue) => formFieldOf[issue.field])
            .map((issue) => ({
              name: formFieldOf[issue.field] as keyof CourseFormValues,
              errors: readinessTexts([issue], t).map((text) => text.charAt(0).toUpperCase() + text.slice(1)),
            })),
        );
        message.error(t('validation:courseIncomplete', { missing: readinessTexts(missing, t).join(', ') }));
        throw new Error('incomplete');
      }
    }
    const saved = await save.mutateAsync({ id: course?.id ?? null, body });
    if (!submitting) return onSaved(saved, false);
    try {
      onSaved((await move.mutateAsync({ id: saved.id, move: 'submit' })) ?? saved, true);
    } catch {
      // Saved but not submitted (lib/http said why): the drawer closes on what was saved, so a
      // second "Save" cannot create the listing twice.
      onSaved(saved, false);
    }
  };

  const coachOptions = (coaches.data?.content ?? []).map((coach) => ({ value: coach.id, label: coach.name }));
  // Coaches of the listing that are no longer active keep their names.
  for (const coach of [...(course?.coaches ?? []), ...(course?.revision?.coaches ?? [])])
    if (!coachOptions.some((o) => o.value === coach.id))
      coachOptions.push({ value: coach.id, label: coach.name });
  const areaOptions = (areas.data?.content ?? []).map((area) => ({
    value: area.id,
    label: t('form.areaOption', { name: area.name, capacity: area.capacity }),
  }));
  const areasMissing = areas.isError;

  return (
    <FormDrawer<CourseFormValues>
      open={open}
      form={form}
      size={WIDE}
      title={course ? t('editTitle', { name: course.name }) : t('newTitle')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={initialValues}
      submitText={t('saveDraft')}
      extraFooter={
        <Button
          onClick={() => {
            submitAfterSave.current = true;
            form.submit();
          }}
          loading={save.isPending || move.isPending}
        >
          {t('saveAndSubmit')}
        </Button>
      }
    >
      {course?.revision || course?.status === 'online' || course?.status === 'offline' ? (
        <Alert type="info" showIcon title={t('form.revisionNote')} style={{ marginBottom: 16 }} />
      ) : null}
      {hasReasons && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('rejectedTitle')}
          description={
            reasons.general ? t('rejectedBecause', { reason: reasons.general }) : t('rejectedHint')
          }
        />
      )}
      {showReadiness && (
        <div style={{ marginBottom: 16 }}>
          <ReadinessAlert input={readinessInput(values)} />
        </div>
      )}

      <Form.Item
        name="category"
        label={label('category')}
        rules={[
          // A number: zodRules' own "required" is a text rule (it would refuse 7 as not a string).
          {
            required: true,
            type: 'number',
            message: t('validation:requiredField', { field: label('category') }),
          },
          ...zodRules(courseBody, 'category', { t, label: label('category'), required: false }),
        ]}
        extra={reasonOf('category')}
      >
        <Select
          options={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          placeholder={t('form.choose')}
        />
      </Form.Item>
      <Form.Item name="name" label={label('name')} rules={rules('name')} extra={reasonOf('name')}>
        <Input maxLength={60} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="cover_upload_ids"
        label={label('cover_upload_ids')}
        extra={reasonOf('cover_upload_ids') ?? t('form.coversHint')}
      >
        <PictureField urls={urls} label={t('form.cover')} multiple />
      </Form.Item>
      <Form.Item
        name="price_yuan"
        label={t('form.priceYuan')}
        rules={zodRules(priceYuanSchema, undefined, { t, label: label('price'), required: false })}
        extra={reasonOf('price') ?? t('form.priceHint')}
      >
        <NumberInput min={0} precision={2} step={1} prefix="¥" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="list_price_yuan"
        label={t('form.listPriceYuan')}
        extra={reasonOf('list_price') ?? t('form.listPriceHint')}
      >
        <NumberInput min={0} precision={2} step={1} prefix="¥" style={{ width: 200 }} />
      </Form.Item>
      {COUNT_FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={label(field)} rules={rules(field)} extra={reasonOf(field)}>
          <NumberInput min={1} precision={0} style={{ width: 200 }} />
        </Form.Item>
      ))}
      <Form.Item
        name="class_size"
        label={label('class_size')}
        dependencies={['category']}
        extra={
          reasonOf('class_size') ??
          (values.category === PERSONAL_COACHING_CATEGORY ? t('form.classSizePersonal') : undefined)
        }
        rules={[
          ...rules('class_size'),
          ({ getFieldValue }) => ({
            validator: (_rule, value: number | null | undefined) =>
              value === null || value === undefined || isClassSizeValid(getFieldValue('category'), value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation:classSizeRule'))),
          }),
        ]}
      >
        <NumberInput min={1} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="coach_ids" label={label('coach_ids')} extra={reasonOf('coach_ids')}>
        <Select
          mode="multiple"
          options={coachOptions}
          loading={coaches.isLoading}
          optionFilterProp="label"
          placeholder={t('form.choose')}
        />
      </Form.Item>
      <Form.Item
        name="area_id"
        label={label('area_id')}
        extra={reasonOf('area_id') ?? (areasMissing ? t('form.areasUnavailable') : undefined)}
      >
        <Select
          allowClear
          options={areaOptions}
          loading={areas.isLoading}
          disabled={areasMissing}
          placeholder={t('form.choose')}
        />
      </Form.Item>
      <Form.Item name="detail" label={label('detail')} extra={reasonOf('detail')}>
        <DetailEditor label={label('detail')} />
      </Form.Item>
      {NOTE_FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={label(field)} rules={rules(field)} extra={reasonOf(field)}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      ))}
      <Form.Item
        name="refund_anytime"
        label={label('refund_anytime')}
        valuePropName="checked"
        extra={t('refundAnytime.extra')}
      >
        <Switch />
      </Form.Item>

      {course?.revision && (
        <>
          <Divider />
          <RevisionDiff course={course} />
        </>
      )}
      {course && <CourseLog id={course.id} />}
    </FormDrawer>
  );
};
