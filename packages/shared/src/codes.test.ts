import { describe, expect, it } from 'vitest';
import { Code, httpStatusOf, isSessionEndedCode, isSuccessCode } from './codes';

/**
 * The wire codes are a contract with the console and the spec (§8): pinned here as numbers,
 * so that a changed constant fails a test instead of silently changing the wire.
 */
describe('wire codes', () => {
  it('keeps the numbers of the spec', () => {
    expect(Code.OK).toBe(0);
    expect(Code.OK_NOTICE).toBe(-22);
    expect(Code.NOT_SIGNED_IN).toBe(-101);
    expect(Code.SESSION_EXPIRED).toBe(-106);
    expect(Code.SESSION_REVOKED).toBe(-107);
    expect(Code.VALIDATION).toBe(-400);
    expect(Code.FORBIDDEN).toBe(-403);
  });

  it('treats 0 and -22 as success, and nothing else', () => {
    expect(isSuccessCode(0)).toBe(true);
    expect(isSuccessCode(-22)).toBe(true);
    for (const code of [-101, -106, -107, -400, -403, -500, 22, 1]) expect(isSuccessCode(code)).toBe(false);
  });

  it('ends the session on -106 and -107 only', () => {
    expect(isSessionEndedCode(-106)).toBe(true);
    expect(isSessionEndedCode(-107)).toBe(true);
    for (const code of [0, -22, -101, -102, -403]) expect(isSessionEndedCode(code)).toBe(false);
  });

  it('sends 401 with the session codes and 403 with -403', () => {
    expect([-101, -106, -107].map(httpStatusOf)).toEqual([401, 401, 401]);
    expect(httpStatusOf(-403)).toBe(403);
    expect(httpStatusOf(0)).toBe(200);
    expect(httpStatusOf(-22)).toBe(200);
  });
});
