/**
 * A failure reported the way S3 reports it: an error code from the S3 vocabulary, an HTTP
 * status and a message. Both storage implementations throw these, so callers (the embedded
 * endpoints, the upload service, tests) see the same codes whichever store is configured.
 */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly key?: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** The messages the spec fixes word for word (§5, §8). */
export const specMessages = {
  missingRestoreRequest: 'missing param RestoreRequest',
  notExist: (key: string) => `${key} Not Exist`,
} as const;

export const noSuchKey = (key: string) => new StorageError('NoSuchKey', specMessages.notExist(key), 404, key);
export const noSuchUpload = (key?: string) =>
  new StorageError(
    'NoSuchUpload',
    'The specified multipart upload does not exist. The upload ID might be invalid, or the multipart upload might have been aborted or completed.',
    404,
    key,
  );
export const accessDenied = (message = 'Access Denied', key?: string) =>
  new StorageError('AccessDenied', message, 403, key);
export const invalidArgument = (message: string) => new StorageError('InvalidArgument', message, 400);
export const missingRestoreRequest = (key?: string) =>
  new StorageError('MalformedXML', specMessages.missingRestoreRequest, 400, key);
export const entityTooLarge = (key?: string) =>
  new StorageError('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', 400, key);
