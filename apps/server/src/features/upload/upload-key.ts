import { randomBytes } from 'node:crypto';
import { fileExtension } from '@merchant/shared';

/**
 * Object keys are made by the server, never chosen by the client:
 * `stores/{storeId}/{yyyy}/{mm}/{16 hex}-{sanitised name}`. The store prefix is what scopes
 * credentials, listing and abort; the random part makes keys unguessable and unique; the
 * sanitised name keeps keys readable in a bucket browser without odd characters that S3
 * clients encode differently (the original name is kept in the database).
 */
export const storePrefix = (storeId: number): string => `stores/${storeId}/`;

const KEY_PATTERN = /^stores\/(\d+)\/(\d{4})\/(\d{2})\/([0-9a-f]{16})-([a-z0-9._-]{1,100})$/;

/** `Foto de Año (1).JPG` -> `foto_de_a_o_1_.jpg`: ASCII letters, digits, `._-`; at most 100 chars. */
export const sanitiseFileName = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const ext = fileExtension(base)
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10);
  const stem = (ext ? base.slice(0, base.lastIndexOf('.')) : base)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 100 - ext.length - 1);
  return `${stem || 'file'}${ext ? `.${ext}` : ''}`;
};

export const makeKey = (storeId: number, fileName: string, now = new Date()): string => {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${storePrefix(storeId)}${yyyy}/${mm}/${randomBytes(8).toString('hex')}-${sanitiseFileName(fileName)}`;
};

/** The parts of a server-made key; null for anything else. */
export const parseKey = (key: string): { storeId: number; name: string } | null => {
  const m = KEY_PATTERN.exec(key);
  return m ? { storeId: Number(m[1]), name: m[5] as string } : null;
};
