import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox's notification signature (docs/payments.md "Signing"): HMAC-SHA256 with the
 * sandbox secret over the fields other than `sign`, sorted by name, as `name=value` joined by
 * `&` (the way Alipay and WeChat Pay build the string they sign), in lower-case hex.
 */
export const sandboxSignedString = (fields: Record<string, unknown>): string =>
  Object.keys(fields)
    .filter((name) => name !== 'sign' && fields[name] !== undefined && fields[name] !== null)
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('&');

export const sandboxSign = (secret: Buffer, fields: Record<string, unknown>): string =>
  createHmac('sha256', secret).update(sandboxSignedString(fields), 'utf8').digest('hex');

/** Whether `sign` is the signature of the other fields (compared in constant time). */
export const sandboxSignatureValid = (secret: Buffer, fields: Record<string, unknown>): boolean => {
  const given = typeof fields.sign === 'string' ? fields.sign : '';
  const wanted = sandboxSign(secret, fields);
  return (
    /^[0-9a-f]{64}$/.test(given) && timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(wanted, 'hex'))
  );
};
