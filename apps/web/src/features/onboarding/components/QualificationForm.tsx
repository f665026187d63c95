/**
 * The qualifications of one claim (POST /claim/qualification): business licence (unified
 * social credit code, photo), legal representative (name, identity card number, front and
 * back photos), contact phone. The code and card rules are the server's own validators with
 * the spec's messages; a refusal the form could not foresee (a photo that is not the
 * merchant's, a store claimed meanwhile) is shown above the form.
 */
import type { Qualification } from '@merchant/shared';
import { Alert, Button, Col, Divider, Flex, Form, Input, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  differentPhotoRule,
  idCardRules,
  licenceCodeRules,
  personPhoneRules,
  photoRules,
  type QualificationValues,
  textRules,
  toQualificationBody,
} from '../form-rules';
import { useSubmitQualification } from '../use-onboarding';
import { PhotoField } from './PhotoField';

interface QualificationFormProps {
  claim_id: number;
  /** The submitted qualifications, when correcting them. */
  initial?: QualificationValues;
  onSubmitted: (qualification: Qualification) => void;
  onCancel?: () => void;
}

const LICENCE_PURPOSES = ['image', 'document'] as const;
const CARD_PURPOSES = ['image'] as const;

export const QualificationForm = ({ claim_id, initial, onSubmitted, onCancel }: QualificationFormProps) => {
  const { t } = useTranslation('onboarding');
  const [form] = Form.useForm<QualificationValues>();
  const submit = useSubmitQualification();
  const [refusal, setRefusal] = useState<string>();

  const rules = useMemo(() => {
    const photo = photoRules(t('qualification.photoRequired'));
    return {
      licence_code: licenceCodeRules(t),
      idCard: idCardRules(t),
      phone: personPhoneRules(t),
      legal_name: textRules(
        t('qualification.legalNameRequired'),
        t('qualification.tooLong', { max: 50 }),
        50,
      ),
      photo,
      back: [
        ...photo,
        differentPhotoRule(t('validation:idCardPhotosSame'), () => form.getFieldValue('id_card_front_id')),
      ],
    };
  }, [t, form]);

  const onFinish = async (values: QualificationValues) => {
    setRefusal(undefined);
    try {
      onSubmitted(await submit.mutateAsync(toQualificationBody(claim_id, values)));
    } catch (error) {
      setRefusal(error instanceof Error && error.message ? error.message : t('qualification.failed'));
    }
  };

  // Upper case as it is typed: the code's letters and the card's X are stored that way.
  const upper = (event: { target: { value: string } }) => event.target.value.toUpperCase();

  return (
    <Form<QualificationValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      scrollToFirstError
      onValuesChange={() => refusal && setRefusal(undefined)}
    >
      {refusal && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={refusal} />}
      <Divider titlePlacement="start" plain>
        {t('qualification.licenceSection')}
      </Divider>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="licence_code"
            label={t('qualification.licenceCode')}
            rules={rules.licence_code}
            validateFirst
            getValueFromEvent={upper}
          >
            <Input maxLength={18} autoComplete="off" style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="licence_photo_id"
            label={t('qualification.licencePhoto')}
            rules={rules.photo}
            required
          >
            <PhotoField purposes={LICENCE_PURPOSES} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('qualification.legalSection')}
      </Divider>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="legal_name"
            label={t('qualification.legalName')}
            rules={rules.legal_name}
            validateFirst
          >
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="id_card"
            label={t('qualification.idCardNumber')}
            rules={rules.idCard}
            validateFirst
            getValueFromEvent={upper}
          >
            <Input maxLength={18} autoComplete="off" style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="id_card_front_id"
            label={t('qualification.idCardFront')}
            rules={rules.photo}
            required
          >
            <PhotoField purposes={CARD_PURPOSES} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="id_card_back_id"
            label={t('qualification.idCardBack')}
            rules={rules.back}
            dependencies={['id_card_front_id']}
            validateFirst
            required
          >
            <PhotoField purposes={CARD_PURPOSES} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('qualification.contactSection')}
      </Divider>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="contact_phone"
            label={t('qualification.contactPhone')}
            rules={rules.phone}
            validateFirst
          >
            <Input inputMode="numeric" maxLength={11} autoComplete="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {initial ? t('qualification.resubmit') : t('qualification.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common:cancel')}</Button>}
      </Flex>
    </Form>
  );
};
