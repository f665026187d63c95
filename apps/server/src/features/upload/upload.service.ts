import {
  Code,
  fileExtension,
  type ListQuery,
  type Page,
  purposeOfFileName,
  type SignedFileUrl,
  UPLOAD_CREDENTIAL_TTL_SECONDS,
  type UploadAbortCredential,
  type UploadCredential,
  type UploadCredentialQuery,
  type UploadedFile,
  type UploadPurpose,
  type UploadReportBody,
  type UploadSignBody,
  type UploadSignedRequests,
} from '@merchant/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { UploadedFileTable } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { planListQuery } from '../../lib/list-query';
import { isoNow } from '../../lib/time';
import type { Caller } from '../../plugins/auth';
import type { Storage } from '../../storage/create-storage';
import { StorageError } from '../../storage/storage-error';
import { requireManagedStore } from '../store/store.service';
import { SNIFF_BYTES, sniffContentType } from './content-sniff';
import { readHead } from './read-head';
import { createUploadRepository, type FileScope, uploadList } from './upload.repository';
import { type KeyOwner, makeKey, ownerPrefix, parseKey, sameOwner, sanitiseFileName } from './upload-key';
import { checkDeclaredFile, checkStoredFile, normaliseContentType } from './upload-rules';

type Row = Selectable<UploadedFileTable>;

const keyNotYours = () => new AppError(Code.FORBIDDEN, 'uploadKeyNotYours');
const alreadyReported = () => new AppError(Code.CONFLICT, 'uploadAlreadyReported');
/** Refusals about the stored bytes themselves: such an object can never be recorded. */
const objectBreaksLimits = new Set(['uploadTooLarge', 'uploadEmptyFile', 'uploadContentMismatch']);

/** A fresh signed GET URL (900 s) for a stored object, as seen from `origin`. */
export const signFileUrl = async (storage: Storage, key: string, origin: string): Promise<SignedFileUrl> => ({
  url: await storage.objects.signedGetUrl(key, { publicBase: storage.publicBase(origin) }),
  expiredTime: Math.floor(Date.now() / 1000) + UPLOAD_CREDENTIAL_TTL_SECONDS,
});

const ownerOf = (scope: FileScope): KeyOwner =>
  scope.kind === 'store' ? { kind: 'store', id: scope.storeId } : { kind: 'account', id: scope.accountId };

/**
 * Uploads (docs/uploads.md): credentials for one server-made key under the caller's store (or,
 * with no store selected, under the caller's account), the report that records a stored
 * object after checking it, and the media library's calls. `origin` is the caller's view of
 * this server, for embedded-mode addresses.
 */
