import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local HTTP server playing Alipay's OpenAPI 2.0 gateway. It checks each
 * request's RSA2 signature with the application's public key (as Alipay does: every parameter
 * but `sign`, sorted, `key=value` joined by `&`) and signs its answers with "Alipay's" private
 * key (the answer object's exact JSON text). No network beyond 127.0.0.1.
 */

export interface TestKeys {
  appPrivateKey: string;
  appPublicKey: string;
  alipayPrivateKey: string;
  alipayPublicKey: string;
}

/** Two RSA key pairs: the application's, and the one the test plays Alipay with. */
export const generateTestKeys = (): TestKeys => {
  const pair = () =>
    generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
  const app = pair();
  const alipay = pair();
  return {
    appPrivateKey: app.privateKey,
    appPublicKey: app.publicKey,
    alipayPrivateKey: alipay.privateKey,
    alipayPublicKey: alipay.publicKey,
  };
};

/** Alipay's content to sign: every field but `sign` (and, for notifications, `sign_type`), sorted. */
export const alipaySignContent = (fields: Record<string, string>, withoutSignType: boolean): string =>
  Object.keys(fields)
    .filter((key) => key !== 'sign' && !(withoutSignType && key === 'sign_type') && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

export const rsa2Sign = (content: string, privateKey: string): string =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');

/** A notification signed the way Alipay signs them (sign_type left out of the content). */
export const signNotification = (
  fields: Record<string, string>,
  alipayPrivateKey: string,
): Record<string, string> => ({
  ...fields,
  sign_type: 'RSA2',
  sign: rsa2Sign(alipaySignContent(fields, true), alipayPrivateKey),
});

export interface GatewayRequest {
  method: string;
  params: Record<string, string>;
  biz: Record<string, unknown>;
  signatureValid: boolean;
}

/** What the handler answers: the `<method>_response` object, and optionally a different signing key. */
export type GatewayHandler = (request: GatewayRequest) => {
  response: Record<string, unknown>;
  signWith?: string;
  unsigned?: boolean;
};

export interface TestGateway {
  url: string;
  requests: GatewayRequest[];
  close: () => Promise<void>;
}

export const startAlipayTestGateway = async (
  keys: TestKeys,
  handle: GatewayHandler,
): Promise<TestGateway> => {
  const requests: GatewayRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://gateway');
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      Object.assign(params, Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
      const signatureValid = createVerify('RSA-SHA256')
        .update(alipaySignContent(params, false), 'utf8')
        .verify(keys.appPublicKey, params.sign ?? '', 'base64');
      const method = params.method ?? '';
      const biz = params.biz_content ? (JSON.parse(params.biz_content) as Record<string, unknown>) : {};
      const request = { method, params, biz, signatureValid };
      requests.push(request);
      const answer = signatureValid
        ? handle(request)
        : {
            response: {
              code: '40002',
              msg: 'Invalid Arguments',
              sub_code: 'isv.invalid-signature',
              sub_msg: '验签出错',
            },
          };
      const inner = JSON.stringify(answer.response);
      const key = `${method.replaceAll('.', '_')}_response`;
      const sign = answer.unsigned
        ? ''
        : `,"sign":"${rsa2Sign(inner, answer.signWith ?? keys.alipayPrivateKey)}"`;
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(`{"${key}":${inner}${sign}}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
