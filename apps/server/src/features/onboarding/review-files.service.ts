import { Code, type SignedFileUrl } from '@merchant/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage/create-storage';
import { createUploadRepository } from '../upload/upload.repository';
import { signFileUrl } from '../upload/upload.service';

/**
 * The platform's look at qualification photos: a fresh signed URL (900 s) for an uploaded file
 * that some claim's qualifications point at. Any other file, or none, is -404 (whether it
 * exists is not revealed); the access plugin admits platform accounts only.
 */
export const createReviewFileService = (db: Database, storage: Storage) => {
  const files = createUploadRepository(db);
  return {
    url: async (id: number, origin: string): Promise<SignedFileUrl> => {
      const file = await files.findReferencedByQualification(id);
      if (!file) throw new AppError(Code.NOT_FOUND, 'uploadFileNotFound');
      return signFileUrl(storage, file.key, origin);
    },
  };
};