export const createUploadService = (db: Database, storage: Storage) => {
  const files = createUploadRepository(db);

  /**
   * Whose files the caller works with: the selected store, which the caller must manage; with
   * no store selected, the caller's own account (a new merchant's qualification photos).
   */
  const scopeOf = async (caller: Caller): Promise<FileScope> =>
    caller.storeId === null
      ? { kind: 'account', accountId: caller.accountId }
      : { kind: 'store', storeId: await requireManagedStore(db, caller) };

  /**
   * The owner of a server-made key the caller may renew or report: the caller's scope, or the
   * caller's own account whatever the scope (an upload started before the platform approved a
   * claim, which puts the merchant's sessions on the new store, can still finish).
   */
  const ownerAllowed = (caller: Caller, scope: FileScope, key: string) => {
    const parsed = parseKey(key);
    if (!parsed) throw keyNotYours();
    const { owner } = parsed;
    const ownAccount = owner.kind === 'account' && owner.id === caller.accountId;
    if (!sameOwner(owner, ownerOf(scope)) && !ownAccount) throw keyNotYours();
    return parsed;
  };

  const issue = (scope: Parameters<Storage['issueCredentials']>[0]) =>
    storage.issueCredentials(scope).catch((error: unknown) => {
      if (error instanceof StorageError && error.code === 'NotConfigured')
        throw new AppError(Code.UNAVAILABLE, 'uploadNotConfigured');
      throw error;
    });

  const signedUrl = (key: string, origin: string) => signFileUrl(storage, key, origin);

  const toFile = async (row: Row, origin: string): Promise<UploadedFile> => {
    const { url, expiredTime } = await signedUrl(row.key, origin);
    return {
      id: row.id,
      key: row.key,
      file_name: row.file_name,
      size: Number(row.size),
      content_type: row.content_type,
      md5: row.md5,
      purpose: row.purpose as UploadPurpose,
      created_at: row.created_at,
      url,
      url_expired_time: expiredTime,
    };
  };

  /** A key of the caller that the server made and nobody reported yet: it may still be written. */
  const unreportedKey = async (caller: Caller, scope: FileScope, key: string) => {
    const parsed = ownerAllowed(caller, scope, key);
    if (await files.findByKey(key)) throw alreadyReported();
    return parsed;
  };

  /** A key of the caller that the server made (for renewals and resumes), and its owner. */
  const reusableKey = async (caller: Caller, scope: FileScope, key: string, fileName: string) => {
    const parsed = ownerAllowed(caller, scope, key);
    if (parsed.name !== sanitiseFileName(fileName))
      throw new AppError(Code.VALIDATION, 'invalidField', { field: 'key' });
    return (await unreportedKey(caller, scope, key)).owner;
  };

  /**
   * What a server-signed operation may touch, checked as the credential calls check it:
   * writing operations need an unreported key of the caller (as a credential for `key=` does);
   * abort needs a key of the caller (as the abort credential's prefix allows); a listing needs
   * the caller's prefix or one of the caller's keys as its prefix.
   */
  const checkSignable = async (caller: Caller, scope: FileScope, body: UploadSignBody) => {
    switch (body.operation) {
      case 'abortMultipartUpload':
        ownerAllowed(caller, scope, body.key);
        return;
      case 'listMultipartUploads':
        if (body.prefix !== ownerPrefix(ownerOf(scope))) ownerAllowed(caller, scope, body.prefix);
        return;
      default:
        await unreportedKey(caller, scope, body.key);
    }
  };

  return {
    credential: async (
      caller: Caller,
      query: UploadCredentialQuery,
      origin: string,
    ): Promise<UploadCredential> => {
      const scope = await scopeOf(caller);
      const purpose = checkDeclaredFile(query.fileName, query.fileSize);
      const owner = query.key ? await reusableKey(caller, scope, query.key, query.fileName) : ownerOf(scope);
      const key = query.key ?? makeKey(owner, query.fileName);
      const prefix = ownerPrefix(owner);
      const credentials = await issue({
        key,
        prefix,
        storeId: owner.kind === 'store' ? owner.id : undefined,
        accountId: caller.accountId,
        maxSize: query.fileSize,
      });
      return {
        signing: storage.browserSigning,
        bucket: { bucketName: storage.objects.bucket, region: storage.objects.region },
        storage: { key, prefix, ...storage.addressOf(key, origin) },
        credentials,
        purpose,
        maxSize: query.fileSize,
      };
    },

    /**
     * A credential for the abort levels only: list unfinished uploads under the caller's prefix
     * and abort them (no key: nothing can be written or read with it).
     */
    abortCredential: async (caller: Caller, origin: string): Promise<UploadAbortCredential> => {
      const owner = ownerOf(await scopeOf(caller));
      const prefix = ownerPrefix(owner);
      const credentials = await issue({
        prefix,
        storeId: owner.kind === 'store' ? owner.id : undefined,
        accountId: caller.accountId,
      });
      const { endpoint, bucketUrl, forcePathStyle } = storage.addressOf('', origin);
      return {
        signing: storage.browserSigning,
        bucket: { bucketName: storage.objects.bucket, region: storage.objects.region },
        storage: { endpoint, bucketUrl, forcePathStyle, prefix },
        credentials,
      };
    },

    /**
     * Server signing (S3_BROWSER_ACCESS=presign): presigned URLs (900 s) for one operation on
     * one key of the caller, checked by the same rules as the credential calls.
     */
    sign: async (caller: Caller, body: UploadSignBody): Promise<UploadSignedRequests> => {
      const presign = storage.presign;
      if (!presign) throw new AppError(Code.CONFLICT, 'uploadSigningNotUsed');
      await checkSignable(caller, await scopeOf(caller), body);
      const startTime = Math.floor(Date.now() / 1000);
      const signed = await presign(body, UPLOAD_CREDENTIAL_TTL_SECONDS);
      return { ...signed, startTime, expiredTime: startTime + UPLOAD_CREDENTIAL_TTL_SECONDS };
    },

    /** Records a stored object after checking it against the key, the size and the limits. */
    report: async (caller: Caller, body: UploadReportBody, origin: string): Promise<UploadedFile> => {
      const parsed = ownerAllowed(caller, await scopeOf(caller), body.key);
      const existing = await files.findByKey(body.key);
      if (existing) {
        // A retried report (the answer was lost) gets the same record back.
        if (existing.size === body.size) return toFile(existing, origin);
        throw alreadyReported();
      }
      const purpose = purposeOfFileName(parsed.name);
      if (!purpose) throw new AppError(Code.VALIDATION, 'uploadTypeNotAllowed');
      const info = await storage.objects.head(body.key);
      if (!info) throw new AppError(Code.NOT_FOUND, 'uploadObjectMissing');
      if (info.size !== body.size)
        throw new AppError(Code.VALIDATION, 'uploadSizeMismatch', { actual: info.size, expected: body.size });
      const head =
        info.size > 0
          ? await readHead(storage.objects, body.key, Math.min(SNIFF_BYTES, info.size))
          : Buffer.alloc(0);
      const sniffedType = sniffContentType(head);
      try {
        checkStoredFile(purpose, {
          size: info.size,
          declaredType: body.content_type,
          sniffedType,
          extension: fileExtension(parsed.name),
        });
      } catch (error) {
        if (error instanceof AppError && objectBreaksLimits.has(error.messageKey))
          await storage.objects.delete(body.key);
        throw error;
      }
      // A single PUT's ETag is the MD5 of the bytes: check the client's checksum against it.
      const etag = info.etag.replace(/"/g, '');
      const plainMd5 = /^[0-9a-f]{32}$/.test(etag) ? etag : null;
      if (body.md5 && plainMd5 && body.md5.toLowerCase() !== plainMd5)
        throw new AppError(Code.VALIDATION, 'uploadMd5Mismatch');
      const row = await files
        .insert({
          store_id: parsed.owner.kind === 'store' ? parsed.owner.id : null,
          account_id: caller.accountId,
          key: body.key,
          file_name: body.file_name,
          size: info.size,
          content_type: sniffedType ?? normaliseContentType(body.content_type),
          md5: body.md5?.toLowerCase() ?? plainMd5,
          purpose,
          created_at: isoNow(),
        })
        .catch(async (error: unknown) => {
          // Two reports of one key at once: the unique key decides, the loser is told.
          if (await files.findByKey(body.key)) throw alreadyReported();
          throw error;
        });
      return toFile(row, origin);
    },

    list: async (caller: Caller, query: ListQuery, origin: string): Promise<Page<UploadedFile>> => {
      const page = await files.listInScope(await scopeOf(caller), planListQuery(query, uploadList));
      return { ...page, content: await Promise.all(page.content.map((row) => toFile(row, origin))) };
    },

    url: async (caller: Caller, id: number, origin: string): Promise<SignedFileUrl> => {
      const row = await files.findInScope(await scopeOf(caller), id);
      if (!row) throw new AppError(Code.NOT_FOUND, 'uploadFileNotFound');
      return signedUrl(row.key, origin);
    },

    /** Removes the object first: a record must never point at nothing. */
    remove: async (caller: Caller, id: number): Promise<null> => {
      const scope = await scopeOf(caller);
      const row = await files.findInScope(scope, id);
      if (!row) throw new AppError(Code.NOT_FOUND, 'uploadFileNotFound');
      await storage.objects.delete(row.key);
      await files.deleteInScope(scope, id);
      return null;
    },
  };
};
