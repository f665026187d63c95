import type { Agent } from 'node:http';
import type { sms as TencentSms } from 'tencentcloud-sdk-nodejs-sms';
import type { SmsSender } from '../sms-sender';

/** Tencent Cloud SMS settings (docs/sms.md). */
export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId (短信应用 ID), e.g. 1400000000. */
  sdkAppId: string;
  /** The approved signature (签名), e.g. 某某健身. Required for messages to mainland China. */
  signName: string;
  /** The approved template's id; the template holds the text, e.g. "您的验证码为{1}，{2}分钟内有效。". */
  templateId: string;
  /** The template's parameters in order; `{code}` stands for the code (default ["{code}"]). */
  templateParams: string[];
  region: string;
  /** The API host, default sms.tencentcloudapi.com. */
  endpoint: string;
  /** Tests only: `http://` and an agent that connects to a local server. */
  protocol?: 'https://' | 'http://';
  agent?: Agent;
}

/** Mainland numbers as we keep them (13800138000) in the E.164 form Tencent asks for. */
export const toE164 = (phone: string): string => (phone.startsWith('+') ? phone : `+86${phone}`);

/** The SMS provider refused or could not be reached; the message names no phone and no code. */
export class SmsSendFailed extends Error {}

/**
 * Sends codes through Tencent Cloud SMS (`SendSms`, API 2021-01-11) on the official SDK, signed
 * TC3-HMAC-SHA256. The text is the approved template's; `text` from the caller is not sent.
 */
export const createTencentSmsSender = (options: TencentSmsOptions): SmsSender => {
  // Loaded on first send: importing the SDK takes about half a second.
  let loading: Promise<InstanceType<typeof TencentSms.v20210111.Client>> | undefined;
  const clientOf = () => {
    loading ??= import('tencentcloud-sdk-nodejs-sms').then(({ sms }) => newClient(sms));
    return loading;
  };
  const newClient = (sms: typeof TencentSms) =>
    new sms.v20210111.Client({
      credential: { secretId: options.secretId, secretKey: options.secretKey },
      region: options.region,
      profile: {
        signMethod: 'TC3-HMAC-SHA256',
        httpProfile: {
          endpoint: options.endpoint,
          reqMethod: 'POST',
          reqTimeout: 10,
          ...(options.protocol ? { protocol: options.protocol } : {}),
          ...(options.agent ? { agent: options.agent } : {}),
        },
      },
    });
  return {
    async send({ phone, code }) {
      const client = await clientOf();
      let answer: Awaited<ReturnType<typeof client.SendSms>>;
      try {
        answer = await client.SendSms({
          SmsSdkAppId: options.sdkAppId,
          SignName: options.signName,
          TemplateId: options.templateId,
          PhoneNumberSet: [toE164(phone)],
          TemplateParamSet: options.templateParams.map((p) => p.replaceAll('{code}', code)),
        });
      } catch (error) {
        const { code: errorCode, message } = error as { code?: string; message?: string };
        throw new SmsSendFailed(
          `Tencent Cloud SMS: ${errorCode ?? ''} ${message ?? 'request failed'}`.trim(),
        );
      }
      const status = answer.SendStatusSet?.[0];
      if (status?.Code !== 'Ok')
        throw new SmsSendFailed(
          `Tencent Cloud SMS refused the message: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim(),
        );
    },
  };
};
