import type { PartInfo, UploadInfo } from '../object-storage';
import type { StorageError } from '../storage-error';

/**
 * The few S3 XML documents the embedded endpoints speak, written and read by hand: the shapes
 * are small and fixed, and a general XML library would be one more dependency.
 */
const NS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

const unescapeXml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (whole, name: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (named[name]) return named[name];
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });

type Value = string | number | boolean | Date | undefined | Value[] | { [name: string]: Value };

/** `{A: 1, B: [{C: 2}, {C: 3}]}` -> `<A>1</A><B><C>2</C></B><B><C>3</C></B>` */
const render = (name: string, value: Value): string => {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => render(name, v)).join('');
  if (value instanceof Date) return `<${name}>${value.toISOString()}</${name}>`;
  if (typeof value === 'object')
    return `<${name}>${Object.entries(value)
      .map(([k, v]) => render(k, v))
      .join('')}</${name}>`;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
};

export const xmlDocument = (root: string, body: Record<string, Value>): string =>
  `${HEAD}<${root} xmlns="${NS}">${Object.entries(body)
    .map(([k, v]) => render(k, v))
    .join('')}</${root}>`;

export const errorXml = (error: StorageError, requestId: string, resource: string): string =>
  `${HEAD}${render('Error', {
    Code: error.code,
    Message: error.message,
    Key: error.key,
    Resource: resource,
    RequestId: requestId,
  })}`;

export const uploadsXml = (
  bucket: string,
  prefix: string,
  uploads: UploadInfo[],
  max: number,
  truncated: boolean,
) => {
  const last = uploads.at(-1);
  return xmlDocument('ListMultipartUploadsResult', {
    Bucket: bucket,
    Prefix: prefix,
    MaxUploads: max,
    IsTruncated: truncated,
    NextKeyMarker: truncated ? last?.key : undefined,
    NextUploadIdMarker: truncated ? last?.uploadId : undefined,
    Upload: uploads.map((u) => ({
      Key: u.key,
      UploadId: u.uploadId,
      Initiated: u.initiated,
      StorageClass: 'STANDARD',
    })),
  });
};

export const partsXml = (
  bucket: string,
  key: string,
  uploadId: string,
  parts: PartInfo[],
  max: number,
  truncated: boolean,
) =>
  xmlDocument('ListPartsResult', {
    Bucket: bucket,
    Key: key,
    UploadId: uploadId,
    MaxParts: max,
    IsTruncated: truncated,
    NextPartNumberMarker: truncated ? parts.at(-1)?.partNumber : undefined,
    StorageClass: 'STANDARD',
    Part: parts.map((p) => ({
      PartNumber: p.partNumber,
      LastModified: p.lastModified,
      ETag: p.etag,
      Size: p.size,
    })),
  });

const elements = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${name}>`, 'g'))].map(
    (m) => m[1] ?? '',
  );

const text = (xml: string, name: string): string | undefined => {
  const found = elements(xml, name)[0];
  return found === undefined ? undefined : unescapeXml(found.trim());
};

/** The parts list of CompleteMultipartUpload; null when the document is not one. */
export const parseCompleteParts = (xml: string): { partNumber: number; etag: string }[] | null => {
  if (!/<(?:\w+:)?CompleteMultipartUpload[\s>]/.test(xml)) return null;
  return elements(xml, 'Part').map((part) => ({
    partNumber: Number(text(part, 'PartNumber')),
    etag: text(part, 'ETag') ?? '',
  }));
};

/** RestoreRequest's Days and Tier; null when the body has no RestoreRequest. */
export const parseRestoreRequest = (xml: string): { days: number; tier?: string } | null => {
  const request = elements(xml, 'RestoreRequest')[0];
  if (request === undefined) return null;
  // Days may be left out (S3 then keeps the restored copy for its default); default to 1.
  return { days: Number(text(request, 'Days') ?? 1), tier: text(request, 'Tier') };
};
