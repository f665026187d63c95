import type { ClaimStatus, NextAction } from '@merchant/shared';

/** The pure rules of claims: the merchant's next step and the texts of the platform's decisions. */

export const nextActionOf = (status: ClaimStatus, hasQualification: boolean): NextAction => {
  if (status === 'approved') return 'done';
  if (status === 'rejected') return 'resubmit';
  return hasQualification ? 'wait_review' : 'submit_qualifications';
};

/** Claim messages go in the message list under this category (the demo uses it too). */
export const CLAIM_MESSAGE_CATEGORY = 'claim';

/**
 * The system message a decision sends. Chinese first, then English, like the demo's messages:
 * messages are stored once and read in whichever language the console shows.
 */
export const decisionMessage = (
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  storeName: string,
) =>
  decision.status === 'approved'
    ? {
        title: '门店认领审核通过 / Store claim approved',
        content:
          `您对“${storeName}”的认领及资质已审核通过，现在可以在门店切换中管理该门店。\n` +
          `Your claim of ${storeName} and its qualifications were approved: the store is now in your store switcher.`,
        category: CLAIM_MESSAGE_CATEGORY,
      }
    : {
        title: '门店认领未通过 / Store claim rejected',
        content:
          `您对“${storeName}”的认领未通过审核，原因：${decision.reason}\n请修改资质后重新提交。\n` +
          `Your claim of ${storeName} was rejected: ${decision.reason}\nPlease correct the qualifications and submit them again.`,
        category: CLAIM_MESSAGE_CATEGORY,
      };
