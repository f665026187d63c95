import { Code } from '@merchant/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../features/member-card/member-card-test-kit';
import { queueSystemMessage } from '../../features/message/system-message-outbox';
import { createMerchant } from '../../test/factories';
import {
  type ServerCluster,
  type ServerProcess,
  sleep,
  startServerCluster,
} from '../../test/server-processes';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';

/**
 * PostgreSQL gone for 10 s under load (docs/operations.md "When the database goes away"). The
 * machine's PostgreSQL is shared, so a TCP proxy stands in for stopping it: a real server
 * process reaches its own fresh database only through the proxy, ten clients call it without
 * pause, and the proxy drops every connection and refuses new ones for 10 s. PostgreSQL only:
 * SQLite is a file inside the process.
 */
const serverUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(serverUrl?.startsWith('postgres'));

const CLIENTS = 10;
const OUTAGE_MS = 10_000;
const languages = ['en', 'zh', 'es'] as const;
type Language = (typeof languages)[number];
const briefly: Record<Language, string> = {
  en: 'The service is briefly unavailable, please try again in a moment',
  zh: '服务暂时不可用，请稍后重试',
  es: 'El servicio no está disponible por un momento; vuelva a intentarlo en unos segundos',
};

interface Answer {
  kind: 'read' | 'write';
  lang: Language;
  startedAt: number;
  endedAt: number;
  status: number;
  code?: number;
  message?: string;
  /** Set when no envelope came back: a network error, a timeout, a body that is not JSON. */
  failure?: string;
}

const call = async (
  server: ServerProcess,
  method: 'GET' | 'POST',
  url: string,
  options: { lang?: Language; token?: string; store?: number; payload?: unknown } = {},
) => {
  const res = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      cookie: `language=${options.lang ?? 'en'}`,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.store ? { 'x-store-id': String(options.store) } : {}),
      ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.payload === undefined ? undefined : JSON.stringify(options.payload),
    // Far above what any answer may take: a hang shows as a failure, not a stuck test.
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; message: string; value: never },
  };
};

