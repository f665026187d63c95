import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Code } from '@merchant/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { runPlatformCli } from './cli/platform';
import { insertCardType, insertMember } from './features/member-card/member-card-test-kit';
import { samples } from './features/upload/upload-test-kit';
import { startS3rver } from './storage/test-support/s3rver';
import { createMerchant } from './test/factories';
import { type ServerCluster, type ServerProcess, sleep, startServerCluster } from './test/server-processes';

/**
 * Three real server processes (src/server.ts) on one PostgreSQL database and one S3-compatible
 * store (s3rver), as docs/multi-process.md runs them behind a proxy. The walk crosses processes
 * at every step that needs shared state (sessions, limits, phone codes, upload state,
 * permissions, request numbers); then kill -9 of one process during a burst of stored-value
 * card uses, and every use retried on the others (nothing acknowledged lost, nothing applied
 * twice, `ledger check` passes). PostgreSQL only: SQLite is one process's embedded file.
 */
const serverUrl = process.env.DATABASE_URL;
const isPostgres = Boolean(serverUrl?.startsWith('postgres'));

interface Answer {
  status: number;
  body: { code: number; message: string; value: never };
}

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const xmlTag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

/** A call to one process, as the console makes it (bearer token, store header, language). */
const call = async (
  server: ServerProcess,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; store?: number; payload?: unknown } = {},
): Promise<Answer> => {
  const res = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      cookie: 'language=en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.store ? { 'x-store-id': String(options.store) } : {}),
      ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.payload === undefined ? undefined : JSON.stringify(options.payload),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
};

// biome-ignore lint/suspicious/noExplicitAny: the answers of a dozen calls, each checked where used.
type Value = any;

const ok = async (answer: Promise<Answer>): Promise<Value> => {
  const { body } = await answer;
  if (body.code !== 0) throw new Error(`refused: ${JSON.stringify(body)}`);
  return body.value;
};

