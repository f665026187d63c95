import fs from 'node:fs';
import path from 'node:path';

/** One built file, with the .br/.gz siblings that scripts/compress-dist.mjs wrote. */
export interface BundleFile {
  contentType: string;
  /** Hashed files never change: cached for a year. Everything else is revalidated. */
  immutable: boolean;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSED = /\.(br|gz)$/;

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

/**
 * Reads the whole built console into memory, keyed by URL path ("/assets/index-abc.js").
 * The build is a few megabytes with its compressed copies, and a cold page load asks for
 * dozens of chunks at once: answering them from memory costs a fraction of a millisecond
 * each instead of a stat, an open and a stream per request.
 */
export const loadWebBundle = (dist: string): Map<string, BundleFile> => {
  const bundle = new Map<string, BundleFile>();
  for (const relativeFile of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dist, relativeFile);
    if (COMPRESSED.test(file) || !fs.statSync(file).isFile()) continue;
    const relative = relativeFile.split(path.sep).join('/');
    bundle.set(`/${relative}`, {
      contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      immutable: relative.startsWith('assets/'),
      identity: fs.readFileSync(file),
      br: readIfExists(`${file}.br`),
      gzip: readIfExists(`${file}.gz`),
    });
  }
  return bundle;
};

/** The encodings the client accepts, from Accept-Encoding (`q=0` means refused). */
const acceptedEncodings = (header: string | undefined): Set<string> =>
  new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );

/** Picks the smallest body the client can read: brotli, then gzip, then the file itself. */
export const negotiateBody = (
  file: BundleFile,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } => {
  const accepted = acceptedEncodings(acceptEncoding);
  if (file.br && accepted.has('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip && accepted.has('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.identity };
};
