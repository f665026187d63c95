import { describe, expect, it } from 'vitest';
import { lockReasonOf, missingForSubmit, stepOf } from './application-model';

describe('application screen model', () => {
  it('places each state on the stepper', () => {
    expect(stepOf('draft')).toEqual({ current: 0, status: 'process' });
    expect(stepOf('pending')).toEqual({ current: 1, status: 'process' });
    expect(stepOf('approved')).toEqual({ current: 2, status: 'finish' });
    expect(stepOf('rejected')).toEqual({ current: 2, status: 'error' });
  });

  it('locks pending and approved applications, and callers without the permission', () => {
    expect(lockReasonOf({ status: 'draft', can_edit: true })).toBeNull();
    expect(lockReasonOf({ status: 'rejected', can_edit: true })).toBeNull();
    expect(lockReasonOf({ status: 'pending', can_edit: true })).toBe('pending');
    expect(lockReasonOf({ status: 'approved', can_edit: true })).toBe('approved');
    expect(lockReasonOf({ status: 'draft', can_edit: false })).toBe('noPermission');
  });

  it('tells what a submission lacks, counting characters as people do', () => {
    expect(missingForSubmit('', [])).toEqual(['description', 'materials']);
    expect(missingForSubmit('场'.repeat(19), [1])).toEqual(['description']);
    expect(missingForSubmit(` ${'场'.repeat(20)} `, [1])).toEqual([]);
    expect(missingForSubmit('a'.repeat(20), [])).toEqual(['materials']);
  });
});
