/** Wizard step 1 (/steps?index=0, /steps/register): the merchant account. */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../app/session-store';
import { RegisterForm } from '../components/RegisterForm';
import { wizardHref } from '../wizard-model';

const RegisterStep = () => {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== undefined);
  const next = () => navigate(wizardHref(1));
  if (signedIn)
    return (
      <Result
        status="success"
        title={t('register.signedIn')}
        extra={
          <Button type="primary" onClick={next}>
            {t('register.continue')}
          </Button>
        }
      />
    );
  return <RegisterForm onRegistered={next} />;
};

export default RegisterStep;
