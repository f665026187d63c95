/**
 * /create (signed in) and /steps/create (wizard): a store that is not listed is added and
 * claimed in one go; then its qualifications (the wizard's last step, or /qualifications).
 */
import { App, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../../app/session-store';
import { CreateStoreForm } from '../components/CreateStoreForm';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { SignInRequired } from '../components/SignInRequired';
import { contextOf, qualificationsHref, statusPathOf, wizardHref } from '../wizard-model';

const CreateStorePage = () => {
  const { t } = useTranslation('onboarding');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const context = contextOf(useLocation().pathname);
  const signedIn = useSessionStore((state) => state.token !== undefined);

  return (
    <OnboardingFrame
      title={t('title.create')}
      extra={signedIn ? <Link to={statusPathOf(context)}>{t('title.state')}</Link> : undefined}
    >
      {signedIn ? (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('create.intro')} <Link to={wizardHref(1)}>{t('create.backToList')}</Link>
          </Typography.Paragraph>
          <CreateStoreForm
            onDone={(store, claim) => {
              message.success(t('create.done', { name: store.name }));
              navigate(
                context === 'wizard'
                  ? wizardHref(2, { merId: store.id, merName: store.name })
                  : qualificationsHref(claim.id),
              );
            }}
          />
        </Flex>
      ) : (
        <SignInRequired />
      )}
    </OnboardingFrame>
  );
};

export default CreateStorePage;
