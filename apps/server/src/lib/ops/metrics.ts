import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import client from 'prom-client';
import { type Database, poolStatsOf } from '../../db/database';

/**
 * Prometheus metrics (docs/operations.md "Metrics"), one registry per app so that several apps
 * in one process (the tests) do not share counters. Off unless METRICS=on; GET /metrics then
 * answers the text format, behind `Authorization: Bearer <METRICS_TOKEN>` when that is set.
 */
export interface Metrics {
  registry: client.Registry;
  /** One run of a job ended (lib/jobs calls it). */
  jobRun: (job: string, outcome: 'ok' | 'failed', seconds: number) => void;
  /** Fastify hooks: onSend notes the envelope code, onResponse counts the request. */
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
  onResponse: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** The label of a request that matched no route: raw URLs never become labels. */
const UNMATCHED = 'unmatched';

/** An envelope's code, read from the start of the serialized answer (`{"code":-404,…`). */
const envelopeCodeOf = (payload: unknown): number | undefined => {
  if (typeof payload !== 'string') return undefined;
  const match = /^\{"code":(-?\d+)[,}]/.exec(payload);
  return match ? Number(match[1]) : undefined;
};

export const createMetrics = (db: Database): Metrics => {
  const registry = new client.Registry();
  // process_*, nodejs_* and the event-loop lag (nodejs_eventloop_lag_seconds and percentiles).
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new client.Counter({
    name: 'api_errors_total',
    help: 'Answers whose envelope code is not 0, by envelope code and route pattern',
    labelNames: ['code', 'route'] as const,
    registers: [registry],
  });
  const jobRuns = new client.Counter({
    name: 'job_runs_total',
    help: 'Job runs in this process, by job name and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new client.Histogram({
    name: 'job_run_duration_seconds',
    help: 'Duration of job runs in this process, by job name',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers: [registry],
  });
  new client.Gauge({
    name: 'outbox_pending_messages',
    help: 'Outbox rows not yet delivered (the whole database, read at scrape)',
    registers: [registry],
    async collect() {
      try {
        const row = await db
          .selectFrom('outbox_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('delivered_at', 'is', null)
          .executeTakeFirst();
        this.set(Number(row?.n ?? 0));
      } catch {
        // The database is unreachable: /api/ready says so; the scrape still answers.
      }
    },
  });
  if (poolStatsOf(db)) {
    new client.Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections, by state (total, idle)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStatsOf(db);
        this.set({ state: 'total' }, stats?.total ?? 0);
        this.set({ state: 'idle' }, stats?.idle ?? 0);
      },
    });
    new client.Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(poolStatsOf(db)?.waiting ?? 0);
      },
    });
  }

  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? UNMATCHED;
  const codes = new WeakMap<FastifyRequest, number>();

  return {
    registry,
    jobRun: (job, outcome, seconds) => {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
    },
    onSend: async (request, _reply, payload) => {
      const code = envelopeCodeOf(payload);
      if (code !== undefined && code !== 0) codes.set(request, code);
      return payload;
    },
    onResponse: async (request, reply) => {
      const route = routeOf(request);
      if (route === '/metrics') return;
      requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      const code = codes.get(request);
      if (code !== undefined) errors.inc({ code: String(code), route });
    },
  };
};

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Registers the request hooks and GET /metrics on the root instance (outside /api: an
 * operator's endpoint, not part of the merchant API or its access rules).
 */
export const registerMetrics = (app: FastifyInstance, metrics: Metrics, token: string | undefined) => {
  app.addHook('onSend', metrics.onSend);
  app.addHook('onResponse', metrics.onResponse);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameToken(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .type('text/plain; charset=utf-8')
          .send('metrics token required\n');
      }
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
};
