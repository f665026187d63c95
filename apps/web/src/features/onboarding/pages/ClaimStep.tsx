/**
 * Wizard step 2 (/steps?index=1, /steps/claim, /steps/components/list): the stores open to
 * claim. A claim moves on to the qualifications with the chosen store (merId, merName).
 */
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../app/session-store';
import { SignInRequired } from '../components/SignInRequired';
import { StoreClaimList } from '../components/StoreClaimList';
import { wizardHref } from '../wizard-model';

const ClaimStep = () => {
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== undefined);
  if (!signedIn) return <SignInRequired />;
  return (
    <StoreClaimList
      createPath="/steps/create"
      onClaimed={(store) => navigate(wizardHref(2, { merId: store.id, merName: store.name }))}
    />
  );
};

export default ClaimStep;
