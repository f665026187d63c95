import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * /401, the role guard's target. The guard sends `state.noGoBack`: going back would only
 * return to the page that was refused, so the button is hidden then.
 */
const UnauthorizedPage = () => {
  const { t } = useTranslation('user');
  const navigate = useNavigate();
  const { state } = useLocation();
  const noGoBack = Boolean((state as { noGoBack?: boolean } | null)?.noGoBack);
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('unauthorized.subTitle')}
      extra={
        <Flex gap={8} justify="center">
          {!noGoBack && <Button onClick={() => navigate(-1)}>{t('goBack')}</Button>}
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            {t('backHome')}
          </Button>
        </Flex>
      }
    />
  );
};

export default UnauthorizedPage;
