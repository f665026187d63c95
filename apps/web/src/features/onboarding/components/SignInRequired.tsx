import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../../app/route-access';
import { wizardHref } from '../wizard-model';

/** The public wizard screens that need an account: register first, or sign in. */
export const SignInRequired = () => {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Result
      status="info"
      title={t('signInRequired.title')}
      subTitle={t('signInRequired.subTitle')}
      extra={
        <Flex gap={8} justify="center" wrap>
          <Button type="primary" onClick={() => navigate(wizardHref(0))}>
            {t('signInRequired.register')}
          </Button>
          <Button onClick={() => navigate(loginPathFor(`${pathname}${search}`))}>
            {t('signInRequired.signIn')}
          </Button>
        </Flex>
      }
    />
  );
};
