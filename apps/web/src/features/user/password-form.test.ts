import { changePasswordBody } from '@merchant/shared';
import { describe, expect, it } from 'vitest';
import { confirmProblem, newPasswordProblem, toPasswordChange } from './password-form';

describe('newPasswordProblem', () => {
  it('requires a value', () => {
    expect(newPasswordProblem(undefined)).toBe('required');
    expect(newPasswordProblem('')).toBe('required');
  });

  it('applies the shared strength rule', () => {
    expect(newPasswordProblem('short1')).toBe('passwordRule');
    expect(newPasswordProblem('onlyletters')).toBe('passwordRule');
    expect(newPasswordProblem('12345678')).toBe('passwordRule');
    expect(newPasswordProblem(`${'a'.repeat(64)}1`)).toBe('passwordRule');
    expect(newPasswordProblem('abcdefg1')).toBeNull();
  });

  it('refuses the current password as the new one', () => {
    expect(newPasswordProblem('abcdefg1', 'abcdefg1')).toBe('sameAsOld');
    expect(newPasswordProblem('abcdefg1', 'other123')).toBeNull();
  });
});

describe('confirmProblem', () => {
  it('must repeat the new password exactly', () => {
    expect(confirmProblem('', 'abcdefg1')).toBe('required');
    expect(confirmProblem('abcdefg2', 'abcdefg1')).toBe('mismatch');
    expect(confirmProblem('abcdefg1', 'abcdefg1')).toBeNull();
  });
});

describe('toPasswordChange', () => {
  it('drops the confirmation and matches the shared body', () => {
    const body = toPasswordChange({ old_password: 'demo123', new_password: 'abcdefg1', confirm: 'abcdefg1' });
    expect(body).toEqual({ old_password: 'demo123', new_password: 'abcdefg1' });
    expect(changePasswordBody.safeParse(body).success).toBe(true);
  });
});
