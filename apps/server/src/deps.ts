import type { Config } from './config';
import type { Database } from './db/database';
import type { SmsSender } from './lib/sms-sender';
import type { Storage } from './storage/create-storage';

/** What features receive from buildApp: configuration, the database, outside services. */
export interface Deps {
  config: Config;
  db: Database;
  sms: SmsSender;
  /** Object storage (embedded or S3) and its credential issuer. */
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies the app was built with (tests and the seed reach the database here). */
    deps: Deps;
  }
}
