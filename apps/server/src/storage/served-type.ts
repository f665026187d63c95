import { purposeOfFileName, uploadLimits } from '@merchant/shared';
import { sniffContentType } from '../features/upload/content-sniff';

/** What storage answers for bytes it cannot vouch for: a download, never a page. */
export const UNTRUSTED_TYPE = 'application/octet-stream';

/**
 * The only types storage ever shows in the browser (inline): the upload purposes' allowlists
 * (images, videos, PDF). Everything else, XML listings and errors included, is an attachment.
 */
const INLINE_TYPES: ReadonlySet<string> = new Set(Object.values(uploadLimits).flatMap((l) => l.contentTypes));

const bareType = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

export const isInlineType = (contentType: string): boolean => INLINE_TYPES.has(bareType(contentType));

/** `inline` for the allowlisted media types, `attachment` for anything else. */
export const dispositionOf = (contentType: string): 'inline' | 'attachment' =>
  isInlineType(contentType) ? 'inline' : 'attachment';

/**
 * The type storage serves an object with, whatever the uploader declared: the type the
 * object's first bytes show, when it is one of the allowlisted types of the key's purpose
 * (from the key's extension); else octet-stream. A reported upload therefore gets the type
 * its report sniffed and recorded (same bytes, same rule), and an unreported object read
 * through its owner's presigned URL can never become `text/html`.
 */
export const servedTypeOf = (key: string, head: Buffer): string => {
  const purpose = purposeOfFileName(key.slice(key.lastIndexOf('/') + 1));
  const sniffed = sniffContentType(head);
  return purpose && sniffed && uploadLimits[purpose].contentTypes.includes(sniffed)
    ? sniffed
    : UNTRUSTED_TYPE;
};

/** Type to put on a presigned GET for a recorded file (S3 response-header overrides). */
export const responseTypeOf = (recordedType: string | undefined): string =>
  recordedType && isInlineType(recordedType) ? bareType(recordedType) : UNTRUSTED_TYPE;
