import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key that signs embedded-mode credentials and tokens. STORAGE_SECRET when set (several
 * processes on different machines must share it); otherwise generated once into
 * DATA_DIR/storage-secret, created exclusively so that processes starting together on one
 * data folder end up with the same secret.
 */
export const loadStorageSecret = (
  configured: string | undefined,
  dataDir: string,
  // Other keys kept the same way (the member ID card key) use their own file.
  fileName = 'storage-secret',
): Buffer => {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside, then hard-linked into place: link() fails if another process won the
    // race, and nobody ever reads a half-written file.
    const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(candidate, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      fs.linkSync(candidate, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(candidate, { force: true });
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} is too short; delete it to have a new one generated`);
  return Buffer.from(secret, 'utf8');
};
