import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** /404: unknown paths end here. */
const NotFoundPage = () => {
  const { t } = useTranslation('user');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.subTitle')}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('backHome')}
        </Button>
      }
    />
  );
};

export default NotFoundPage;
