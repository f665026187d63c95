import { z } from 'zod';
import { countParam, idParams, text } from './common.schema';

/**
 * Uploads (docs/uploads.md). The purpose limits live here so that the console refuses a file
 * before asking for a credential, with the same rule the server applies twice (at credential
 * time by extension and declared size, at report time by the stored object).
 */
export const uploadPurposes = ['image', 'video', 'document'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

const MB = 1024 * 1024;

export interface PurposeLimit {
  extensions: readonly string[];
  contentTypes: readonly string[];
  maxSize: number;
}

export const uploadLimits: Record<UploadPurpose, PurposeLimit> = {
  image: {
    extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
    contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxSize: 20 * MB,
  },
  video: {
    extensions: ['mp4', 'mov', 'webm', 'm4v'],
    contentTypes: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-m4v'],
    // Spec §9: the largest single-step copy; also the largest object the console accepts.
    maxSize: 5_368_709_120,
  },
  document: { extensions: ['pdf'], contentTypes: ['application/pdf'], maxSize: 50 * MB },
};

/** Signature validity of every credential and signed URL (spec §9), in seconds. */
export const UPLOAD_CREDENTIAL_TTL_SECONDS = 900;

/** Lower-cased extension of a file name, without the dot ('' when there is none). */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** The purpose a file name belongs to, or null when its extension is not accepted. */
export const purposeOfFileName = (fileName: string): UploadPurpose | null =>
  uploadPurposes.find((p) => uploadLimits[p].extensions.includes(fileExtension(fileName))) ?? null;

const fileSize = countParam();
const fileName = text({ max: 255 });
/** Object keys are made by the server; a client only sends one back. */
const objectKeyText = (max: number) => text({ max, trim: false });

/** GET /upload/credential. `key` asks for a fresh credential for an earlier, unreported key. */
export const uploadCredentialQuery = z.object({
  fileName,
  fileSize,
  key: objectKeyText(400).optional(),
});
export type UploadCredentialQuery = z.infer<typeof uploadCredentialQuery>;

const storageBucket = z.object({ bucketName: z.string(), region: z.string() });
const temporaryCredentials = z.object({
  tmpSecretId: z.string(),
  tmpSecretKey: z.string(),
  sessionToken: z.string(),
  /** Epoch seconds. */
  startTime: z.number().int(),
  expiredTime: z.number().int(),
});

/**
 * Who signs the browser's storage requests: `client` (the browser, SigV4 with `credentials`)
 * or `server` (S3 without STS: `credentials` carries empty ids, key and token, and the
 * browser asks POST /upload/sign for presigned URLs; docs/uploads.md "Server signing").
 */
export const uploadSigningModes = ['client', 'server'] as const;
export type UploadSigning = (typeof uploadSigningModes)[number];

/** Spec §3's credential, plus the addresses the browser needs to reach storage. */
export const uploadCredential = z.object({
  signing: z.enum(uploadSigningModes),
  bucket: storageBucket,
  storage: z.object({
    key: z.string(),
    endpoint: z.string(),
    objectUrl: z.string(),
    bucketUrl: z.string(),
    forcePathStyle: z.boolean(),
    /**
     * The key owner's prefix (`stores/{id}/`, or `accounts/{id}/` without a selected store):
     * bucket-level listing and abort work under it.
     */
    prefix: z.string(),
  }),
  credentials: temporaryCredentials,
  purpose: z.enum(uploadPurposes),
  maxSize: z.number().int(),
});
export type UploadCredential = z.infer<typeof uploadCredential>;

/**
 * GET /upload/credential/abort: a credential that may only list unfinished uploads under the
 * caller's prefix and abort them (the abort levels; no key, nothing can be written or read).
 */
export const uploadAbortCredential = z.object({
  signing: z.enum(uploadSigningModes),
  bucket: storageBucket,
  storage: z.object({
    endpoint: z.string(),
    bucketUrl: z.string(),
    forcePathStyle: z.boolean(),
    prefix: z.string(),
  }),
  credentials: temporaryCredentials,
});
export type UploadAbortCredential = z.infer<typeof uploadAbortCredential>;

const objectKey = objectKeyText(400);
const uploadId = objectKeyText(1024);

/** Most part URLs one sign call answers (the uploader asks for a batch at a time). */
export const MAX_SIGNED_PARTS = 100;

/**
 * POST /upload/sign (server signing only): presigned URLs for one operation of the uploader on
 * one key of the caller, or, for listMultipartUploads, one listing under the caller's prefix
 * or one of its keys. Nothing else can be signed.
 */
export const uploadSignBody = z.discriminatedUnion('operation', [
  z.object({ operation: z.literal('putObject'), key: objectKey }),
  z.object({ operation: z.literal('createMultipartUpload'), key: objectKey }),
  z.object({
    operation: z.literal('uploadPart'),
    key: objectKey,
    uploadId,
    partNumbers: z.array(z.number().int().min(1).max(10_000)).min(1).max(MAX_SIGNED_PARTS),
  }),
  z.object({
    operation: z.literal('listParts'),
    key: objectKey,
    uploadId,
    partNumberMarker: z.number().int().min(0).max(10_000).optional(),
  }),
  z.object({ operation: z.literal('completeMultipartUpload'), key: objectKey, uploadId }),
  z.object({ operation: z.literal('abortMultipartUpload'), key: objectKey, uploadId }),
  z.object({
    operation: z.literal('listMultipartUploads'),
    prefix: objectKey,
    keyMarker: objectKey.optional(),
    uploadIdMarker: uploadId.optional(),
  }),
]);
export type UploadSignBody = z.infer<typeof uploadSignBody>;
export type UploadSignOperation = UploadSignBody['operation'];

/** The answer: the method to use and the URLs (one per part number for uploadPart). */
export const uploadSignedRequests = z.object({
  method: z.enum(['GET', 'PUT', 'POST', 'DELETE']),
  requests: z.array(z.object({ url: z.string(), partNumber: z.number().int().optional() })),
  /** Epoch seconds; the URLs are valid until expiredTime (900 s). */
  startTime: z.number().int(),
  expiredTime: z.number().int(),
});
export type UploadSignedRequests = z.infer<typeof uploadSignedRequests>;

/** POST /upload/report (snake_case: only the credential keeps the spec's camelCase names). */
export const uploadReportBody = z.object({
  key: objectKeyText(400),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  content_type: text({ max: 100 }),
  file_name: fileName,
  md5: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/)
    .optional(),
});
export type UploadReportBody = z.infer<typeof uploadReportBody>;