describe.runIf(onPostgres)('PostgreSQL unreachable for 10 s under load', () => {
  let cluster: ServerCluster | undefined;
  let proxy: TcpProxy | undefined;
  afterAll(async () => {
    await cluster?.stop();
    await proxy?.close();
  }, 30_000);

  it('answers every call with the -503 envelope in the caller language, reports not ready, and recovers by itself', async () => {
    cluster = await startServerCluster(serverUrl as string, 0);
    const target = new URL(cluster.databaseUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(cluster.databaseUrl);
    proxied.host = `127.0.0.1:${proxy.port}`;
    // Every job every 2 s, so that the runner's recovery shows within the test.
    const server = await cluster.start({ DATABASE_URL: proxied.toString(), JOB_PERIOD_MS: '2000' });
    await cluster.ready(server);
    const { db } = cluster;

    const owner = await createMerchant(db, { stores: 1 });
    const store = owner.storeIds[0] as number;
    const member = await insertMember(db, store);
    const login = await call(server, 'POST', '/user/login_up', {
      payload: { username: owner.username, password: owner.password },
    });
    const as = { token: (login.body.value as { token: string }).token, store };

    // Ten clients, each alternating a read and a write, in three languages, until told to stop.
    const answers: Answer[] = [];
    let stopping = false;
    const client = async (i: number) => {
      const lang = languages[i % languages.length] as Language;
      for (let n = 0; !stopping; n++) {
        const kind = n % 2 === 0 ? 'read' : 'write';
        const startedAt = Date.now();
        try {
          const res =
            kind === 'read'
              ? await call(server, 'GET', '/user/self/get_user_info', { ...as, lang })
              : await call(server, 'POST', `/member/${member}/notes`, {
                  ...as,
                  lang,
                  payload: { body: `note ${i}-${n}` },
                });
          answers.push({ kind, lang, startedAt, endedAt: Date.now(), status: res.status, ...res.body });
        } catch (error) {
          answers.push({ kind, lang, startedAt, endedAt: Date.now(), status: 0, failure: String(error) });
        }
        // A refused call comes back at once; a short pause keeps the clients from spinning.
        await sleep(20);
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));

    await sleep(2000);
    const cutAt = Date.now();
    await proxy.cut();
    await sleep(3000);

    // During the cut: still alive as a process, not ready (database); a change committed by
    // another process meanwhile is left in the outbox for after the cut.
    expect(server.exited, server.stderr.join('')).toBe(false);
    const notReady = await call(server, 'GET', '/ready');
    expect([notReady.status, notReady.body]).toEqual([
      503,
      {
        code: Code.UNAVAILABLE,
        message: 'The service is not ready: the database cannot be reached',
        value: { database: 'unreachable', storage: 'ok' },
      },
    ]);
    const key = `outage-${Date.now()}`;
    await queueSystemMessage(db, owner.accountId, { title: 'After the outage', content: 'x' }, key);

    await sleep(cutAt + OUTAGE_MS - Date.now());
    const restoredAt = Date.now();
    await proxy.restore();

    // Back by itself: the first successful read after the restore, without any restart.
    let recoveredAt = 0;
    while (!recoveredAt && Date.now() - restoredAt < 15_000) {
      const res = await call(server, 'GET', '/user/self/get_user_info', as);
      if (res.body.code === Code.OK) recoveredAt = Date.now();
      else await sleep(100);
    }
    expect(recoveredAt, 'a read succeeds within 5 s of the restore').toBeGreaterThan(0);
    expect(recoveredAt - restoredAt).toBeLessThan(5000);
    await sleep(3000);
    stopping = true;
    await load;

    const ready = await call(server, 'GET', '/ready');
    expect([ready.status, ready.body.code, ready.body.value]).toEqual([
      200,
      Code.OK,
      { database: 'ok', storage: 'ok' },
    ]);

    // Every answer was an envelope: success, or 503 / -503 with the message in its language.
    const refused = answers.filter((a) => a.code !== Code.OK);
    expect(answers.filter((a) => a.failure)).toEqual([]);
    for (const a of refused)
      expect([a.status, a.code, a.message], `${a.kind} in ${a.lang}`).toEqual([
        503,
        Code.UNAVAILABLE,
        briefly[a.lang],
      ]);
    // Nothing succeeded while the database was gone, and every language and kind was refused.
    const duringCut = answers.filter((a) => a.startedAt > cutAt + 500 && a.endedAt < restoredAt);
    expect(duringCut.length).toBeGreaterThan(50);
    expect(duringCut.filter((a) => a.code === Code.OK)).toEqual([]);
    for (const lang of languages)
      for (const kind of ['read', 'write'] as const)
        expect(
          duringCut.some((a) => a.lang === lang && a.kind === kind),
          `${kind} in ${lang}`,
        ).toBe(true);
    // No call hung: each answered within a bounded time, the cut's first moments included.
    const overlapping = answers.filter((a) => a.endedAt >= cutAt && a.startedAt <= restoredAt);
    expect(Math.max(...overlapping.map((a) => a.endedAt - a.startedAt))).toBeLessThan(6000);
    // After the recovery, reads and writes succeed again.
    const after = answers.filter((a) => a.startedAt > recoveredAt + 500);
    expect(after.filter((a) => a.kind === 'write').length).toBeGreaterThan(10);
    expect(after.filter((a) => a.code !== Code.OK)).toEqual([]);

    // The job runner and the outbox went on: the row queued during the cut is delivered, and
    // the delivery job has run successfully since the restore.
    let delivered: string | null = null;
    for (let i = 0; i < 50 && !delivered; i++) {
      const row = await db
        .selectFrom('outbox_messages')
        .select('delivered_at')
        .where('key', '=', `${key}:account:${owner.accountId}`)
        .executeTakeFirstOrThrow();
      delivered = row.delivered_at;
      if (!delivered) await sleep(200);
    }
    expect(delivered).not.toBeNull();
    const runs = await db
      .selectFrom('job_runs')
      .select(['outcome', 'started_at'])
      .where('job_name', '=', 'outbox-delivery')
      .where('started_at', '>', new Date(restoredAt).toISOString())
      .execute();
    expect(runs.some((r) => r.outcome === 'ok')).toBe(true);

    // The process never stopped, and nothing went unhandled.
    expect(server.exited).toBe(false);
    expect(server.stderr.join('')).not.toMatch(/uncaught|unhandled/i);
  }, 120_000);
});
