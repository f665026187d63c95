/**
 * What a tab shows for a screen this account was not granted (menu/screen-access.ts): a clear
 * 403 inside the console, with the way home, instead of a screen whose calls are all refused.
 */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../route-match';

export const ForbiddenScreen = () => {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={t('forbidden.subTitle')}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('forbidden.home')}
        </Button>
      }
    />
  );
};

export default ForbiddenScreen;
