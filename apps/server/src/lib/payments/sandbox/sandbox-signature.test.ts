import { describe, expect, it } from 'vitest';
import { sandboxSign, sandboxSignatureValid, sandboxSignedString } from './sandbox-signature';

describe('the sandbox notification signature', () => {
  const secret = Buffer.from('s'.repeat(32));
  const fields = { payment_no: 'P1', amount_fen: 100, trade_status: 'TRADE_SUCCESS', trade_no: 'SBX1' };

  it('signs the fields other than sign, sorted by name, as name=value joined by &', () => {
    expect(sandboxSignedString({ ...fields, sign: 'x', empty: null })).toBe(
      'amount_fen=100&payment_no=P1&trade_no=SBX1&trade_status=TRADE_SUCCESS',
    );
    expect(sandboxSign(secret, fields)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts its own signature and refuses a changed field, another key or a malformed sign', () => {
    const sign = sandboxSign(secret, fields);
    expect(sandboxSignatureValid(secret, { ...fields, sign })).toBe(true);
    expect(sandboxSignatureValid(secret, { ...fields, amount_fen: 1, sign })).toBe(false);
    expect(sandboxSignatureValid(Buffer.from('t'.repeat(32)), { ...fields, sign })).toBe(false);
    expect(sandboxSignatureValid(secret, { ...fields, sign: 'zz' })).toBe(false);
    expect(sandboxSignatureValid(secret, fields)).toBe(false);
  });
});