/** One recorded file, with a signed URL to read it (valid until url_expired_time, epoch s). */
export const uploadedFile = z.object({
  id: z.number().int(),
  key: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  md5: z.string().nullable(),
  purpose: z.enum(uploadPurposes),
  created_at: z.string(),
  url: z.string(),
  url_expired_time: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const signedFileUrl = z.object({ url: z.string(), expiredTime: z.number().int() });
export type SignedFileUrl = z.infer<typeof signedFileUrl>;

export const uploadFileIdParams = idParams;

/** Spec §9: parts are at least 1 MB; at most 10000 parts per upload. */
export const MIN_PART_SIZE = 1024 * 1024;
export const MAX_PARTS = 10_000;
/** Spec §9: sources up to this size are copied in one step; larger ones part by part. */
export const MAX_SINGLE_COPY_SIZE = 5_368_709_120;

/** Spec §9's part-size steps in MB: 1, 2, 4, …, 4096, then 5120. */
const partSizeStepsMb = [...Array.from({ length: 13 }, (_, i) => 2 ** i), 5120];

/**
 * The part size for a file of `size` bytes: the smallest step (not below `minimum`) that
 * needs fewer than 10000 parts; the largest step when none does.
 */
export const partSizeFor = (size: number, minimum = MIN_PART_SIZE): number => {
  const steps = partSizeStepsMb.map((mb) => mb * MIN_PART_SIZE).filter((s) => s >= minimum);
  return steps.find((s) => Math.ceil(size / s) < MAX_PARTS) ?? (steps.at(-1) as number);
};
