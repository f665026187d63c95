import { type ClaimSummary, claimStatuses, nextActions } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import {
  claimForStore,
  claimToShow,
  hasApprovedClaim,
  needsQualifications,
  nextStepOf,
  STATUS_COLOR,
} from './claim-model';
import en from './locales/en.json';
import es from './locales/es.json';
import zh from './locales/zh.json';

const claim = (over: Partial<ClaimSummary> = {}): ClaimSummary => ({
  id: 1,
  store: { id: 10, name: '力健健身', city: '上海', address: '徐汇区1号' },
  status: 'pending',
  reason: null,
  qualification_id: null,
  created_at: '2026-11-21T08:00:00.000Z',
  decided_at: null,
  next_action: 'submit_qualifications',
  ...over,
});

describe('nextStepOf', () => {
  it('sends a claim without qualifications to the wizard step 3 with the store, or to /qualifications', () => {
    const c = claim();
    expect(nextStepOf(c, 'wizard')).toEqual({
      kind: 'link',
      key: 'submit',
      to: '/steps?index=2&merId=10&merName=%E5%8A%9B%E5%81%A5%E5%81%A5%E8%BA%AB',
    });
    expect(nextStepOf(c, 'console')).toEqual({
      kind: 'link',
      key: 'submit',
      to: '/qualifications?claim_id=1',
    });
  });

  it('lets a merchant waiting for review look at what was sent', () => {
    const c = claim({ next_action: 'wait_review', qualification_id: 3 });
    expect(nextStepOf(c, 'wizard')).toEqual({ kind: 'link', key: 'view', to: '/qualifications?claim_id=1' });
  });

  it('opens a rejected claim for correction', () => {
    const c = claim({
      status: 'rejected',
      reason: '照片不清晰',
      next_action: 'resubmit',
      qualification_id: 3,
    });
    expect(nextStepOf(c, 'console')).toEqual({
      kind: 'link',
      key: 'resubmit',
      to: '/qualifications?claim_id=1&edit=1',
    });
  });

  it('leads an approved claim into the console with its store', () => {
    const c = claim({ status: 'approved', next_action: 'done', qualification_id: 3 });
    expect(nextStepOf(c, 'wizard')).toEqual({
      kind: 'console',
      key: 'console',
      to: '/dashboard',
      storeId: 10,
    });
  });

  it('has a label and a hint for every next action and status in the three languages', () => {
    for (const texts of [en, zh, es]) {
      for (const action of nextActions) {
        const step = nextStepOf(claim({ next_action: action }), 'wizard');
        expect(texts.next[step.key]).toBeTruthy();
        expect(texts.nextHint[action]).toBeTruthy();
      }
      for (const status of claimStatuses) {
        expect(texts.status[status]).toBeTruthy();
        expect(STATUS_COLOR[status]).toBeTruthy();
      }
    }
    expect(zh.status.pending).toBe('待审核');
  });
});

describe('which claim a screen shows', () => {
  const claims = [
    claim({
      id: 3,
      store: { id: 30, name: 'C', city: '', address: '' },
      next_action: 'wait_review',
      qualification_id: 9,
    }),
    claim({
      id: 2,
      store: { id: 20, name: 'B', city: '', address: '' },
      next_action: 'resubmit',
      status: 'rejected',
    }),
    claim({ id: 1, store: { id: 10, name: 'A', city: '', address: '' } }),
  ];

  it('picks the claim of merId, else the newest that still needs qualifications', () => {
    expect(claimForStore(claims, 10)?.id).toBe(1);
    expect(claimForStore(claims, 30)?.id).toBe(3);
    expect(claimForStore(claims, 99)).toBeUndefined();
    expect(claimForStore(claims, undefined)?.id).toBe(2);
    expect(claimForStore([], undefined)).toBeUndefined();
  });

  it('shows the claim asked for on /qualifications, else one with qualifications, else the newest', () => {
    expect(claimToShow(claims, 1)?.id).toBe(1);
    expect(claimToShow(claims, undefined)?.id).toBe(3);
    expect(claimToShow(claims, 42)?.id).toBe(3);
    expect(claimToShow([claim({ id: 5 })], undefined)?.id).toBe(5);
    expect(claimToShow([], 1)).toBeUndefined();
  });

  it('knows which claims need qualifications and whether one was approved', () => {
    expect(needsQualifications(claim())).toBe(true);
    expect(needsQualifications(claim({ next_action: 'resubmit' }))).toBe(true);
    expect(needsQualifications(claim({ next_action: 'wait_review' }))).toBe(false);
    expect(needsQualifications(claim({ next_action: 'done' }))).toBe(false);
    expect(hasApprovedClaim(claims)).toBe(false);
    expect(hasApprovedClaim([...claims, claim({ status: 'approved' })])).toBe(true);
  });
});
