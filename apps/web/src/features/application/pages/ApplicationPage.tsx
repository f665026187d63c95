/**
 * "申请开通" (spec §2, menus 201-203): /application shows the applications for both services
 * in tabs (the tab is kept in the URL, `?type=count`); /timeapplication and /numberapplication
 * open the same screen on their own type only.
 */
import { type ServiceType, serviceTypes } from '@merchant/shared';
import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApplicationPanel } from '../components/ApplicationPanel';

const Heading = () => {
  const { t } = useTranslation('application');
  return (
    <div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('intro')}
      </Typography.Paragraph>
    </div>
  );
};

/** One type's application (/timeapplication, /numberapplication). */
const OneTypePage = ({ type }: { type: ServiceType }) => (
  <Flex vertical gap={16}>
    <Heading />
    <ApplicationPanel type={type} />
  </Flex>
);

export const TimedApplicationPage = () => <OneTypePage type="timed" />;
export const CountApplicationPage = () => <OneTypePage type="count" />;

/** Both types (/application, "All services"). */
const ApplicationPage = () => {
  const { t } = useTranslation('application');
  const [params, setParams] = useSearchParams();
  const asked = params.get('type');
  const active: ServiceType = (serviceTypes as readonly string[]).includes(asked ?? '')
    ? (asked as ServiceType)
    : 'timed';
  return (
    <Flex vertical gap={16}>
      <Heading />
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ type: key }, { replace: true })}
        items={serviceTypes.map((type) => ({
          key: type,
          label: t(`type.${type}`),
          children: <ApplicationPanel type={type} />,
        }))}
      />
    </Flex>
  );
};

export default ApplicationPage;
