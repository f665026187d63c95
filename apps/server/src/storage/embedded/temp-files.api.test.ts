import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HOST_TAG, INSTANCE_TAG, ORPHAN_DATA_MS, STALE_TEMP_MS, sweepAbandonedFiles } from './temp-files';

const HASH = 'ab'.repeat(32);

/** A folder laid out as the embedded store's, with one object record. */
const makeDataDir = () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-sweep-'));
  const objects = path.join(dataDir, 'objects', 'ab');
  const upload = path.join(dataDir, 'multipart', '0'.repeat(32));
  fs.mkdirSync(objects, { recursive: true });
  fs.mkdirSync(upload, { recursive: true });
  return { dataDir, objects, upload };
};

const ageFile = (file: string, ms: number) => {
  const when = new Date(Date.now() - ms);
  fs.utimesSync(file, when, when);
};

/**
 * What a completion does, in a real process killed by SIGKILL mid-write: it opens its temp
 * file (named as temp-files.ts names them), writes, and dies without cleaning up.
 */
const killedWriter = (dir: string) =>
  new Promise<string>((resolve, reject) => {
    const script = `
      const fs = require('node:fs');
      const file = ${JSON.stringify(path.join(dir, `${HASH}.0123456789ab.data`))} +
        '.tmp-${HOST_TAG}-' + process.pid + '-aaaaaaaaaaaa';
      const out = fs.createWriteStream(file);
      out.write(Buffer.alloc(1024 * 1024), () => { process.stdout.write(file + '\\n'); });
      setInterval(() => out.write(Buffer.alloc(1024)), 10);`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let file = '';
    child.stdout.on('data', (chunk: Buffer) => {
      file += chunk.toString();
      if (file.endsWith('\n')) child.kill('SIGKILL');
    });
    child.on('exit', () => (file ? resolve(file.trim()) : reject(new Error('writer died early'))));
    child.on('error', reject);
  });

describe('sweep of files left by a killed process', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('removes a killed writer’s temp file at the next start and keeps a live writer’s', async () => {
    const { dataDir, objects, upload } = makeDataDir();
    const killed = await killedWriter(objects);
    expect(fs.statSync(killed).size).toBeGreaterThanOrEqual(1024 * 1024);
    // This test process is a live writer on this host; its fresh temp files must stay.
    const live = path.join(objects, `${HASH}.json.tmp-${HOST_TAG}-${process.pid}-${INSTANCE_TAG}bbbbbb`);
    const livePart = path.join(upload, `1.part.tmp-${HOST_TAG}-${process.pid}-${INSTANCE_TAG}cccccc`);
    // Our pid, but an earlier process start (a restarted container's pid 1): its writer is gone.
    const earlierSelf = path.join(
      objects,
      `${HASH}.json.tmp-${HOST_TAG}-${process.pid}-${INSTANCE_TAG === 'ffffff' ? 'eeeeee' : 'ffffff'}000000`,
    );
    // Another host's writer: its pid means nothing here, only its age counts.
    const otherHostFresh = path.join(objects, `${HASH}.x.data.tmp-ffffffff-1-dddddddddddd`);
    const otherHostStale = path.join(upload, `2.part.tmp-ffffffff-1-eeeeeeeeeeee`);
    const untaggedStale = path.join(objects, `${HASH}.json.tmp-0123456789ab`);
    for (const file of [live, livePart, otherHostFresh, otherHostStale, untaggedStale])
      fs.writeFileSync(file, 'x');
    ageFile(otherHostStale, STALE_TEMP_MS + 60_000);
    ageFile(untaggedStale, STALE_TEMP_MS + 60_000);

    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    for (const gone of [killed, earlierSelf, otherHostStale, untaggedStale])
      expect(fs.existsSync(gone)).toBe(false);
    for (const kept of [live, livePart, otherHostFresh]) expect(fs.existsSync(kept)).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('removes data files no record names once they are old enough', async () => {
    const { dataDir, objects } = makeDataDir();
    const named = `${HASH}.000000000001.data`;
    fs.writeFileSync(path.join(objects, `${HASH}.json`), JSON.stringify({ key: 'k', file: named }));
    const paths = ['000000000001', '000000000002', '000000000003'].map((id) =>
      path.join(objects, `${HASH}.${id}.data`),
    );
    for (const file of paths) {
      fs.writeFileSync(file, 'bytes');
      ageFile(file, ORPHAN_DATA_MS + 60_000);
    }
    const [referenced, oldOrphan, freshOrphan] = paths as [string, string, string];
    ageFile(freshOrphan, 0);
    const removed = await sweepAbandonedFiles({
      objectsDir: path.join(dataDir, 'objects'),
      multipartDir: path.join(dataDir, 'multipart'),
    });
    expect(removed).toEqual([oldOrphan]);
    expect([referenced, freshOrphan].every((file) => fs.existsSync(file))).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
