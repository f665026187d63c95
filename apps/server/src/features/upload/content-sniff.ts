import type { UploadPurpose } from '@merchant/shared';

/** How many leading bytes the report reads from storage to recognise a file. */
export const SNIFF_BYTES = 64;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Buffer, offset: number, text: string) =>
  bytes.subarray(offset, offset + text.length).toString('latin1') === text;

/**
 * The content type that a file's first bytes show (magic numbers), or null when they match
 * none of the accepted kinds. The declared content type is not trusted on its own: a renamed
 * executable must not become an "image".
 */
export const sniffContentType = (bytes: Buffer): string | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(bytes, 4, 'ftyp')) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    // HEIF/AVIF stills share the container; they are not accepted kinds.
    if (['heic', 'heix', 'mif1', 'msf1', 'avif', 'avis'].includes(brand)) return null;
    if (brand === 'qt  ') return 'video/quicktime';
    if (brand.startsWith('M4V')) return 'video/x-m4v';
    return 'video/mp4';
  }
  return null;
};

/** Sniffed types that count as each purpose (MP4, MOV and M4V share one container family). */
export const sniffedPurpose = (sniffed: string | null): UploadPurpose | null => {
  if (!sniffed) return null;
  if (sniffed.startsWith('image/')) return 'image';
  if (sniffed.startsWith('video/')) return 'video';
  return sniffed === 'application/pdf' ? 'document' : null;
};
