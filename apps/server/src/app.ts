import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Deps } from './deps';
import { registerFeatures } from './features';
import { idempotencyKeyExpiryJob } from './lib/idempotency';
import { createJobRunner } from './lib/jobs';
import { redactedRequestSerializer } from './lib/log-redaction';
import { registerGracefulClose } from './lib/ops/graceful-close';
import { createMetrics, type Metrics, registerMetrics } from './lib/ops/metrics';
import { enterRequestIdScope, REQUEST_ID_HEADER, requestIdMixin, requestIdOf } from './lib/ops/request-id';
import { createOutbox, enterRequestScope } from './lib/outbox';
import { checkSharedKeys, sharedKeysOf } from './lib/shared-keys';
import { createSmsSender } from './lib/sms/sms-config';
import type { SmsSender } from './lib/sms-sender';
import { type ApiRoute, accessPlugin } from './plugins/access';
import { storageOrigins } from './plugins/console-headers';
import { errorHandlerPlugin } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './plugins/framework-errors';
import { languagePlugin } from './plugins/language';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { createStorage, type Storage } from './storage/create-storage';
import { storagePlugin } from './storage/storage-plugin';

/** The Fastify instance with zod typing of params, bodies and replies. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access declaration, as registered. */
    apiRoutes: readonly ApiRoute[];
  }
}

export interface BuildOptions {
  /** Use this database instead of opening the configured one (tests share one). */
  db?: Database;
  sms?: SmsSender;
  /** Use this object storage instead of the configured one. */
  storage?: Storage;
  /** Write the log here instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the whole application without listening: plugins first, then the API under /api,
 * then the console. Migrations run here so that every process is up to date before it serves.
 */
export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<App> => {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: redactedRequestSerializer },
      // Lines written inside a request on the app's own logger carry its id too.
      mixin: requestIdMixin,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // The caller's x-request-id when well formed, else a UUID (lib/ops/request-id.ts).
    genReqId: requestIdOf,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // At shutdown, close the kept-alive sockets that are idle at once and let the requests in
    // flight finish (docs/operations.md "Shutdown"); `true` would cut those off too.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, before the database: a production server on the demo sender refuses to start.
  const sms =
    options.sms ?? createSmsSender(config.sms, { env: config.env, dataDir: config.dataDir, log: app.log });

  const db =
    options.db ??
    openDatabase(config.database, (error) =>
      app.log.warn({ err: error }, 'a pooled database connection failed while idle; it was replaced'),
    );
  await migrateToLatest(db, config.database.kind);
  const metrics: Metrics | undefined = config.metrics.enabled ? createMetrics(db) : undefined;
  // Before serving: a process whose keys differ from the other processes' refuses to start.
  await checkSharedKeys(
    db,
    sharedKeysOf(config).filter((key) => !(options.storage && key.name.startsWith('storage-'))),
  );
  const outbox = createOutbox(app.log);
  const jobs = createJobRunner({
    db,
    log: app.log,
    enabled: config.jobs.enabled,
    periodOverrideMs: config.jobs.periodOverrideMs,
    // What a run enqueued (a certificate notice) is delivered as soon as the run is over.
    around: (work) => outbox.deliverAfter(db, work),
    onRunEnd: metrics && ((job, outcome, ms) => metrics.jobRun(job, outcome, ms / 1000)),
  });
  jobs.register(outbox.job());
  jobs.register(idempotencyKeyExpiryJob);
  const deps: Deps = {
    config,
    db,
    sms,
    storage: options.storage ?? createStorage(config),
    jobs,
    outbox,
  };
  app.decorate('deps', deps);
  // The runs under way end first, then the pool closes (one hook: the order is this code's).
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (!options.db) await db.destroy();
  });
  // The outbox rows a request enqueued are delivered once its transactions have committed,
  // before the answer goes out; the delivery job is the safety net (docs/jobs-and-outbox.md).
  app.addHook('onRequest', (_request, _reply, done) => enterRequestScope(done));
  // Every answer names its request (docs/operations.md "Logs"); the rest of the request runs
  // with the id in scope for the log mixin.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    enterRequestIdScope(request.id, done);
  });
  if (metrics) registerMetrics(app, metrics, config.metrics.token);
  registerGracefulClose(app);
  app.addHook('onSend', async (_request, _reply, payload) => {
    await outbox.deliverEnqueuedInRequest(db);
    return payload;
  });

  await app.register(cookie);
  await app.register(languagePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(openApiPlugin);
  await app.register(storagePlugin, { storage: deps.storage, jobs });
  // Filled as the API's routes are declared: the generated access tests walk it.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(
    async (api) => {
      // Inside the /api scope: storage and the console's pages are not its business.
      await api.register(accessPlugin, { db, routes: apiRoutes });
      await registerFeatures(api.withTypeProvider<ZodTypeProvider>(), deps);
    },
    { prefix: '/api' },
  );
  await app.register(webAppPlugin, { dist: config.webDist, storageOrigins: storageOrigins(deps.storage) });
  return app;
};
