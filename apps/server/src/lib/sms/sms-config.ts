import type { FastifyBaseLogger } from 'fastify';
import { readEnvSetting as readSetting } from '../env-setting';
import { createOutboxSmsSender, type SmsSender } from '../sms-sender';
import { createTencentSmsSender, type TencentSmsOptions } from './tencent-sms-sender';

/**
 * Which sender texts the codes (docs/sms.md): the demo sender (codes written to
 * DATA_DIR/sms-outbox.jsonl; `explicit` when SMS_SENDER=demo says so on purpose), or Tencent
 * Cloud SMS.
 */
export type SmsConfig = { kind: 'demo'; explicit: boolean } | { kind: 'tencent'; options: TencentSmsOptions };

type Env = Record<string, string | undefined>;

const TENCENT_REQUIRED = [
  'TENCENT_SMS_SECRET_ID',
  'TENCENT_SMS_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID',
] as const;

/**
 * Reads SMS_SENDER (`demo` | `tencent`) and the TENCENT_SMS_* settings. Unset SMS_SENDER means
 * Tencent when TENCENT_SMS_SECRET_ID is set, else the demo sender. Throws, naming the variables,
 * when Tencent is chosen but incomplete.
 */
export const readSmsConfig = (env: Env): SmsConfig => {
  const chosen = env.SMS_SENDER?.trim();
  if (chosen && chosen !== 'demo' && chosen !== 'tencent')
    throw new Error(`SMS_SENDER must be demo or tencent, not ${chosen}`);
  if (chosen === 'demo') return { kind: 'demo', explicit: true };
  if (!chosen && !readSetting(env, 'TENCENT_SMS_SECRET_ID')) return { kind: 'demo', explicit: false };
  const values = Object.fromEntries(TENCENT_REQUIRED.map((name) => [name, readSetting(env, name)]));
  const missing = TENCENT_REQUIRED.filter((name) => !values[name]);
  if (missing.length > 0) throw new Error(`Tencent Cloud SMS needs ${missing.join(', ')} (docs/sms.md)`);
  const templateParams = (env.TENCENT_SMS_TEMPLATE_PARAMS?.trim() || '{code}')
    .split(',')
    .map((p) => p.trim());
  if (!templateParams.some((p) => p.includes('{code}')))
    throw new Error('TENCENT_SMS_TEMPLATE_PARAMS must contain {code} (e.g. "{code},5")');
  return {
    kind: 'tencent',
    options: {
      secretId: values.TENCENT_SMS_SECRET_ID as string,
      secretKey: values.TENCENT_SMS_SECRET_KEY as string,
      sdkAppId: values.TENCENT_SMS_SDK_APP_ID as string,
      signName: values.TENCENT_SMS_SIGN_NAME as string,
      templateId: values.TENCENT_SMS_TEMPLATE_ID as string,
      templateParams,
      region: env.TENCENT_SMS_REGION?.trim() || 'ap-guangzhou',
      endpoint: env.TENCENT_SMS_ENDPOINT?.trim() || 'sms.tencentcloudapi.com',
    },
  };
};

export const DEMO_SMS_IN_PRODUCTION =
  'NODE_ENV=production, but no SMS provider is configured: the demo sender only writes codes to ' +
  'DATA_DIR/sms-outbox.jsonl and texts nobody. Configure Tencent Cloud SMS (TENCENT_SMS_SECRET_ID, ' +
  'TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID, TENCENT_SMS_SIGN_NAME, TENCENT_SMS_TEMPLATE_ID; docs/sms.md), ' +
  'or set SMS_SENDER=demo to run on the demo sender on purpose.';

/**
 * The configured sender. Refuses (throws) the demo sender under NODE_ENV=production unless
 * SMS_SENDER=demo chose it on purpose, so that a production server never starts texting nobody.
 */
export const createSmsSender = (
  config: SmsConfig,
  context: { env: string; dataDir: string; log: FastifyBaseLogger },
): SmsSender => {
  if (config.kind === 'tencent') {
    context.log.info({ sms: 'tencent', region: config.options.region }, 'sms: Tencent Cloud SMS');
    return createTencentSmsSender(config.options);
  }
  if (context.env === 'production' && !config.explicit) throw new Error(DEMO_SMS_IN_PRODUCTION);
  if (context.env === 'production')
    context.log.warn('sms: the demo sender (SMS_SENDER=demo): codes go to sms-outbox.jsonl, no text is sent');
  return createOutboxSmsSender(context.dataDir, context.log);
};
