import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config';
import { BackupRefused, backupDataFolder, restoreDataFolder } from '../lib/ops/backup';

export const backupUsage = `Usage:
  npm run backup -- <file.tar.gz>    online backup of the data folder (DATA_DIR) while the server runs
  npm run restore -- <file.tar.gz>   restore into DATA_DIR, which must be empty or absent
(embedded SQLite and object store; PostgreSQL and S3: docs/operations.md)`;

export interface BackupCliIo {
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** `backup <file>` or `restore <file>`; answers the exit code. */
export const runBackupCli = async (args: string[], io: BackupCliIo): Promise<number> => {
  const [command, target, ...rest] = args;
  if ((command !== 'backup' && command !== 'restore') || !target || rest.length > 0) {
    io.err(backupUsage);
    return 2;
  }
  // npm runs workspace scripts in the workspace folder; a file name is the caller's.
  const file = path.resolve(io.env.INIT_CWD ?? process.cwd(), target);
  try {
    const config = loadConfig(io.env);
    const started = Date.now();
    if (command === 'backup') {
      const m = await backupDataFolder(config, file);
      io.out(
        `Backup written to ${file} in ${Date.now() - started} ms: database ${m.database.bytes} bytes, ` +
          `${m.objects.count} objects (${m.objects.bytes} bytes), files: ${m.files.join(', ') || 'none'}`,
      );
    } else {
      const m = await restoreDataFolder(config, file);
      io.out(
        `Restored the backup of ${m.createdAt} into ${config.dataDir} in ${Date.now() - started} ms: ` +
          `${m.objects.count} objects, files: ${m.files.join(', ') || 'none'}`,
      );
    }
    return 0;
  } catch (error) {
    io.err(
      error instanceof BackupRefused ? `Refused: ${error.message}` : `Failed: ${(error as Error).message}`,
    );
    return 1;
  }
};

// Run when started as a program (npm run backup / restore), not when imported by a test.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBackupCli(process.argv.slice(2), {
    env: process.env,
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  }).then((code) => {
    process.exitCode = code;
  });
}
