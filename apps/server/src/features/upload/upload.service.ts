import {
  Code,
  fileExtension,
  type Page,
  purposeOfFileName,
  type SignedFileUrl,
  UPLOAD_CREDENTIAL_TTL_SECONDS,
  type UploadCredential,
  type UploadCredentialQuery,
  type UploadedFile,
  type UploadFilesQuery,
  type UploadPurpose,
  type UploadReportBody,
} from '@merchant/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { UploadedFileTable } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { isoNow } from '../../lib/time';
import type { Caller } from '../../plugins/auth';
import type { Storage } from '../../storage/create-storage';
import { StorageError } from '../../storage/storage-error';
import { requireManagedStore } from '../store/store.service';
import { SNIFF_BYTES, sniffContentType } from './content-sniff';
import { readHead } from './read-head';
import { createUploadRepository } from './upload.repository';
import { makeKey, parseKey, sanitiseFileName, storePrefix } from './upload-key';
import { checkDeclaredFile, checkStoredFile, normaliseContentType } from './upload-rules';

type Row = Selectable<UploadedFileTable>;

const keyNotYours = () => new AppError(Code.FORBIDDEN, 'uploadKeyNotYours');
const alreadyReported = () => new AppError(Code.CONFLICT, 'uploadAlreadyReported');
/** Refusals about the stored bytes themselves: such an object can never be recorded. */
const objectBreaksLimits = new Set(['uploadTooLarge', 'uploadEmptyFile', 'uploadContentMismatch']);

/**
 * Uploads (docs/uploads.md): credentials for one server-made key under the caller's store,
 * the report that records a stored object after checking it, and the media library's calls.
 * `origin` is the caller's view of this server, for embedded-mode addresses.
 */
export const createUploadService = (db: Database, storage: Storage) => {
  const files = createUploadRepository(db);
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  const signedUrl = async (key: string, origin: string): Promise<SignedFileUrl> => ({
    url: await storage.objects.signedGetUrl(key, { publicBase: storage.publicBase(origin) }),
    expiredTime: nowSeconds() + UPLOAD_CREDENTIAL_TTL_SECONDS,
  });

  const toFile = async (row: Row, origin: string): Promise<UploadedFile> => {
    const { url, expiredTime } = await signedUrl(row.key, origin);
    return {
      id: row.id,
      key: row.key,
      fileName: row.file_name,
      size: Number(row.size),
      contentType: row.content_type,
      md5: row.md5,
      purpose: row.purpose as UploadPurpose,
      createdAt: row.created_at,
      url,
      urlExpiredTime: expiredTime,
    };
  };

  /** A key of the caller's store that the server made (for renewals and resumes). */
  const reusableKey = async (storeId: number, key: string, fileName: string) => {
    const parsed = parseKey(key);
    if (!parsed || parsed.storeId !== storeId) throw keyNotYours();
    if (parsed.name !== sanitiseFileName(fileName))
      throw new AppError(Code.VALIDATION, 'invalidField', { field: 'key' });
    if (await files.findByKey(key)) throw alreadyReported();
    return key;
  };

  return {
    credential: async (
      caller: Caller,
      query: UploadCredentialQuery,
      origin: string,
    ): Promise<UploadCredential> => {
      const storeId = await requireManagedStore(db, caller);
      const purpose = checkDeclaredFile(query.fileName, query.fileSize);
      const key = query.key
        ? await reusableKey(storeId, query.key, query.fileName)
        : makeKey(storeId, query.fileName);
      const prefix = storePrefix(storeId);
      const credentials = await storage
        .issueCredentials({ key, prefix, storeId, accountId: caller.accountId, maxSize: query.fileSize })
        .catch((error: unknown) => {
          if (error instanceof StorageError && error.code === 'NotConfigured')
            throw new AppError(Code.UNAVAILABLE, 'uploadNotConfigured');
          throw error;
        });
      return {
        bucket: { bucketName: storage.objects.bucket, region: storage.objects.region },
        storage: { key, prefix, ...storage.addressOf(key, origin) },
        credentials,
        purpose,
        maxSize: query.fileSize,
      };
    },

    /** Records a stored object after checking it against the key, the size and the limits. */
    report: async (caller: Caller, body: UploadReportBody, origin: string): Promise<UploadedFile> => {
      const storeId = await requireManagedStore(db, caller);
      const parsed = parseKey(body.key);
      if (!parsed || parsed.storeId !== storeId) throw keyNotYours();
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
          declaredType: body.contentType,
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
          store_id: storeId,
          account_id: caller.accountId,
          key: body.key,
          file_name: body.fileName,
          size: info.size,
          content_type: sniffedType ?? normaliseContentType(body.contentType),
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

    list: async (caller: Caller, query: UploadFilesQuery, origin: string): Promise<Page<UploadedFile>> => {
      const storeId = await requireManagedStore(db, caller);
      const { rows, total } = await files.listInStore(storeId, query);
      return {
        content: await Promise.all(rows.map((row) => toFile(row, origin))),
        total,
        number: query.number,
        size: query.size,
      };
    },

    url: async (caller: Caller, id: number, origin: string): Promise<SignedFileUrl> => {
      const row = await files.findInStore(await requireManagedStore(db, caller), id);
      if (!row) throw new AppError(Code.NOT_FOUND, 'uploadFileNotFound');
      return signedUrl(row.key, origin);
    },

    /** Removes the object first: a record must never point at nothing. */
    remove: async (caller: Caller, id: number): Promise<null> => {
      const storeId = await requireManagedStore(db, caller);
      const row = await files.findInStore(storeId, id);
      if (!row) throw new AppError(Code.NOT_FOUND, 'uploadFileNotFound');
      await storage.objects.delete(row.key);
      await files.deleteInStore(storeId, id);
      return null;
    },
  };
};
