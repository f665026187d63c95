/**
 * The storage client's defaults (spec §9, "Storage client defaults" and "Upload parts").
 * Every one of them can be overridden per uploader; these are what the console uses.
 */
export const MB = 1024 * 1024;

export const uploadDefaults = {
  /** Files uploaded at the same time (the queue's width). */
  fileParallelLimit: 3,
  /** Parts of one file uploaded at the same time. */
  chunkParallelLimit: 3,
  /** The smallest part size; the real one grows with the file (part-size.ts). */
  chunkSize: 1 * MB,
  /** A file of at least this size goes up in parts; below it, in one put. */
  sliceSize: 20 * MB,
  /** Retries of one part (or of a one-put upload) after its first attempt fails. */
  chunkRetryTimes: 3,
  /** Progress callbacks at most this often. */
  progressInterval: 1000,
  /** Entries of the upload-id cache in local storage. */
  uploadIdCacheLimit: 50,
  /** Validity of a pre-signed URL, seconds. */
  signatureExpires: 900,
} as const;

/** Spec §9: parallel part uploads are capped at 256 whatever the option says. */
export const MAX_CHUNK_PARALLEL = 256;

/** S3's limit of parts in one multipart upload. */
export const MAX_PART_COUNT = 10_000;

/** Part sizes tried in turn, in MB (spec §9). */
export const PART_SIZE_STEPS_MB = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 5120] as const;

/** Spec §9: a copy is done in one step for sources up to 5 GB. */
export const MAX_SINGLE_COPY_SIZE = 5 * 1024 * MB;

/** MD5 of no bytes: the ETag of an empty object. */
export const EMPTY_MD5 = 'd41d8cd98f00b204e9800998ecf8427e';
