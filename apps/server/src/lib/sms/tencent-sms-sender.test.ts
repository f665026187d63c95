import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender, DEMO_SMS_IN_PRODUCTION, readSmsConfig } from './sms-config';
import { createTencentSmsSender, SmsSendFailed, type TencentSmsOptions, toE164 } from './tencent-sms-sender';
import { startTencentTestServer, type TencentTestServer, tc3Authorization } from './tencent-sms-test-server';

const credentials = {
  secretId: 'AKIDTESTSECRETID0000000000000000',
  secretKey: 'test-secret-key-0123456789abcdef',
};
const silent = Fastify({ logger: { level: 'silent' } }).log;

const tencentEnv = {
  TENCENT_SMS_SECRET_ID: credentials.secretId,
  TENCENT_SMS_SECRET_KEY: credentials.secretKey,
  TENCENT_SMS_SDK_APP_ID: '1400000001',
  TENCENT_SMS_SIGN_NAME: '某某健身',
  TENCENT_SMS_TEMPLATE_ID: '1234567',
};

describe('TC3-HMAC-SHA256 as documented', () => {
  it("gives the signature of Tencent Cloud's published example", () => {
    expect(
      tc3Authorization({
        secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
        secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
        service: 'cvm',
        host: 'cvm.tencentcloudapi.com',
        contentType: 'application/json; charset=utf-8',
        timestamp: 1551113065,
        body: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      }),
    ).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

describe('Tencent Cloud SMS sender against a local API', () => {
  let server: TencentTestServer;
  let options: TencentSmsOptions;

  beforeAll(async () => {
    server = await startTencentTestServer(credentials);
    const config = readSmsConfig({ ...tencentEnv, TENCENT_SMS_TEMPLATE_PARAMS: '{code},5' });
    if (config.kind !== 'tencent') throw new Error('expected tencent');
    // The real host name (it is signed); only the connection goes to the local server.
    options = { ...config.options, protocol: 'http://', agent: server.agent };
  });
  afterAll(() => server.close());

  it('sends SendSms signed TC3-HMAC-SHA256 with the template, the signature and the E.164 number', async () => {
    server.answer({
      SendStatusSet: [
        {
          SerialNo: '2640:1',
          PhoneNumber: '+8613800138000',
          Fee: 1,
          Code: 'Ok',
          Message: 'send success',
          IsoCode: 'CN',
        },
      ],
    });
    await createTencentSmsSender(options).send({ phone: '13800138000', code: '482913', text: 'ignored' });
    const request = server.requests.at(-1);
    expect(request?.signatureValid).toBe(true);
    expect(request?.headers.authorization).toBe(request?.expectedAuthorization);
    expect(request?.headers.host).toBe('sms.tencentcloudapi.com');
    expect(request?.headers).toMatchObject({
      'x-tc-action': 'SendSms',
      'x-tc-version': '2021-01-11',
      'x-tc-region': 'ap-guangzhou',
    });
    expect(request?.json).toEqual({
      SmsSdkAppId: '1400000001',
      SignName: '某某健身',
      TemplateId: '1234567',
      PhoneNumberSet: ['+8613800138000'],
      TemplateParamSet: ['482913', '5'],
    });
  });

  it('throws when Tencent refuses the message or the signature, naming neither phone nor code', async () => {
    server.answer({
      SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'daily limit' }],
    });
    const sending = createTencentSmsSender(options).send({ phone: '13800138000', code: '112233', text: '' });
    await expect(sending).rejects.toBeInstanceOf(SmsSendFailed);
    await expect(sending).rejects.toThrow(/LimitExceeded\.PhoneNumberDailyLimit/);
    await expect(sending).rejects.not.toThrow(/112233|13800138000/);

    const forged = createTencentSmsSender({ ...options, secretKey: 'another-key' });
    await expect(forged.send({ phone: '13800138000', code: '445566', text: '' })).rejects.toThrow(
      /AuthFailure\.SignatureFailure/,
    );
    expect(server.requests.at(-1)?.signatureValid).toBe(false);
  });

  it('writes mainland numbers in E.164', () => {
    expect(toE164('13800138000')).toBe('+8613800138000');
    expect(toE164('+85291234567')).toBe('+85291234567');
  });
});

describe('choosing the SMS sender', () => {
  it('is the demo sender unless Tencent is configured, and names what is missing', () => {
    expect(readSmsConfig({})).toEqual({ kind: 'demo', explicit: false });
    expect(readSmsConfig({ SMS_SENDER: 'demo', ...tencentEnv })).toEqual({ kind: 'demo', explicit: true });
    expect(readSmsConfig(tencentEnv)).toMatchObject({
      kind: 'tencent',
      options: { region: 'ap-guangzhou', endpoint: 'sms.tencentcloudapi.com', templateParams: ['{code}'] },
    });
    expect(() => readSmsConfig({ SMS_SENDER: 'tencent' })).toThrow(
      /TENCENT_SMS_SECRET_ID, TENCENT_SMS_SECRET_KEY/,
    );
    expect(() => readSmsConfig({ TENCENT_SMS_SECRET_ID: 'x' })).toThrow(/TENCENT_SMS_SECRET_KEY/);
    expect(() => readSmsConfig({ ...tencentEnv, TENCENT_SMS_TEMPLATE_PARAMS: '5' })).toThrow(/\{code\}/);
    expect(() => readSmsConfig({ SMS_SENDER: 'aliyun' })).toThrow(/demo or tencent/);
  });

  it('refuses the demo sender in production unless SMS_SENDER=demo says so', () => {
    const context = { env: 'production', dataDir: '/tmp/none', log: silent };
    expect(() => createSmsSender(readSmsConfig({}), context)).toThrow(DEMO_SMS_IN_PRODUCTION);
    expect(DEMO_SMS_IN_PRODUCTION).toMatch(/SMS_SENDER=demo/);
    expect(createSmsSender(readSmsConfig({ SMS_SENDER: 'demo' }), context)).toBeDefined();
    expect(createSmsSender(readSmsConfig(tencentEnv), context)).toBeDefined();
    expect(createSmsSender(readSmsConfig({}), { ...context, env: 'development' })).toBeDefined();
  });
});
