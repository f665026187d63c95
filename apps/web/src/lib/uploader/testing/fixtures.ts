/** Shared test data of the uploader tests. */
import type { TemporaryCredentials } from '../s3-client';

export const testCredentials: TemporaryCredentials = {
  tmpSecretId: 'tmp-id',
  tmpSecretKey: 'tmp-secret',
  sessionToken: 'session-token',
  expiredTime: 4_102_444_800, // 2100-01-01
};

export const ENDPOINT = 'http://storage.test/storage';
export const BUCKET = 'merchant-uploads';
export const REGION = 'us-east-1';

/** Deterministic bytes: byte i is (i * 31 + seed) mod 251. */
export const bytes = (size: number, seed = 0): Uint8Array<ArrayBuffer> => {
  const data = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * 31 + seed) % 251;
  return data;
};

export const fileOf = (size: number, name = 'clip.mp4', seed = 0, lastModified = 1_700_000_000_000): File =>
  new File([bytes(size, seed)], name, { type: 'video/mp4', lastModified });
