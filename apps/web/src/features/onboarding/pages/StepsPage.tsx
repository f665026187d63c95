/**
 * /steps: the onboarding wizard (spec §2, §4). Three steps: register account, claim store,
 * submit qualifications. The active one comes from `?index=` (clamped to 0..2) or from the
 * child route (/steps/register, /steps/claim, /steps/components/list, /steps/qualifications);
 * `merId` and `merName` (the chosen store) stay in the query for the child screens.
 */
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '../../../app/session-store';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { activeStepOf, CHILD_STEP, chosenStoreOf, STEP_KEYS, wizardHref } from '../wizard-model';
import ClaimStep from './ClaimStep';
import QualificationsStep from './QualificationsStep';
import RegisterStep from './RegisterStep';

const STEP_SCREENS = [RegisterStep, ClaimStep, QualificationsStep] as const;

const StepsPage = () => {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const signedIn = useSessionStore((state) => state.token !== undefined);
  const active = activeStepOf(pathname, params.get('index'));
  const store = chosenStoreOf(params);
  const childRoute = CHILD_STEP[pathname.replace(/\/+$/, '')] !== undefined;
  const Screen = STEP_SCREENS[active] ?? RegisterStep;

  return (
    <OnboardingFrame
      title={t('title.steps')}
      extra={signedIn ? <Link to="/steps/state">{t('title.state')}</Link> : undefined}
      header={
        <Steps
          current={active}
          style={{ marginBottom: 32 }}
          onChange={(index) => navigate(wizardHref(index, store))}
          items={STEP_KEYS.map((key, index) => ({
            key,
            title: t(`steps.${key}`),
            content: t(`steps.${key}Hint`),
            // A signed-in merchant has no use for the registration form again.
            disabled: index === 0 && signedIn && active !== 0,
          }))}
        />
      }
    >
      {childRoute ? <Outlet /> : <Screen key={active} />}
    </OnboardingFrame>
  );
};

export default StepsPage;
