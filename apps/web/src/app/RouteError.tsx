import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Error boundary of the router. The usual cause is a page chunk that no longer exists after
 * a deploy, which a reload fixes. Plain markup, not antd's Result: this component is on the
 * first load of every page, and Result carries large illustrations.
 */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  if (import.meta.env.DEV) console.error(error);
  return (
    <div role="alert" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <p style={{ fontSize: 18, marginBottom: 24 }}>{t('pageLoadFailed')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </div>
  );
};
