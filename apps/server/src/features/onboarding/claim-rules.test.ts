import { describe, expect, it } from 'vitest';
import { decisionMessage, nextActionOf } from './claim-rules';

describe('claim rules', () => {
  it('tells the merchant what to do next', () => {
    expect(nextActionOf('pending', false)).toBe('submit_qualifications');
    expect(nextActionOf('pending', true)).toBe('wait_review');
    expect(nextActionOf('rejected', true)).toBe('resubmit');
    expect(nextActionOf('rejected', false)).toBe('resubmit');
    expect(nextActionOf('approved', true)).toBe('done');
  });

  it('words decisions in Chinese and English, with the reason of a rejection', () => {
    const approved = decisionMessage({ status: 'approved' }, '力行健身');
    expect(approved.title).toBe('门店认领审核通过 / Store claim approved');
    expect(approved.content).toContain('“力行健身”');
    const rejected = decisionMessage({ status: 'rejected', reason: '营业执照照片不清晰' }, '力行健身');
    expect(rejected.content).toContain('原因：营业执照照片不清晰');
    expect(rejected.content).toContain('was rejected: 营业执照照片不清晰');
    expect(rejected.category).toBe('claim');
  });
});
