// Upload figures of docs/performance.md ("Uploads"), measured in one run:
//   1. the disk's raw sequential write speed, on the filesystem that holds the server's data
//      folder: 1 GB written with fs in 8 MB blocks then fsync, and `dd … oflag=direct conv=fsync`;
//   2. a 1 GB file sent through the real server in embedded mode (fresh data folder, SQLite) by
//      the console's own uploader (apps/web/src/lib/uploader, run in Node by tsx: fetch, a
//      file-backed Blob, Web Crypto), with the browser's settings: 3 parts at once, MD5 of every
//      part and of the file; the stored object's MD5 is checked through its signed URL;
//   3. the same file interrupted at ~50% (the in-flight requests aborted, the uploader thrown
//      away as a closed page would be) and resumed by a new uploader sharing the upload-id
//      cache (the page's localStorage): the part bytes sent beyond the file size.
// Usage: npm run bench:upload   (BENCH_UPLOAD_MB=1024 by default)
import { spawnSync } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bodySize, fetchTransport } from '../apps/web/src/lib/uploader/transport.ts';
import { memoryStorage, UploadIdCache } from '../apps/web/src/lib/uploader/upload-cache.ts';
import { Uploader } from '../apps/web/src/lib/uploader/uploader.ts';
import { signIn, startBenchServer } from './bench-server.mjs';

const MB = 1024 * 1024;
const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const size = sizeMb * MB;

const cleanups = [];
const cleanUp = () => {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      fn();
    } catch {}
  }
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

const seconds = (fromMs) => (performance.now() - fromMs) / 1000;
const mbps = (bytes, s) => bytes / MB / s;
const fmt = (n, digits = 0) => n.toFixed(digits);

/** CPU seconds used so far by the processes of a process group (Linux /proc; null elsewhere). */
const groupCpuSeconds = (pgid) => {
  try {
    let ticks = 0;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state ppid pgrp … utime (14th field) stime (15th).
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return null;
  }
};
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const startServer = async (dataDir) => {
  const server = await startBenchServer(dataDir, {
    NODE_ENV: 'production',
    SEED: 'always',
    STORAGE: 'embedded',
    SMS_SENDER: 'demo',
  });
  cleanups.push(server.stop);
  return { base: server.base, cpu: () => groupCpuSeconds(server.pid) };
};

