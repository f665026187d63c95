import type { Config } from './config';
import type { Database } from './db/database';
import type { JobRunner } from './lib/jobs';
import type { Outbox } from './lib/outbox';
import type { SmsSender } from './lib/sms-sender';
import type { Storage } from './storage/create-storage';

/** What features receive from buildApp: configuration, the database, outside services. */
export interface Deps {
  config: Config;
  db: Database;
  sms: SmsSender;
  /** Object storage (embedded or S3) and its credential issuer. */
  storage: Storage;
  /** The job runner: features register their jobs here (docs/jobs-and-outbox.md). */
  jobs: JobRunner;
  /** The outbox's delivery side: features register the handler of their topics here. */
  outbox: Outbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies the app was built with (tests and the seed reach the database here). */
    deps: Deps;
  }
}
