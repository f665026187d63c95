/**
 * The upload errors. The texts that the spec quotes (§5, §8) are reproduced exactly; the
 * others are worded to say what is wrong and how to fix it. Every error carries a stable
 * `code`, so that callers (and the screens' translations) never match on the message.
 */
export const uploadErrorText = {
  etag: 'get ETag error, please add "ETag" to CORS ExposeHeader setting.',
  contentLength: 'get Content-Length error, please add "Content-Length" to CORS ExposeHeader setting.',
  notExist: (key: string) => `${key} Not Exist`,
  missingRestoreRequest: 'missing param RestoreRequest',
  noUploadId: 'no upload id',
  abortNoKey: 'abort_upload_task_no_key',
  abortNoId: 'abort_upload_task_no_id',
  abortUnknownLevel: 'abort_unknown_level',
  missingParam: (name: string) => `missing param ${name}`,
  regionFormat: (region: string) =>
    `Region format error: "${region}" must be lowercase letters, digits and hyphens, e.g. "us-east-1".`,
  bucketFormat: (bucket: string) =>
    `Bucket format error: "${bucket}" must be 3 to 63 lowercase letters, digits, dots or hyphens, starting and ending with a letter or digit.`,
  bodyFormat: 'params Body format error, Only allow File|Blob|ArrayBuffer|String.',
  credentials: 'authorization error: the temporary upload credentials are missing or expired.',
  authorization: (code: string, message: string) =>
    `authorization error: storage refused the request (${code}${message ? `: ${message}` : ''}).`,
  fileTooLarge: (size: number) => `The file is too large to upload (${size} bytes).`,
  partChanged: (partNumber: number) =>
    `Part ${partNumber} arrived damaged (its checksum does not match the local file).`,
  aborted: 'The upload was stopped.',
  serverSigningUnsupported: (operation: string) =>
    `${operation} is not available when the server signs storage requests (S3 without STS).`,
} as const;

export type UploadErrorCode =
  | 'ETagNotExposed'
  | 'ContentLengthNotExposed'
  | 'NotExist'
  | 'MissingParam'
  | 'NoUploadId'
  | 'AbortNoKey'
  | 'AbortNoId'
  | 'AbortUnknownLevel'
  | 'RegionFormat'
  | 'BucketFormat'
  | 'BodyFormat'
  | 'AuthorizationError'
  | 'FileTooLarge'
  | 'PartChanged'
  | 'NetworkError'
  | 'Aborted'
  | 'ServerSigningUnsupported'
  | 'ServerSigningMismatch'
  /** Anything the storage answered with an S3 error document: its own code (NoSuchUpload …). */
  | (string & {});

export class UploadError extends Error {
  readonly code: UploadErrorCode;
  /** HTTP status of the storage answer, when there was one. */
  readonly status?: number;
  /** The storage's own error code (`NoSuchUpload`, `ExpiredToken` …), when it sent one. */
  readonly s3Code?: string;
  /** Worth trying again (network failures, 5xx, throttling). */
  readonly retryable: boolean;

  constructor(
    message: string,
    code: UploadErrorCode,
    options: { status?: number; s3Code?: string; retryable?: boolean } = {},
  ) {
    super(message);
    this.name = 'UploadError';
    this.code = code;
    this.status = options.status;
    this.s3Code = options.s3Code;
    this.retryable = options.retryable ?? false;
  }
}

export const isAbortError = (error: unknown): boolean =>
  (error instanceof UploadError && error.code === 'Aborted') ||
  (error instanceof Error && error.name === 'AbortError');

/** An error for a stopped request (pause, cancel). */
export const abortedError = (): UploadError => new UploadError(uploadErrorText.aborted, 'Aborted');
