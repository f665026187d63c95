/**
 * Shows a service screen's editor only once the store's application for that service type is
 * approved; until then it shows the application itself under a banner "apply to
 * open this service first". A caller who may not edit the application reads it and is told to
 * ask the owner; one who may not even read it is told the service is not open yet.
 */
import { Code, type ServiceType } from '@merchant/shared';
import { Alert, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useApplication } from '../use-application';
import { ApplicationPanel } from './ApplicationPanel';

export const ApplicationGate = ({ type, children }: { type: ServiceType; children: ReactNode }) => {
  const { t } = useTranslation('application');
  const query = useApplication(type, true);

  if (query.data?.status === 'approved') return <>{children}</>;
  if (query.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  const service = t(`service.${type}`);
  if (query.error instanceof ApiError && query.error.code === Code.FORBIDDEN)
    return (
      <Card>
        <Result status="info" title={t('gate.title', { service })} subTitle={t('gate.noAccess')} />
      </Card>
    );
  const canEdit = query.data?.can_edit ?? false;
  return (
    <ApplicationPanel
      type={type}
      banner={
        <Alert
          type="warning"
          showIcon
          title={t('gate.title', { service })}
          description={t(canEdit ? 'gate.apply' : 'gate.askOwner')}
        />
      }
    />
  );
};
