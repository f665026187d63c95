import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueOutbox } from '../outbox';

const TOKEN = 'metrics-test-token-0123456789';
const onPostgres = Boolean(process.env.DATABASE_URL?.startsWith('postgres'));

/** The value of one sample line of the text format, e.g. `name{a="b"} 3`. */
const sample = (text: string, name: string, labels: Record<string, string> = {}): number | undefined => {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]] as const),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
};

describe('metrics are off unless enabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no /metrics by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });
});

describe('metrics with METRICS=on and a token', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS: 'on', METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('asks for the bearer token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('counts requests and times them per route pattern, and counts error answers by envelope code', async () => {
    const before = await scrape();
    const healthBefore =
      sample(before, 'http_requests_total', { method: 'GET', route: '/api/health', status_code: '200' }) ?? 0;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call/123' });
    const withParam = t.app.apiRoutes.find((r) => r.method === 'GET' && r.url.includes('/:'));
    expect(withParam).toBeDefined();
    const pattern = withParam?.url as string;
    const concrete = pattern.replace(/:[A-Za-z]+/g, '987654');
    const answer = await t.app.inject({ method: 'GET', url: concrete });
    const code = String(answer.json().code);

    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', { method: 'GET', route: '/api/health', status_code: '200' }),
    ).toBe(healthBefore + 2);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health' })).toBe(
      healthBefore + 2,
    );
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' })).toBe(
      healthBefore + 2,
    );
    // The route pattern, never the raw URL.
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: pattern })).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-call');
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'api_errors_total', { code: '-404', route: 'unmatched' })).toBe(1);
    expect(code).not.toBe('0');
    expect(sample(text, 'api_errors_total', { code, route: pattern })).toBe(1);
    // The scrape itself is not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('reports job runs, the outbox backlog, the event-loop lag and, on PostgreSQL, the pool', async () => {
    await t.app.deps.jobs.runNow('idempotency-key-expiry');
    await enqueueOutbox(t.app.deps.db, { topic: 'metrics-test', key: 'one', payload: {} });
    await enqueueOutbox(t.app.deps.db, { topic: 'metrics-test', key: 'two', payload: {} });
    const text = await scrape();
    expect(sample(text, 'job_runs_total', { job: 'idempotency-key-expiry', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'job_run_duration_seconds_count', { job: 'idempotency-key-expiry' })).toBe(1);
    expect(sample(text, 'outbox_pending_messages')).toBe(2);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    if (onPostgres) {
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });
});
