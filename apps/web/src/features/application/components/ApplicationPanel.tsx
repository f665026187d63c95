/**
 * The application to open one service (spec §2 "申请开通"): where it stands (a stepper, the
 * platform's reason shown prominently when rejected), the store's qualification facts
 * (read-only), the scene description and the materials, and "Save draft" / "Submit for
 * review", disabled with the reason when the application is pending, approved, or the caller
 * may not edit it. /application shows one per type; the service screens' gate shows it too.
 */
import { ReloadOutlined } from '@ant-design/icons';
import {
  MAX_APPLICATION_DESCRIPTION,
  MIN_APPLICATION_DESCRIPTION,
  type ServiceApplication,
  type ServiceType,
} from '@merchant/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Collapse,
  Flex,
  Form,
  Input,
  Result,
  Skeleton,
  Steps,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/date-time';
import { OperationLog } from '../../../components/operation-log/OperationLog';
import { lockReasonOf, missingForSubmit, stepOf } from '../application-model';
import { useApplication, useSaveApplication } from '../use-application';
import { MaterialsField } from './MaterialsField';
import { QualificationFacts } from './QualificationFacts';

interface FormValues {
  description: string;
  upload_ids: number[];
}

const STATUS_COLOR = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
} as const;
/** The screen that the approval opens (web routes of features/service). */
const SERVICE_SCREEN: Record<ServiceType, string> = { timed: '/timetable', count: '/numbertable' };

const StatusNotice = ({ application }: { application: ServiceApplication }) => {
  const { t } = useTranslation('application');
  const service = t(`service.${application.type}`);
  switch (application.status) {
    case 'rejected':
      return (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('notice.rejected')}
          description={
            <Typography.Paragraph strong style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              {t('notice.reason')}: {application.reject_reason}
            </Typography.Paragraph>
          }
        />
      );
    case 'pending':
      return (
        <Alert
          type="info"
          showIcon
          title={t('notice.pending', { date: formatDateTime(application.submitted_at) })}
        />
      );
    case 'approved':
      return (
        <Alert
          type="success"
          showIcon
          title={t('notice.approved', { date: formatDateTime(application.decided_at), service })}
          action={<Link to={SERVICE_SCREEN[application.type]}>{t('notice.open', { service })}</Link>}
        />
      );
    default:
      return null;
  }
};

const ApplicationForm = ({ application }: { application: ServiceApplication }) => {
  const { t } = useTranslation('application');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveApplication();
  const [missing, setMissing] = useState<string[]>([]);
  const explanationId = useId();
  const lock = lockReasonOf(application);
  const known = useMemo(
    () => Object.fromEntries(application.materials.map((m) => [m.upload_id, m])),
    [application.materials],
  );

  // A fresh answer (saved, reloaded, decided) replaces what the form shows.
  useEffect(() => {
    form.setFieldsValue({
      description: application.description,
      upload_ids: application.materials.map((m) => m.upload_id),
    });
    setMissing([]);
  }, [form, application]);

  const send = async (submit: boolean) => {
    const values = form.getFieldsValue(true) as FormValues;
    const body = {
      type: application.type,
      description: values.description ?? '',
      upload_ids: values.upload_ids ?? [],
      submit,
    };
    if (submit) {
      const lacking = missingForSubmit(body.description, body.upload_ids);
      setMissing(lacking);
      if (lacking.length > 0) return;
    }
    try {
      await save.mutateAsync(body);
      message.success(t(submit ? 'submitted' : 'saved'));
    } catch {
      // lib/http has shown the server's message.
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      disabled={lock !== null}
      aria-label={t(`type.${application.type}`)}
      // What a submission lacked is stale once the merchant changes something.
      onValuesChange={() => setMissing([])}
    >
      <Form.Item
        name="description"
        label={t('field.description')}
        extra={t('field.descriptionHint', { min: MIN_APPLICATION_DESCRIPTION })}
      >
        <Input.TextArea
          rows={4}
          maxLength={MAX_APPLICATION_DESCRIPTION}
          showCount
          placeholder={t(`field.descriptionPlaceholder.${application.type}`)}
        />
      </Form.Item>
      <Form.Item name="upload_ids" label={t('field.materials')} extra={t('field.materialsHint')}>
        <MaterialsField known={known} disabled={lock !== null} />
      </Form.Item>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('missing.title')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {missing.map((key) => (
                <li key={key}>
                  {key === 'description'
                    ? t('validation:applicationDescriptionTooShort', { min: MIN_APPLICATION_DESCRIPTION })
                    : t('validation:applicationMaterialsRequired')}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Flex gap={8} wrap align="center">
        <Button
          onClick={() => void send(false)}
          loading={save.isPending && save.variables?.submit === false}
          aria-describedby={lock ? explanationId : undefined}
        >
          {t('saveDraft')}
        </Button>
        <Button
          type="primary"
          onClick={() => void send(true)}
          loading={save.isPending && save.variables?.submit === true}
          aria-describedby={lock ? explanationId : undefined}
        >
          {application.status === 'rejected' ? t('resubmit') : t('submit')}
        </Button>
        {lock && (
          <Typography.Text type="secondary" id={explanationId}>
            {t(`locked.${lock}`)}
          </Typography.Text>
        )}
      </Flex>
    </Form>
  );
};

interface ApplicationPanelProps {
  type: ServiceType;
  /** Shown above the application (the gate's "apply first" banner). */
  banner?: ReactNode;
}

export const ApplicationPanel = ({ type, banner }: ApplicationPanelProps) => {
  const { t } = useTranslation('application');
  const query = useApplication(type);

  if (query.isError)
    return (
      <Card>
        <Result
          status="warning"
          title={t('loadFailed')}
          subTitle={query.error.message}
          extra={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </Card>
    );
  if (query.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );

  const application = query.data;
  const step = stepOf(application.status);
  const decided = application.status === 'rejected' ? 'rejected' : 'approved';
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <span>{t(`type.${type}`)}</span>
          <Tag color={STATUS_COLOR[application.status]}>
            {application.id === null ? t('status.new') : t(`status.${application.status}`)}
          </Tag>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {banner}
        <Steps
          current={step.current}
          status={step.status}
          size="small"
          aria-label={t('progress')}
          items={[{ title: t('step.draft') }, { title: t('step.pending') }, { title: t(`step.${decided}`) }]}
        />
        <StatusNotice application={application} />
        <div>
          <Typography.Title level={5}>{t('facts.title')}</Typography.Title>
          <QualificationFacts application={application} />
        </div>
        <div>
          <Typography.Title level={5}>{t('application')}</Typography.Title>
          <ApplicationForm application={application} />
        </div>
        {application.id !== null && (
          <Collapse
            size="small"
            items={[
              {
                key: 'log',
                label: t('operationLog'),
                children: (
                  <OperationLog
                    entity="service_application"
                    entityId={application.id}
                    stateLabel={(state) => t(`status.${state}`, { defaultValue: state })}
                  />
                ),
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
};