/** The gateway calls the console makes (components/upload/upload.api.ts), over fetch. */
const gateway = (base, token) => {
  const call = async (method, pathName, body) => {
    const res = await fetch(`${base}/api${pathName}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await res.json();
    if (answer.code !== 0) throw new Error(`${method} ${pathName}: ${answer.code} ${answer.message}`);
    return answer.value;
  };
  return {
    getCredential: (query) => call('GET', `/upload/credential?${new URLSearchParams(query)}`),
    getAbortCredential: () => call('GET', '/upload/credential/abort'),
    report: (body) => call('POST', '/upload/report', body),
    files: () => call('GET', '/upload/files?size=100'),
  };
};

/** 1 GB with fs: 8 MB blocks of non-zero bytes, then fsync (what `dd conv=fsync` does). */
const fsWriteSpeed = (dir) => {
  const file = path.join(dir, 'bench-disk-fs.bin');
  cleanups.push(() => fs.rmSync(file, { force: true }));
  const block = randomFillSync(Buffer.alloc(8 * MB));
  const t0 = performance.now();
  const fd = fs.openSync(file, 'w');
  for (let written = 0; written < size; written += block.length) fs.writeSync(fd, block);
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  const s = seconds(t0);
  fs.rmSync(file, { force: true });
  return { s, mbps: mbps(size, s) };
};

/** dd with O_DIRECT and a final fsync; its own summary line. */
const ddWriteSpeed = (dir) => {
  const file = path.join(dir, 'bench-disk-dd.bin');
  cleanups.push(() => fs.rmSync(file, { force: true }));
  const args = [
    'if=/dev/zero',
    `of=${file}`,
    'bs=8M',
    `count=${Math.ceil(size / (8 * MB))}`,
    'oflag=direct',
    'conv=fsync',
  ];
  const run = spawnSync('dd', args, { encoding: 'utf8' });
  fs.rmSync(file, { force: true });
  if (run.status !== 0) return { command: `dd ${args.join(' ')}`, summary: `failed: ${run.stderr.trim()}` };
  return {
    command: `dd ${args.join(' ')}`.replace(file, '<data dir>/bench-disk-dd.bin'),
    summary: run.stderr.trim().split('\n').at(-1),
  };
};

/** Random bytes behind an MP4 `ftyp` box (the report sniffs the first bytes); its MD5. */
const writeTestFile = (file) => {
  cleanups.push(() => fs.rmSync(file, { force: true }));
  const hash = createHash('md5');
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(16 * MB);
  for (let offset = 0; offset < size; offset += block.length) {
    const chunk = block.subarray(0, Math.min(block.length, size - offset));
    randomFillSync(chunk);
    if (offset === 0) Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]).copy(chunk);
    hash.update(chunk);
    fs.writeSync(fd, chunk);
  }
  fs.closeSync(fd);
  return hash.digest('hex');
};

const md5OfUrl = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`download answered ${res.status}`);
  const hash = createHash('md5');
  for await (const chunk of res.body) hash.update(chunk);
  return hash.digest('hex');
};

/**
 * Part uploads seen by the transport: bytes of every attempt and of the answered ones, and
 * when the parts and the complete call ran.
 */
const countingTransport = () => {
  const stats = {
    attemptedBytes: 0,
    storedBytes: 0,
    attempts: 0,
    stored: 0,
    firstPartAt: 0,
    lastPartAt: 0,
    completeMs: 0,
    /** Part requests that failed for another reason than our own interruption. */
    failures: [],
    /** Part requests answered with an error status. */
    refusals: [],
    interrupting: false,
    onStored: () => {},
  };
  const transport = async (request) => {
    const part = request.method === 'PUT' && request.url.includes('partNumber=');
    const complete = request.method === 'POST' && request.url.includes('uploadId=');
    const bytes = part && request.body !== undefined ? bodySize(request.body) : 0;
    if (part) {
      stats.attempts++;
      stats.attemptedBytes += bytes;
      stats.firstPartAt ||= performance.now();
    }
    const t0 = performance.now();
    let response;
    try {
      response = await fetchTransport(request);
    } catch (error) {
      if (part && !stats.interrupting) stats.failures.push(error.message);
      throw error;
    }
    if (complete) stats.completeMs += performance.now() - t0;
    if (part && response.status !== 200)
      stats.refusals.push(`${response.status} ${response.body.slice(0, 120)}`);
    if (part && response.status === 200) {
      stats.stored++;
      stats.storedBytes += bytes;
      stats.lastPartAt = performance.now();
      stats.onStored();
    }
    return response;
  };
  return { stats, transport };
};

/** Resolves when the upload settles (success, error, pause or cancel). */
const settled = (uploader, id) =>
  new Promise((resolve) => {
    const check = () => {
      const snap = uploader.getSnapshot().find((s) => s.id === id);
      if (snap && ['success', 'error', 'paused', 'canceled'].includes(snap.state)) {
        stop();
        resolve(snap);
      }
    };
    const stop = uploader.subscribe(check);
    check();
  });

const main = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-bench-upload-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const df = spawnSync('df', ['-h', '--output=source,fstype,size', dataDir], { encoding: 'utf8' });
  console.log(
    `Upload benchmark: ${sizeMb} MB, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}, data folder ${dataDir}`,
  );
  if (df.status === 0) console.log(`  filesystem: ${df.stdout.trim().split('\n').at(-1)}`);
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`  load average at start: ${load()} (other work on the machine slows every figure)`);
  cleanups.push(() => console.log(`load average at the end: ${load()}`));

  console.log('raw sequential write, same filesystem:');
  const fsSpeed = fsWriteSpeed(dataDir);
  console.log(`  fs.writeSync 8 MB blocks + fsync   ${fmt(fsSpeed.mbps)} MB/s (${fmt(fsSpeed.s, 2)} s)`);
  const dd = ddWriteSpeed(dataDir);
  console.log(`  ${dd.command}\n    ${dd.summary}`);

  const file = path.join(dataDir, 'bench-upload.mp4');
  let t0 = performance.now();
  const md5 = writeTestFile(file);
  console.log(`test file: ${sizeMb} MB of random bytes written in ${fmt(seconds(t0), 1)} s, MD5 ${md5}`);
  const blob = await fs.openAsBlob(file, { type: 'video/mp4' });
  const lastModified = fs.statSync(file).mtimeMs;
  const asFile = () => new File([blob], 'bench-upload.mp4', { type: 'video/mp4', lastModified });

  const server = await startServer(path.join(dataDir, 'server'));
  const api = gateway(server.base, await signIn(server.base));
  const target = 'store:bench/video';

  // 1. One uninterrupted upload.
  {
    const { stats, transport } = countingTransport();
    const uploader = new Uploader({
      api,
      target,
      transport,
      cache: new UploadIdCache({ storage: memoryStorage() }),
    });
    const options = uploader.effectiveOptions;
    t0 = performance.now();
    const cpu0 = { client: ownCpuSeconds(), server: server.cpu() };
    const [id] = uploader.add(asFile());
    const done = await settled(uploader, id);
    const s = seconds(t0);
    const cpu = { client: ownCpuSeconds() - cpu0.client, server: (server.cpu() ?? 0) - (cpu0.server ?? 0) };
    if (done.state !== 'success') throw new Error(`upload ended ${done.state}: ${done.error?.message}`);
    const stored = await md5OfUrl(done.result.url);
    console.log(
      `upload through lib/uploader (${options.chunkParallelLimit} parts at once, ${stats.stored} parts of ${fmt(size / stats.stored / MB, 2)} MB):`,
    );
    const partsSeconds = (stats.lastPartAt - stats.firstPartAt) / 1000;
    console.log(
      `  ${sizeMb} MB in ${fmt(s, 1)} s = ${fmt(mbps(size, s))} MB/s end to end (credential, parts, complete, report); stored MD5 ${stored === md5 ? 'matches' : `DIFFERS: ${stored}`}`,
    );
    console.log(
      `  of which parts ${fmt(partsSeconds, 1)} s (${fmt(mbps(size, partsSeconds))} MB/s), complete ${fmt(stats.completeMs / 1000, 1)} s (the server joins the parts into one object)`,
    );
    if (cpu0.server !== null)
      console.log(
        `  CPU time meanwhile: uploader ${fmt(cpu.client, 1)} s (hashing, signing, fetch), server ${fmt(cpu.server, 1)} s, on ${os.cpus().length} CPUs in ${fmt(s, 1)} s`,
      );
    const problems = [...stats.failures, ...stats.refusals];
    if (problems.length)
      console.log(
        `  part requests that failed and were retried: ${problems.length} (${problems.join('; ')})`,
      );
  }

  // 2. Interrupted at ~50%, resumed by a new uploader that shares the upload-id cache.
  {
    const cache = new UploadIdCache({ storage: memoryStorage() });
    const { stats, transport } = countingTransport();
    const first = new Uploader({ api, target, transport, cache });
    t0 = performance.now();
    const [id] = first.add(asFile());
    stats.onStored = () => {
      if (stats.storedBytes < size / 2 || stats.interrupting) return;
      stats.interrupting = true;
      first.pause(id);
    };
    const paused = await settled(first, id);
    const firstSeconds = seconds(t0);
    stats.onStored = () => {};
    // Let the aborted requests settle before counting.
    await new Promise((r) => setTimeout(r, 200));
    stats.interrupting = false;
    if (paused.state !== 'paused') throw new Error(`first run ended ${paused.state}`);
    const beforeResume = { ...stats };
    const second = new Uploader({ api, target, transport, cache });
    t0 = performance.now();
    const [id2] = second.add(asFile());
    const done = await settled(second, id2);
    const secondSeconds = seconds(t0);
    if (done.state !== 'success') throw new Error(`resume ended ${done.state}: ${done.error?.message}`);
    const resent = stats.attemptedBytes - size;
    const stored = await md5OfUrl(done.result.url);
    console.log('interrupted at ~50% and resumed (new uploader, same upload-id cache):');
    console.log(
      `  before the interruption: ${fmt(beforeResume.storedBytes / MB)} MB stored in ${fmt(firstSeconds, 1)} s, ${beforeResume.attempts - beforeResume.stored} part requests cut off`,
    );
    console.log(
      `  resume: ${fmt(done.resumedBytes / MB)} MB kept (checked by size and MD5), ${fmt((stats.attemptedBytes - beforeResume.attemptedBytes) / MB)} MB sent in ${fmt(secondSeconds, 1)} s`,
    );
    const problems = [...stats.failures, ...stats.refusals];
    if (problems.length)
      console.log(
        `  part requests that failed and were retried: ${problems.length} (${problems.join('; ')})`,
      );
    console.log(
      `  part bytes sent in all ${fmt(stats.attemptedBytes / MB, 1)} MB for a ${sizeMb} MB file: re-sent ${fmt(resent / MB, 1)} MB (${resent} bytes, ${fmt((100 * resent) / size, 2)}%); stored MD5 ${stored === md5 ? 'matches' : `DIFFERS: ${stored}`}`,
    );
  }
};

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
