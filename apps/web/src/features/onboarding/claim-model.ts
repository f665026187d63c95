/**
 * Pure rules of the claim screens: what a claim's status looks like and what the merchant
 * does next (docs/api.md "Onboarding": next_action), and which claim a screen is about.
 */
import type { ClaimStatus, ClaimSummary, NextAction } from '@merchant/shared';
import { HOME_PATH } from '../../app/layout/route-match';
import { type OnboardingContext, qualificationsHref, wizardHref } from './wizard-model';

/** antd Tag colours: pending review, approved, rejected. */
export const STATUS_COLOR: Readonly<Record<ClaimStatus, string>> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

export type NextStep =
  /** A link; `key` names its label (onboarding:next.<key>). */
  | { kind: 'link'; key: 'submit' | 'view' | 'resubmit'; to: string }
  /** Approved: into the console with this store selected, after the cache is reset. */
  | { kind: 'console'; key: 'console'; to: string; storeId: number };

/**
 * The next action of a claim as a button target:
 * - submit_qualifications: the wizard's last step with the store (wizard), or /qualifications;
 * - wait_review: nothing to do but wait; the submitted qualifications can be looked at;
 * - resubmit: the qualifications, opened for editing;
 * - done: the console, where the store is now in the store switcher.
 */
export const nextStepOf = (
  claim: Pick<ClaimSummary, 'id' | 'store' | 'next_action'>,
  context: OnboardingContext,
): NextStep => {
  const action: NextAction = claim.next_action;
  switch (action) {
    case 'submit_qualifications':
      return {
        kind: 'link',
        key: 'submit',
        to:
          context === 'wizard'
            ? wizardHref(2, { merId: claim.store.id, merName: claim.store.name })
            : qualificationsHref(claim.id),
      };
    case 'wait_review':
      return { kind: 'link', key: 'view', to: qualificationsHref(claim.id) };
    case 'resubmit':
      return { kind: 'link', key: 'resubmit', to: qualificationsHref(claim.id, true) };
    case 'done':
      return { kind: 'console', key: 'console', to: HOME_PATH, storeId: claim.store.id };
  }
};

/** Claims whose qualifications the merchant can (still) send. */
export const needsQualifications = (claim: Pick<ClaimSummary, 'next_action'>): boolean =>
  claim.next_action === 'submit_qualifications' || claim.next_action === 'resubmit';

/**
 * The claim the wizard's last step is about: the newest claim of store `merId` (claims come
 * newest first), or without `merId` the newest claim that still needs qualifications.
 */
export const claimForStore = <C extends Pick<ClaimSummary, 'store' | 'next_action'>>(
  claims: readonly C[],
  merId: number | undefined,
): C | undefined =>
  merId === undefined ? claims.find(needsQualifications) : claims.find((claim) => claim.store.id === merId);

/** The claim /qualifications shows: the one asked for, else the newest with qualifications, else the newest. */
export const claimToShow = <C extends Pick<ClaimSummary, 'id' | 'qualification_id'>>(
  claims: readonly C[],
  claim_id: number | undefined,
): C | undefined =>
  (claim_id === undefined ? undefined : claims.find((claim) => claim.id === claim_id)) ??
  claims.find((claim) => claim.qualification_id !== null) ??
  claims[0];

/** True once any claim was approved: the merchant has a store to manage in the console. */
export const hasApprovedClaim = (claims: readonly Pick<ClaimSummary, 'status'>[]): boolean =>
  claims.some((claim) => claim.status === 'approved');
