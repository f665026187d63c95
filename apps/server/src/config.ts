import path from 'node:path';
import { z } from 'zod';
import { type AlipayOptions, readAlipayOptions } from './lib/payments/alipay/alipay-options';
import type { PayoutProviderName } from './lib/payouts/payout-provider';
import { readPayoutProviderName } from './lib/payouts/payout-provider-name';
import { readSmsConfig, type SmsConfig } from './lib/sms/sms-config';

/** Unset and empty are the same (an empty variable in a .env file means "not set"). */
const optionalString = z
  .string()
  .optional()
  .transform((v) => v || undefined);

/** The whole environment, parsed once. Anything not listed here is not configuration. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from the embedded SQLite file to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** `always` seeds even in production (only into an empty database); `never` disables it. */
  SEED: z.enum(['auto', 'always', 'never']).default('auto'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built console lives; served at / when present. */
  WEB_DIST: z.string().optional(),
  /** Trust X-Forwarded-For (set when running behind a reverse proxy). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * `off`: this process runs no jobs (a web-only replica; docs/jobs-and-outbox.md). Default
   * `on`, except under NODE_ENV=test, where a test runs the jobs it means to.
   */
  JOBS: z.enum(['on', 'off']).optional(),
  /** Replaces every job's period, in ms (the multi-process test runs with 5000). */
  JOB_PERIOD_MS: optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(100).max(86_400_000).optional()),
  /** Object storage (docs/uploads.md): the embedded local-disk store, or any S3 service. */
  STORAGE: z.enum(['embedded', 's3']).default('embedded'),
  /** Signs embedded-mode upload credentials; else generated into DATA_DIR/storage-secret. */
  STORAGE_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /** Keys the hash of members' ID card numbers (docs/members.md); else DATA_DIR/member-id-key. */
  MEMBER_ID_KEY: optionalString.pipe(z.string().min(32).optional()),
  /** Keys the hash of withdrawal account numbers (docs/finance.md); else DATA_DIR/withdrawal-account-key. */
  WITHDRAWAL_ACCOUNT_KEY: optionalString.pipe(z.string().min(32).optional()),
  /**
   * Host names (host or host:port, comma-separated) this server is reached by: absolute URLs are
   * built on the request's host only when it is one of these, the listen address or a loopback
   * name (lib/request-origin.ts); else on the first of these, else on the listen address.
   */
  PUBLIC_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Public base of the embedded /storage endpoints; else taken from each request's (allowed) host. */
  STORAGE_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /** Unfinished multipart uploads older than this are aborted. */
  UPLOAD_STALE_HOURS: z.coerce.number().positive().default(24),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).default('merchant-uploads'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Role assumed through STS to hand browsers credentials limited to one key. */
  S3_ROLE_ARN: optionalString,
  S3_STS_ENDPOINT: optionalString.pipe(z.url().optional()),
  /**
   * How browsers reach an S3 service: `sts` (temporary credentials from AssumeRole, needs
   * S3_ROLE_ARN) or `presign` (the server presigns each operation, POST /upload/sign).
   * Default: `sts` when S3_ROLE_ARN is set, else `presign`.
   */
  S3_BROWSER_ACCESS: optionalString.pipe(z.enum(['sts', 'presign']).optional()),
  /** `on` serves Prometheus metrics at /metrics (docs/operations.md); default off. */
  METRICS: z.enum(['on', 'off']).default('off'),
  /** When set, /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  /** The payment channel (docs/payments.md): the sandbox, or Alipay once its ALIPAY_* are set. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'alipay']).default('sandbox'),
  /** Signs the sandbox's notifications; else generated into DATA_DIR/payment-sandbox-secret. */
  PAYMENT_SANDBOX_SECRET: optionalString.pipe(z.string().min(32).optional()),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  seed: Env['SEED'];
  sessionTtlMs: number;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  trustProxy: boolean;
  /** PUBLIC_HOSTS: the hosts absolute URLs may be built on (lib/request-origin.ts). */
  publicHosts: string[];
  storage: StorageConfig;
  /** MEMBER_ID_KEY, when set (every process of one database must share it). */
  memberIdKey: string | undefined;
  /** WITHDRAWAL_ACCOUNT_KEY, when set (every process of one database must share it). */
  withdrawalAccountKey: string | undefined;
  jobs: { enabled: boolean; periodOverrideMs: number | undefined };
  /** SMS_SENDER and TENCENT_SMS_* (docs/sms.md). */
  sms: SmsConfig;
  /** ALIPAY_* (docs/alipay.md); null: Alipay is off. */
  alipay: AlipayOptions | null;
  /** PAYOUT_PROVIDER (docs/payouts.md). */
  payoutProvider: PayoutProviderName;
  /** METRICS and METRICS_TOKEN (docs/operations.md "Metrics"). */
  metrics: { enabled: boolean; token: string | undefined };
  /** PAYMENT_PROVIDER and the sandbox's signing secret (docs/payments.md). */
  payments: { provider: Env['PAYMENT_PROVIDER']; sandboxSecret: string | undefined };
}

export interface StorageConfig {
  kind: Env['STORAGE'];
  secret: string | undefined;
  publicUrl: string | undefined;
  staleUploadMs: number;
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  roleArn: string | undefined;
  stsEndpoint: string;
  /** S3 mode: temporary credentials (`sts`) or server-presigned URLs (`presign`). */
  browserAccess: 'sts' | 'presign';
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const env = envSchema.parse(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const isPostgres = env.DATABASE_URL?.startsWith('postgres');
  const webDist = path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'));
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    database: isPostgres
      ? { kind: 'postgres', url: env.DATABASE_URL as string }
      : { kind: 'sqlite', file: env.DATABASE_URL ?? path.join(dataDir, 'console.sqlite') },
    seed: env.SEED,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3600 * 1000,
    logLevel: env.LOG_LEVEL,
    webDist,
    trustProxy: env.TRUST_PROXY,
    publicHosts: env.PUBLIC_HOSTS,
    memberIdKey: env.MEMBER_ID_KEY,
    withdrawalAccountKey: env.WITHDRAWAL_ACCOUNT_KEY,
    jobs: {
      enabled: (env.JOBS ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      periodOverrideMs: env.JOB_PERIOD_MS,
    },
    metrics: { enabled: env.METRICS === 'on', token: env.METRICS_TOKEN },
    payments: { provider: env.PAYMENT_PROVIDER, sandboxSecret: env.PAYMENT_SANDBOX_SECRET },
    storage: {
      kind: env.STORAGE,
      secret: env.STORAGE_SECRET,
      publicUrl: env.STORAGE_PUBLIC_URL,
      staleUploadMs: env.UPLOAD_STALE_HOURS * 3600 * 1000,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      roleArn: env.S3_ROLE_ARN,
      // MinIO answers STS at its own endpoint; AWS at the regional STS endpoint.
      stsEndpoint: env.S3_STS_ENDPOINT ?? env.S3_ENDPOINT ?? `https://sts.${env.S3_REGION}.amazonaws.com`,
      browserAccess: env.S3_BROWSER_ACCESS ?? (env.S3_ROLE_ARN ? 'sts' : 'presign'),
    },
    sms: readSmsConfig(source),
    alipay: readAlipayOptions(source),
    payoutProvider: readPayoutProviderName(source),
  };
};
