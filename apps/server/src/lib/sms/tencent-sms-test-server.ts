import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';

/**
 * Test support: a local server playing Tencent Cloud's API for SendSms. It checks each request's
 * TC3-HMAC-SHA256 signature by the documented algorithm
 * (https://cloud.tencent.com/document/api/382/52072, "签名方法 v3"), computed here independently
 * of the SDK, and answers like the API. No network beyond 127.0.0.1: the SDK keeps its real host
 * name (which is part of what is signed) and an agent connects it to this server.
 */

export interface SignedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
  /** The signature the documented algorithm gives for this request and the secret key. */
  expectedAuthorization: string;
  signatureValid: boolean;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** TC3-HMAC-SHA256 for a POST with a JSON body, signed headers content-type and host. */
export const tc3Authorization = (input: {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  contentType: string;
  timestamp: number;
  body: string;
}): string => {
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${input.contentType}\nhost:${input.host}\n`,
    'content-type;host',
    sha256Hex(input.body),
  ].join('\n');
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signing = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signing).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
};

export interface TencentTestServer {
  requests: SignedRequest[];
  /** Connects every request to this server, whatever host name it names. */
  agent: http.Agent;
  /** The answer to the next requests: Tencent's `Response` object. */
  answer: (response: Record<string, unknown>) => void;
  close: () => Promise<void>;
}

class LocalAgent extends http.Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }
  override createConnection(): net.Socket {
    return net.createConnection({ host: '127.0.0.1', port: this.port });
  }
}

export const startTencentTestServer = async (credentials: {
  secretId: string;
  secretKey: string;
}): Promise<TencentTestServer> => {
  const requests: SignedRequest[] = [];
  let response: Record<string, unknown> = {};
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
      const expectedAuthorization = tc3Authorization({
        ...credentials,
        service: host.split('.')[0] as string,
        host,
        contentType: String(req.headers['content-type'] ?? ''),
        timestamp: Number(req.headers['x-tc-timestamp']),
        body,
      });
      const signatureValid = req.headers.authorization === expectedAuthorization;
      requests.push({
        headers: req.headers,
        body,
        json: JSON.parse(body || '{}'),
        expectedAuthorization,
        signatureValid,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          Response: signatureValid
            ? { ...response, RequestId: 'test-request-id' }
            : {
                Error: {
                  Code: 'AuthFailure.SignatureFailure',
                  Message: 'The provided credentials could not be validated.',
                },
                RequestId: 'test-request-id',
              },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    requests,
    agent: new LocalAgent(port),
    answer: (next) => {
      response = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
