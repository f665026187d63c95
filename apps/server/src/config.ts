import path from 'node:path';
import { z } from 'zod';

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
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const env = envSchema.parse(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const isPostgres = env.DATABASE_URL?.startsWith('postgres');
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
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    trustProxy: env.TRUST_PROXY,
  };
};
