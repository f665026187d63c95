import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../../config';
import { SQLite } from '../../db/sqlite-driver';

const run = promisify(execFile);

/**
 * Online backup and restore of an embedded installation (docs/operations.md "Backups"): the
 * SQLite database and the local object store of one data folder, in one tar.gz with a
 * manifest. PostgreSQL and S3 have their own tools (pg_dump, bucket versioning/replication).
 *
 * The archive holds:
 *   manifest.json          what is inside, when it was taken, from which version
 *   database.sqlite        the database, copied page by page with SQLite's online backup API
 *   objects/…              the embedded store's records and data files (each record with the
 *                          data file it names)
 *   files/…                the data folder's other top-level files (storage-secret,
 *                          member-id-key, sms-outbox.jsonl): the keys a restored database needs
 * Unfinished multipart uploads are not kept (they are abandoned after UPLOAD_STALE_HOURS anyway).
 */
export const BACKUP_FORMAT = 'merchant-console-backup';
export const BACKUP_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  node: string;
  database: { file: 'database.sqlite'; bytes: number; sha256: string; sqlite: string };
  objects: { count: number; bytes: number };
  files: string[];
}

/** A refusal the command prints as is (exit code 1). */
export class BackupRefused extends Error {}

const sha256Of = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
};

/** A hard link when the file system allows it (data files are never rewritten in place), else a copy. */
const linkOrCopy = async (from: string, to: string) => {
  try {
    await fsp.link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw error;
    await fsp.copyFile(from, to);
  }
};

const embeddedOnly = (config: Config, what: 'backup' | 'restore') => {
  if (config.database.kind === 'postgres') {
    throw new BackupRefused(
      `npm run ${what} is for the embedded SQLite database; on PostgreSQL use pg_dump / pg_restore (docs/operations.md "Backups on PostgreSQL and S3")`,
    );
  }
  if (config.storage.kind === 's3') {
    throw new BackupRefused(
      `npm run ${what} is for the embedded object store; with STORAGE=s3 back up the bucket (docs/operations.md "Backups on PostgreSQL and S3")`,
    );
  }
  return config.database.file;
};

const DATABASE_SUFFIXES = ['', '-wal', '-shm', '-journal'];

/**
 * Copies the objects of `objectsDir` into `target`: each record (*.json) as read, and the data
 * file it names. A record replaced while we copy names a data file that is already gone; it is
 * read again (the new record names the new file). A record deleted meanwhile is skipped.
 */
