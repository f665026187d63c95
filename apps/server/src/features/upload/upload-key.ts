import { randomBytes } from 'node:crypto';
import { fileExtension } from '@merchant/shared';

/**
 * Object keys are made by the server, never chosen by the client:
 * `stores/{storeId}/{yyyy}/{mm}/{16 hex}-{sanitised name}` for a store's files, and
 * `accounts/{accountId}/…` (same shape) for the files of an account that has no store selected
 * (a new merchant's qualification photos). The owner's prefix is what scopes credentials,
 * listing and abort; the random part makes keys unguessable and unique; the sanitised name
 * keeps keys readable in a bucket browser without odd characters that S3 clients encode
 * differently (the original name is kept in the database).
 */
export type KeyOwner = { kind: 'store'; id: number } | { kind: 'account'; id: number };

export const ownerPrefix = (owner: KeyOwner): string =>
  `${owner.kind === 'store' ? 'stores' : 'accounts'}/${owner.id}/`;

export const storePrefix = (storeId: number): string => ownerPrefix({ kind: 'store', id: storeId });

const KEY_PATTERN = /^(stores|accounts)\/(\d+)\/(\d{4})\/(\d{2})\/([0-9a-f]{16})-([a-z0-9._-]{1,100})$/;

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

export const makeKey = (owner: KeyOwner, fileName: string, now = new Date()): string => {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${ownerPrefix(owner)}${yyyy}/${mm}/${randomBytes(8).toString('hex')}-${sanitiseFileName(fileName)}`;
};

/** The parts of a server-made key; null for anything else. */
export const parseKey = (key: string): { owner: KeyOwner; name: string } | null => {
  const m = KEY_PATTERN.exec(key);
  if (!m) return null;
  const id = Number(m[2]);
  return { owner: { kind: m[1] === 'stores' ? 'store' : 'account', id }, name: m[6] as string };
};

export const sameOwner = (a: KeyOwner, b: KeyOwner): boolean => a.kind === b.kind && a.id === b.id;
