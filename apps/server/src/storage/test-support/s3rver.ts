import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The part of @20minutes/s3rver (untyped CommonJS) that the tests use. */
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

/** s3rver's fixed account: the server-side key of S3-mode tests. */
export const S3RVER_KEY = 'S3RVER';

/**
 * A bucket CORS rule for browsers on `origins`: the uploader's methods, any request header,
 * and ETag/Content-Length exposed (without ETag the uploader fails with spec §5's text).
 */
export const browserCors = (origins: readonly string[]) =>
  [
    '<CORSConfiguration><CORSRule>',
    ...origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`),
    ...['GET', 'HEAD', 'PUT', 'POST', 'DELETE'].map((m) => `<AllowedMethod>${m}</AllowedMethod>`),
    '<AllowedHeader>*</AllowedHeader>',
    '<ExposeHeader>ETag</ExposeHeader><ExposeHeader>Content-Length</ExposeHeader>',
    '<MaxAgeSeconds>600</MaxAgeSeconds>',
    '</CORSRule></CORSConfiguration>',
  ].join('');

/**
 * Starts s3rver, an independent S3 implementation, in this process on a free port, with one
 * bucket in a temporary folder. Signature checking stays on (its default). `corsOrigins`
 * gives the bucket a CORS rule for browsers on those origins (browserCors).
 */
export const startS3rver = async (bucket: string, options: { corsOrigins?: readonly string[] } = {}) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [
      { name: bucket, configs: options.corsOrigins ? [browserCors(options.corsOrigins)] : [] },
    ],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    /** The server's settings for S3 mode against this s3rver, with the server's own key. */
    serverEnv: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
};