const copyObjects = async (objectsDir: string, target: string): Promise<{ count: number; bytes: number }> => {
  let count = 0;
  let bytes = 0;
  let shards: string[];
  try {
    shards = await fsp.readdir(objectsDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { count, bytes };
    throw error;
  }
  for (const shard of shards) {
    const shardDir = path.join(objectsDir, shard);
    if (!(await fsp.stat(shardDir)).isDirectory()) continue;
    const records = (await fsp.readdir(shardDir)).filter((name) => name.endsWith('.json'));
    if (records.length === 0) continue;
    await fsp.mkdir(path.join(target, shard), { recursive: true });
    for (const name of records) {
      for (let attempt = 0; attempt < 5; attempt++) {
        let text: string;
        try {
          text = await fsp.readFile(path.join(shardDir, name), 'utf8');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') break; // deleted meanwhile
          throw error;
        }
        const record = JSON.parse(text) as { file: string; size: number };
        if (path.basename(record.file) !== record.file) throw new Error(`odd object record ${name}`);
        try {
          await linkOrCopy(path.join(shardDir, record.file), path.join(target, shard, record.file));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // replaced meanwhile
          throw error;
        }
        await fsp.writeFile(path.join(target, shard, name), text);
        count += 1;
        bytes += record.size;
        break;
      }
    }
  }
  return { count, bytes };
};

/**
 * Takes the backup while the server runs and writes it to `file` (written aside and renamed,
 * so that `file` is either the whole archive or absent). Answers the manifest.
 */
export const backupDataFolder = async (config: Config, file: string): Promise<BackupManifest> => {
  const databaseFile = embeddedOnly(config, 'backup');
  if (!fs.existsSync(databaseFile)) throw new BackupRefused(`no database at ${databaseFile}`);
  const dataDir = config.dataDir;
  // Inside the data folder, so that hard links work (one file system).
  const staging = path.join(dataDir, `.backup-${randomBytes(6).toString('hex')}`);
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  await fsp.mkdir(staging);
  try {
    // 1. The database, consistent as of the moment the backup API finishes: writers go on
    //    meanwhile (WAL), and pages they change are copied again.
    const source = new SQLite(databaseFile, { fileMustExist: true });
    const copy = path.join(staging, 'database.sqlite');
    try {
      source.pragma('busy_timeout = 5000');
      // Large steps: a write by the server between two steps restarts the copy, and one step
      // is one read transaction (WAL: the server's writers are not blocked by it).
      await source.backup(copy, { progress: () => 100_000 });
    } finally {
      source.close();
    }
    const check = new SQLite(copy);
    let sqliteVersion: string;
    try {
      const result = check.pragma('quick_check', { simple: true });
      if (result !== 'ok') throw new Error(`the copied database fails its check: ${String(result)}`);
      // The copy stands alone: no WAL file beside it in the archive.
      check.pragma('journal_mode = DELETE');
      sqliteVersion = (check.prepare('select sqlite_version() as v').get() as { v: string }).v;
    } finally {
      check.close();
    }

    // 2. The objects (after the database: an object a copied row names was stored before it).
    const objects = await copyObjects(path.join(dataDir, 'objects'), path.join(staging, 'objects'));

    // 3. The keys and other top-level files of the data folder.
    const skip = new Set(DATABASE_SUFFIXES.map((suffix) => path.resolve(databaseFile + suffix)));
    const files: string[] = [];
    await fsp.mkdir(path.join(staging, 'files'));
    for (const entry of await fsp.readdir(dataDir, { withFileTypes: true })) {
      const full = path.resolve(dataDir, entry.name);
      if (!entry.isFile() || skip.has(full) || entry.name.startsWith('.')) continue;
      // Leftovers of a key file's exclusive creation (name.pid.random) are not keys.
      if (/\.\d+\.[0-9a-f]{8}$/.test(entry.name)) continue;
      await fsp.copyFile(full, path.join(staging, 'files', entry.name));
      files.push(entry.name);
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      node: process.version,
      database: {
        file: 'database.sqlite',
        bytes: (await fsp.stat(copy)).size,
        sha256: await sha256Of(copy),
        sqlite: sqliteVersion,
      },
      objects,
      files: files.sort(),
    };
    await fsp.writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await run('tar', [
      '-czf',
      path.resolve(partial),
      '-C',
      staging,
      'manifest.json',
      'database.sqlite',
      'objects',
      'files',
    ]);
    await fsp.rename(partial, file);
    return manifest;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await fsp.rm(partial, { force: true });
  }
};

const isEmptyFolder = async (dir: string): Promise<boolean> => {
  try {
    return (await fsp.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
};

/**
 * Restores a backup into the configured data folder, which must be empty (or absent): a restore
 * never mixes with, or overwrites, an installation. Answers the manifest.
 */
export const restoreDataFolder = async (config: Config, file: string): Promise<BackupManifest> => {
  const databaseFile = embeddedOnly(config, 'restore');
  const dataDir = config.dataDir;
  if (!fs.existsSync(file)) throw new BackupRefused(`no backup file at ${file}`);
  if (!(await isEmptyFolder(dataDir))) {
    throw new BackupRefused(
      `the data folder ${dataDir} is not empty; restore into an empty folder (set DATA_DIR)`,
    );
  }
  if (DATABASE_SUFFIXES.some((suffix) => fs.existsSync(databaseFile + suffix))) {
    throw new BackupRefused(`a database already exists at ${databaseFile}`);
  }
  const staging = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  await fsp.mkdir(staging, { recursive: true });
  try {
    await run('tar', ['-xzf', path.resolve(file), '-C', staging, '--no-same-owner']);
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(
        await fsp.readFile(path.join(staging, 'manifest.json'), 'utf8'),
      ) as BackupManifest;
    } catch {
      throw new BackupRefused(`${file} is not a backup of this console (no manifest.json)`);
    }
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
      throw new BackupRefused(`${file} is not a backup this version can restore`);
    }
    const copy = path.join(staging, 'database.sqlite');
    if ((await sha256Of(copy)) !== manifest.database.sha256) {
      throw new BackupRefused(`${file} is damaged: the database does not match its manifest`);
    }
    // Everything checked: move into place.
    await fsp.mkdir(path.dirname(databaseFile), { recursive: true });
    await fsp.rename(copy, databaseFile);
    const objects = path.join(staging, 'objects');
    if (fs.existsSync(objects)) await fsp.rename(objects, path.join(dataDir, 'objects'));
    for (const name of manifest.files) {
      if (path.basename(name) !== name) throw new BackupRefused(`odd file name in the manifest: ${name}`);
      await fsp.rename(path.join(staging, 'files', name), path.join(dataDir, name));
    }
    return manifest;
  } catch (error) {
    // Leave the folder as empty as it was.
    for (const name of await fsp.readdir(dataDir).catch(() => [] as string[])) {
      await fsp.rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    for (const suffix of DATABASE_SUFFIXES) await fsp.rm(databaseFile + suffix, { force: true });
    throw error;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
};
