/**
 * Wizard step 3 (/steps?index=2&merId=&merName=, /steps/qualifications): the qualifications of
 * the chosen store's claim. Sent: on to /steps/state.
 */
import { Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '../../../app/session-store';
import { claimForStore, needsQualifications } from '../claim-model';
import { QualificationForm } from '../components/QualificationForm';
import { SignInRequired } from '../components/SignInRequired';
import { qualificationValuesOf } from '../form-rules';
import { useClaimStatus, useQualification } from '../use-onboarding';
import { chosenStoreOf, wizardHref } from '../wizard-model';

const StepForm = () => {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { merId, merName } = chosenStoreOf(params);
  const status = useClaimStatus();
  const claim = status.data ? claimForStore(status.data, merId) : undefined;
  // A rejected claim is corrected: the form starts from what was sent.
  const previous = useQualification(claim?.next_action === 'resubmit' ? claim.qualification_id : undefined);

  if (status.isPending || previous.isLoading) return <Skeleton active />;
  if (!claim)
    return (
      <Result
        status="warning"
        title={t('qualification.noClaim')}
        extra={
          <Button type="primary" onClick={() => navigate(wizardHref(1))}>
            {t('status.claimStore')}
          </Button>
        }
      />
    );
  if (!needsQualifications(claim))
    return (
      <Result
        status="info"
        title={t('qualification.alreadySubmitted', { name: claim.store.name })}
        subTitle={t(`nextHint.${claim.next_action}`)}
        extra={
          <Button type="primary" onClick={() => navigate('/steps/state')}>
            {t('title.state')}
          </Button>
        }
      />
    );
  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        {t('qualification.forStore')} <Typography.Text strong>{merName ?? claim.store.name}</Typography.Text>
      </Typography.Text>
      <QualificationForm
        claim_id={claim.id}
        initial={previous.data ? qualificationValuesOf(previous.data) : undefined}
        onSubmitted={() => navigate('/steps/state')}
      />
    </Flex>
  );
};

const QualificationsStep = () => {
  const signedIn = useSessionStore((state) => state.token !== undefined);
  return signedIn ? <StepForm /> : <SignInRequired />;
};

export default QualificationsStep;
