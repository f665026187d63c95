/**
 * New coach / edit coach: every field of the wire in a FormDrawer, rules from the shared schema
 * (the phone's 请输入11位手机号 included), pictures through the upload component, specialties as
 * tags, certificates as a repeatable group, and the coach's operation log when editing.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { type Coach, coachBody, coachCertificateInput, MAX_COACH_CERTIFICATES } from '@merchant/shared';
import { Button, Card, DatePicker, Divider, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, NumberInput, zodRules } from '../../../components/form-kit';
import { OperationLog } from '../../../components/operation-log/OperationLog';
import {
  type CoachFormValues,
  emptyCoachForm,
  pictureUrlsOf,
  toCoachBody,
  toCoachForm,
} from '../coach-form-model';
import { useSaveCoach } from '../use-coach';
import { PictureField } from './PictureField';

interface CoachFormDrawerProps {
  open: boolean;
  /** The coach edited (fresh from GET /coach/{id}); undefined for a new one. */
  coach?: Coach;
  onClose: () => void;
  onSaved: (coach: Coach) => void;
}

export const CoachFormDrawer = ({ open, coach, onClose, onSaved }: CoachFormDrawerProps) => {
  const { t } = useTranslation('coach');
  const save = useSaveCoach();
  const initialValues = useMemo(() => (coach ? toCoachForm(coach) : emptyCoachForm()), [coach]);
  const urls = useMemo(() => pictureUrlsOf(coach), [coach]);
  const rules = (field: keyof typeof coachBody.shape, label: string) =>
    zodRules(coachBody, field, { t, label });
  const certificateRules = (field: keyof typeof coachCertificateInput.shape, label: string) =>
    zodRules(coachCertificateInput, field, { t, label });
  const stateLabel = (state: string) => t(`status.${state}`, { defaultValue: state });

  const submit = async (values: CoachFormValues) => {
    const saved = await save.mutateAsync({ id: coach?.id ?? null, body: toCoachBody(values, coach?.status) });
    onSaved(saved);
  };

  return (
    <FormDrawer<CoachFormValues>
      open={open}
      title={coach ? t('editTitle', { name: coach.name }) : t('newTitle')}
      onSubmit={submit}
      onClose={onClose}
      initialValues={initialValues}
    >
      <Form.Item name="name" label={t('field.name')} rules={rules('name', t('field.name'))}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t('field.phone')} rules={rules('phone', t('field.phone'))}>
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="type" label={t('field.type')} rules={rules('type', t('field.type'))}>
        <Radio.Group
          options={[
            { value: 'one_on_one', label: t('type.one_on_one') },
            { value: 'group', label: t('type.group') },
          ]}
        />
      </Form.Item>
      <Form.Item name="title" label={t('field.title')} rules={rules('title', t('field.title'))}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="specialties"
        label={t('field.specialties')}
        extra={t('form.specialtiesHint')}
        rules={rules('specialties', t('field.specialties'))}
      >
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，']} maxCount={10} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('field.sort')}
        extra={t('form.sortHint')}
        rules={rules('sort', t('field.sort'))}
      >
        <NumberInput min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="introduction"
        label={t('field.introduction')}
        rules={rules('introduction', t('field.introduction'))}
      >
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="avatar_upload_id" label={t('field.avatar')}>
        <PictureField urls={urls} label={t('field.avatar')} />
      </Form.Item>
      <Form.Item name="cover_upload_ids" label={t('field.covers')} extra={t('form.coversHint')}>
        <PictureField urls={urls} label={t('field.cover')} multiple />
      </Form.Item>

      <Typography.Title level={5}>{t('field.certificates')}</Typography.Title>
      <Form.List name="certificates">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={t('form.certificateN', { n: index + 1 })}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<MinusCircleOutlined aria-hidden />}
                    onClick={() => remove(field.name)}
                    aria-label={t('form.removeCertificate', { n: index + 1 })}
                  >
                    {t('form.remove')}
                  </Button>
                }
              >
                <Form.Item name={[field.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'name']}
                  label={t('field.certificateName')}
                  rules={certificateRules('name', t('field.certificateName'))}
                >
                  <Input maxLength={100} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'number']}
                  label={t('field.certificateNumber')}
                  rules={certificateRules('number', t('field.certificateNumber'))}
                >
                  <Input maxLength={64} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'expires_on']}
                  label={t('field.expiresOn')}
                  rules={[
                    {
                      required: true,
                      message: t('validation:requiredField', { field: t('field.expiresOn') }),
                    },
                  ]}
                >
                  <DatePicker
                    format="YYYY-MM-DD"
                    // Enter confirms the typed date here; it must not also submit the whole form.
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') event.preventDefault();
                    }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'photo_upload_id']} label={t('field.certificatePhoto')}>
                  <PictureField urls={urls} label={t('form.certificatePhotoN', { n: index + 1 })} />
                </Form.Item>
              </Card>
            ))}
            {fields.length < MAX_COACH_CERTIFICATES && (
              <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ number: '' })}>
                {t('form.addCertificate')}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>

      {coach && (
        <>
          <Divider />
          <Typography.Title level={5}>{t('operationLog')}</Typography.Title>
          <OperationLog entity="coach" entityId={coach.id} stateLabel={stateLabel} />
        </>
      )}
    </FormDrawer>
  );
};