describe('three processes on one PostgreSQL database and one S3 store', () => {
  let cluster: ServerCluster | undefined;
  let s3rver: Awaited<ReturnType<typeof startS3rver>> | undefined;

  afterAll(async () => {
    await cluster?.stop();
    await s3rver?.close();
  }, 30_000);

  it.skipIf(!isPostgres)(
    'signs in on one, uploads across them, issues and uses a card on a third, permission changes apply everywhere; kill -9 during a burst of card uses loses nothing and applies nothing twice (PostgreSQL only)',
    async () => {
      const started = Date.now();
      s3rver = await startS3rver('merchant-uploads');
      cluster = await startServerCluster(serverUrl as string, 3, s3rver.serverEnv);
      const [a, b, c] = cluster.servers as [ServerProcess, ServerProcess, ServerProcess];
      const { db } = cluster;
      const startedIn = Date.now() - started;

      // --- Sign-in on A; the session works on B and C; sign-in failures count across all three.
      const owner = await createMerchant(db, { stores: 1 });
      const storeId = owner.storeIds[0] as number;
      const login = await ok(
        call(a, 'POST', '/user/login_up', {
          payload: { username: owner.username, password: owner.password },
        }),
      );
      const token = login.token as string;
      const as = { token, store: storeId };
      for (const server of [b, c])
        expect((await call(server, 'GET', '/user/self/get_user_info', as)).body.code).toBe(0);

      const guessed = await createMerchant(db);
      const wrong = { username: guessed.username, password: 'not-the-password' };
      for (const server of [a, b, c, a, b]) {
        const res = await call(server, 'POST', '/user/login_up', { payload: wrong });
        expect([res.body.code, res.body.message]).toEqual([
          Code.BAD_CREDENTIALS,
          'Wrong user name or password',
        ]);
      }
      const locked = await call(c, 'POST', '/user/login_up', {
        payload: { username: guessed.username, password: guessed.password },
      });
      expect(locked.body.code).toBe(Code.RATE_LIMITED);
      expect(locked.body.message).toMatch(/^Too many attempts, please try again in \d+ seconds$/);

      // --- Upload state lives in the store and the database: a multipart upload started through
      // B, its parts signed by C, completed through A and reported to C, read back through B.
      const partA = Buffer.concat([samples.mp4, Buffer.alloc(5000, 7)]);
      const partB = Buffer.alloc(3000, 9);
      const whole = Buffer.concat([partA, partB]);
      const credential = await ok(
        call(b, 'GET', `/upload/credential?fileName=lesson.mp4&fileSize=${whole.length}`, as),
      );
      const key = (credential.storage as { key: string }).key;
      const start = await ok(
        call(b, 'POST', '/upload/sign', { ...as, payload: { operation: 'createMultipartUpload', key } }),
      );
      const created = await fetch((start.requests as { url: string }[])[0]?.url ?? '', { method: 'POST' });
      const uploadId = xmlTag(await created.text(), 'UploadId') ?? '';
      expect(uploadId).not.toBe('');
      const parts = await ok(
        call(c, 'POST', '/upload/sign', {
          ...as,
          payload: { operation: 'uploadPart', key, uploadId, partNumbers: [1, 2] },
        }),
      );
      const etags: string[] = [];
      for (const [i, body] of [partA, partB].entries()) {
        const put = await fetch((parts.requests as { url: string }[])[i]?.url ?? '', { method: 'PUT', body });
        expect(put.status).toBe(200);
        etags.push(put.headers.get('etag') ?? '');
      }
      const complete = await ok(
        call(a, 'POST', '/upload/sign', {
          ...as,
          payload: { operation: 'completeMultipartUpload', key, uploadId },
        }),
      );
      const done = await fetch((complete.requests as { url: string }[])[0]?.url ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: `<CompleteMultipartUpload>${etags
          .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`)
          .join('')}</CompleteMultipartUpload>`,
      });
      expect(done.status).toBe(200);
      const file = await ok(
        call(c, 'POST', '/upload/report', {
          ...as,
          payload: { key, size: whole.length, content_type: 'video/mp4', file_name: 'lesson.mp4' },
        }),
      );
      expect(file).toMatchObject({ key, purpose: 'video', size: whole.length });
      const fresh = await ok(call(b, 'GET', `/upload/files/${file.id}/url`, as));
      const read = await fetch(fresh.url as string);
      expect(md5(Buffer.from(await read.arrayBuffer()))).toBe(md5(whole));

      // --- A stored-value card issued and used on C; the same request number on A answers the first use.
      const member = await insertMember(db, storeId);
      const typeId = await insertCardType(db, storeId, {
        kind: 'stored_value',
        sessions: null,
        price_fen: 1_000_000,
        parallel_use: 1,
      });
      const issued = await ok(
        call(c, 'POST', '/card/issue', {
          ...as,
          payload: { member_id: member, card_type_id: typeId, request_no: 'walk-issue-1' },
        }),
      );
      expect(issued.balance).toBe(1_000_000);
      const useBody = { member_id: member, units: 2_550, request_no: 'walk-use-1' };
      const used = await ok(call(c, 'POST', `/card/${issued.id}/use`, { ...as, payload: useBody }));
      expect(used).toMatchObject({
        card: { balance: 997_450 },
        entry: { delta: -2_550, request_no: 'walk-use-1' },
      });
      expect(await ok(call(a, 'POST', `/card/${issued.id}/use`, { ...as, payload: useBody }))).toEqual(used);
      const reused = await call(b, 'POST', `/card/${issued.id}/use`, {
        ...as,
        payload: { ...useBody, units: 1 },
      });
      expect([reused.body.code, reused.body.message]).toEqual([
        Code.CONFLICT,
        'This request number was already used for a different request; reload and try again',
      ]);

      // --- Phone codes and their limits are shared: a code sent through A signs in on B, a second
      // send through C within the minute is refused. Permission changes made on one process
      // apply on the next call to another.
      const [issue] = await db
        .selectFrom('menu_functions')
        .select('id')
        .where('name', '=', 'cardlist:issue')
        .execute();
      const phone = `136${String(Date.now()).slice(-8)}`;
      const grant = (functionIds: number[]) => ({
        name: '前台小王',
        store_ids: [storeId],
        template: 'custom',
        function_ids: functionIds,
      });
      const employee = await ok(
        call(a, 'POST', '/employee', { ...as, payload: { ...grant([issue?.id as number]), phone } }),
      );
      expect((await call(a, 'POST', `/user/sendcode/${phone}`)).body.code).toBe(0);
      const again = await call(c, 'POST', `/user/sendcode/${phone}`);
      expect(again.body.code).toBe(Code.RATE_LIMITED);
      const sent = fs
        .readFileSync(path.join(cluster.dataDir, 'sms-outbox.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { phone: string; code: string })
        .filter((m) => m.phone === phone);
      expect(sent).toHaveLength(1);
      const clerkLogin = await ok(
        call(b, 'POST', '/user/login_phone', { payload: { phone, code: sent[0]?.code } }),
      );
      const clerk = { token: clerkLogin.token as string, store: storeId };
      const clerkUse = (server: ServerProcess, requestNo: string) =>
        call(server, 'POST', `/card/${issued.id}/use`, {
          ...clerk,
          payload: { member_id: member, units: 100, request_no: requestNo },
        });
      expect((await clerkUse(c, 'clerk-1')).body.code).toBe(0);
      await ok(call(a, 'PUT', `/employee/${employee.id}`, { ...as, payload: grant([]) }));
      const refused = await clerkUse(b, 'clerk-2');
      expect([refused.status, refused.body.code]).toEqual([403, Code.FORBIDDEN]);
      expect(refused.body.message).toMatch(/^You do not have the permission /);
      await ok(call(c, 'PUT', `/employee/${employee.id}`, { ...as, payload: grant([issue?.id as number]) }));
      expect((await clerkUse(b, 'clerk-3')).body.code).toBe(0);
      const walkedIn = Date.now() - started;

      // --- kill -9 of B during a burst of stored-value uses on three cards, 8 at a time.
      const cards: number[] = [];
      for (let i = 0; i < 3; i++)
        cards.push(
          (
            await ok(
              call(a, 'POST', '/card/issue', {
                ...as,
                payload: { member_id: member, card_type_id: typeId, request_no: `burst-issue-${i}` },
              }),
            )
          ).id as number,
        );
      const TOTAL = 150;
      const uses = Array.from({ length: TOTAL }, (_, i) => ({
        cardId: cards[i % cards.length] as number,
        body: { member_id: member, units: 100 + (i % 7) * 10, request_no: `burst-${i}` },
      }));
      const first: ({ kind: 'answered'; value: unknown } | { kind: 'lost' })[] = [];
      let answered = 0;
      let next = 0;
      const servers = [a, b, c];
      const worker = async () => {
        while (next < TOTAL) {
          const i = next++;
          const use = uses[i] as (typeof uses)[number];
          const server = servers[i % 3] as ServerProcess;
          if (i === 60) b.kill();
          try {
            const res = await call(server, 'POST', `/card/${use.cardId}/use`, { ...as, payload: use.body });
            if (res.body.code !== 0) throw new Error(`use ${i} refused: ${JSON.stringify(res.body)}`);
            first[i] = { kind: 'answered', value: res.body.value };
            answered += 1;
          } catch (error) {
            // The process died under the call (or before it): no answer, so nothing acknowledged.
            if (!(error instanceof TypeError)) throw error;
            first[i] = { kind: 'lost' };
          }
        }
      };
      const burstStart = Date.now();
      await Promise.all(Array.from({ length: 8 }, worker));
      const burstMs = Date.now() - burstStart;
      for (let i = 0; i < 20 && !b.exited; i++) await sleep(100);
      expect(b.exited).toBe(true);
      const lost = first.filter((f) => f.kind === 'lost').length;
      expect(lost).toBeGreaterThan(0);
      expect(answered + lost).toBe(TOTAL);

      // Every use retried once on a survivor, with its request number: an acknowledged one gets
      // its first answer back, a lost one runs now (or answers what B committed before dying).
      for (const [i, use] of uses.entries()) {
        const server = i % 2 === 0 ? a : c;
        const retried = await ok(
          call(server, 'POST', `/card/${use.cardId}/use`, { ...as, payload: use.body }),
        );
        const was = first[i];
        if (was?.kind === 'answered') expect(retried).toEqual(was.value);
      }
      const entries = await db
        .selectFrom('card_ledger')
        .select(['card_id', 'request_no', 'delta'])
        .where('card_id', 'in', cards)
        .where('kind', '=', 'use')
        .execute();
      expect(entries).toHaveLength(TOTAL);
      expect(new Set(entries.map((e) => e.request_no)).size).toBe(TOTAL);
      for (const cardId of cards) {
        const taken = uses.filter((u) => u.cardId === cardId).reduce((sum, u) => sum + u.body.units, 0);
        const card = await db
          .selectFrom('member_cards')
          .select('balance')
          .where('id', '=', cardId)
          .executeTakeFirstOrThrow();
        expect(card.balance).toBe(1_000_000 - taken);
      }
      const out: string[] = [];
      const code = await runPlatformCli(['ledger', 'check'], {
        env: { DATA_DIR: cluster.dataDir, DATABASE_URL: cluster.databaseUrl, LANG: 'en_US.UTF-8' },
        out: (text) => out.push(text),
        err: (text) => out.push(text),
      });
      expect(out.join('\n')).toMatch(/^Ledger OK: every identity holds/);
      expect(code).toBe(0);
      console.info(
        `3 processes ready in ${startedIn} ms; walk done at ${walkedIn} ms; burst of ${TOTAL} uses in ${burstMs} ms, ` +
          `${answered} answered, ${lost} lost with the killed process and retried; total ${Date.now() - started} ms`,
      );
    },
    120_000,
  );
});
