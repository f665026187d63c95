/**
 * /state (signed in) and /steps/state (public wizard): the merchant's claims, each with its
 * status (pending review, approved, rejected with the reason) and the next action. An
 * approved claim leads into the console, with the store selected and the caches reset so that
 * the store switcher lists it.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../../app/session-store';
import { type NextStep, nextStepOf } from '../claim-model';
import { ClaimCard } from '../components/ClaimCard';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { SignInRequired } from '../components/SignInRequired';
import { useClaimStatus, useEnterConsole } from '../use-onboarding';
import { contextOf, createPathOf, wizardHref } from '../wizard-model';

const ClaimList = () => {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const context = contextOf(useLocation().pathname);
  const status = useClaimStatus();
  const enterConsole = useEnterConsole();
  const [entering, setEntering] = useState<number>();
  const claims = status.data ?? [];
  const approved = claims.find((claim) => claim.status === 'approved');

  const onNext = (step: NextStep) => {
    if (step.kind === 'link') navigate(step.to);
    else {
      setEntering(step.storeId);
      void enterConsole(step.storeId, step.to);
    }
  };

  const claimMore = (
    <Flex gap={8} wrap>
      <Button onClick={() => navigate(wizardHref(1))}>
        {claims.length ? t('status.claimAnother') : t('status.claimStore')}
      </Button>
      <Button onClick={() => navigate(createPathOf(context))}>{t('status.addStore')}</Button>
      {approved && claims.length > 1 && (
        <Button type="link" onClick={() => onNext(nextStepOf(approved, context))}>
          {t('status.toConsole')}
        </Button>
      )}
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={status.isFetching}
          onClick={() => void status.refetch()}
        >
          {t('common:refresh')}
        </Button>
      </Flex>
      {status.isPending ? (
        <Skeleton active />
      ) : claims.length === 0 ? (
        <Empty description={t('status.empty')}>{claimMore}</Empty>
      ) : (
        <>
          {claims.map((claim) => (
            <ClaimCard
              key={claim.id}
              claim={claim}
              context={context}
              onNext={onNext}
              busy={entering === claim.store.id}
            />
          ))}
          {claimMore}
        </>
      )}
    </Flex>
  );
};

const ClaimStatusPage = () => {
  const { t } = useTranslation('onboarding');
  const signedIn = useSessionStore((state) => state.token !== undefined);
  return (
    <OnboardingFrame title={t('title.state')}>
      {signedIn ? <ClaimList /> : <SignInRequired />}
    </OnboardingFrame>
  );
};

export default ClaimStatusPage;
