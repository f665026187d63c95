import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createPostgresDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database to copy for each test app: a SQLite file, or a PostgreSQL database's name. */
    migratedTemplate: { kind: 'sqlite'; file: string } | { kind: 'postgres'; name: string } | null;
  }
}

/**
 * Migrates one database before the API suite and lets every test app start from a copy of it:
 * a suite builds a few hundred apps, and running every migration for each one cost about
 * 2 s on PostgreSQL and 0.3 s on SQLite, a third of the PostgreSQL run. A copy is the same
 * schema byte for byte (`CREATE DATABASE … TEMPLATE`, a file copy), and the app's own
 * migrateToLatest still runs on it and finds nothing to do, so an app built outside this suite,
 * or a migration added without this setup knowing, behaves as before.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl?.startsWith('postgres')) {
    const template = await createPostgresDatabase(serverUrl);
    const db = openDatabase({ kind: 'postgres', url: template.url });
    await migrateToLatest(db, 'postgres');
    await db.destroy();
    project.provide('migratedTemplate', { kind: 'postgres', name: new URL(template.url).pathname.slice(1) });
    return template.drop;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'merchant-template-'));
  const file = path.join(dir, 'template.sqlite');
  const db = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(db, 'sqlite');
  // Closing the last connection folds the WAL into the file, so the file alone is the copy.
  await db.destroy();
  project.provide('migratedTemplate', { kind: 'sqlite', file });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
