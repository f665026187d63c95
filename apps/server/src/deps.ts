import type { Config } from './config';
import type { Database } from './db/database';
import type { SmsSender } from './lib/sms-sender';

/** What features receive from buildApp: configuration, the database, outside services. */
export interface Deps {
  config: Config;
  db: Database;
  sms: SmsSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies the app was built with (tests and the seed reach the database here). */
    deps: Deps;
  }
}
