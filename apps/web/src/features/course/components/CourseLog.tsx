/** A listing's operation log (its transitions, the platform's decisions), under a divider. */
import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OperationLog } from '../../../components/operation-log/OperationLog';

export const CourseLog = ({ id }: { id: number }) => {
  const { t } = useTranslation('course');
  return (
    <>
      <Divider />
      <Typography.Title level={5}>{t('operationLog')}</Typography.Title>
      <OperationLog entity="course" entityId={id} stateLabel={(s) => t(`status.${s}`, { defaultValue: s })} />
    </>
  );
};
