/**
 * One PUT for a file below the slice size (spec §4), or an empty file. The MD5 is computed
 * beside the upload; when storage answers an MD5 ETag it must match, else the bytes were
 * damaged on the way and the put is tried again.
 */
import { UploadError, uploadErrorText } from './errors';
import { FileHasher, isMd5Etag } from './file-hasher';
import { withRetry } from './retry';
import { unquoteEtag } from './s3-response';
import { storageFor, type UploadContext } from './upload-context';

export const uploadSingle = async (context: UploadContext): Promise<{ key: string; md5: string }> => {
  const { file, signal, options, keeper } = context;
  const credential = await keeper.forNewKey(signal);
  const key = credential.storage.key;
  context.onSession({ key });
  context.onPhase('uploading');
  const { client, Bucket, Region } = storageFor(context, credential);
  const size = file.size;
  const hasher = new FileHasher(file, size ? [{ partNumber: 1, start: 0, end: size, size }] : [], {
    signal,
    readChunk: options.readChunk,
  });
  const md5 = await withRetry(
    async () => {
      const { ETag } = await client.putObject({
        Bucket,
        Region,
        Key: key,
        Body: file,
        ContentType: context.contentType,
        signal,
        onProgress: (loaded) => context.parts.sending(1, loaded),
      });
      const local = await hasher.fileMd5();
      if (isMd5Etag(ETag) && unquoteEtag(ETag).toLowerCase() !== local) {
        throw new UploadError(uploadErrorText.partChanged(1), 'PartChanged', { retryable: true });
      }
      return local;
    },
    {
      retries: options.chunkRetryTimes,
      signal,
      delay: options.retryDelay,
      onRetry: (error) => {
        context.parts.restart(1);
        if (error instanceof UploadError && error.code === 'AuthorizationError') keeper.invalidate();
      },
    },
  );
  context.parts.sent(1, size);
  return { key, md5 };
};
