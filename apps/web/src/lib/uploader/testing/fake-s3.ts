/**
 * An in-memory S3 (path style) behind the Transport interface, for the uploader's tests:
 * objects, multipart uploads, copy, restore, listing with pages, and knobs to break it
 * (failures, hidden ETag, delays) and to watch it (request log, parallelism).
 */
import SparkMD5 from 'spark-md5';
import { UploadError } from '../errors';
import type { RequestBody, Transport, TransportRequest, TransportResponse } from '../transport';
import { escapeXml } from '../xml';

export interface StoredPart {
  data: Uint8Array;
  etag: string;
}

export interface StoredUpload {
  key: string;
  uploadId: string;
  initiated: string;
  parts: Map<number, StoredPart>;
}

export interface LoggedRequest {
  method: string;
  key: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

type Failure = { status: number; code: string; message?: string } | 'network';

interface FailureRule {
  match: (request: LoggedRequest) => boolean;
  times: number;
  failure: Failure;
}

export const md5Hex = (data: Uint8Array): string =>
  SparkMD5.ArrayBuffer.hash(
    data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
  );

const toBytes = async (body: RequestBody | undefined): Promise<Uint8Array> => {
  if (body === undefined) return new Uint8Array();
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body instanceof Blob) return new Uint8Array(await body.arrayBuffer());
  if (body instanceof ArrayBuffer) return new Uint8Array(body.slice(0));
  return new Uint8Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength));
};

const errorXml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`;

export class FakeS3 {
  readonly basePath: string;
  readonly bucket: string;
  readonly objects = new Map<string, { data: Uint8Array; contentType?: string; etag: string }>();
  readonly uploads = new Map<string, StoredUpload>();
  readonly log: LoggedRequest[] = [];
  /** Answer without the ETag header (as a browser does when CORS does not expose it). */
  hideEtag = false;
  /** Parts per ListParts page / uploads per ListMultipartUploads page. */
  pageSize = 1000;
  /** Awaited before each request is answered (parallelism tests hold requests here). */
  delay: (request: LoggedRequest) => Promise<void> = async () => {};
  inFlight = 0;
  peakInFlight = 0;
  /** URLs presigned by a fake server, with the one method each may be used with. */
  readonly presigned = new Map<string, string>();
  private failures: FailureRule[] = [];
  private nextId = 1;

  constructor(options: { basePath?: string; bucket?: string } = {}) {
    this.basePath = options.basePath ?? '/storage';
    this.bucket = options.bucket ?? 'merchant-uploads';
  }

  /** The next `times` requests matching `match` fail. */
  fail(match: (request: LoggedRequest) => boolean, failure: Failure, times = 1): void {
    this.failures.push({ match, times, failure });
  }

  /** Starts an upload directly, as if an earlier session had. */
  seedUpload(key: string, parts: Record<number, Uint8Array> = {}): StoredUpload {
    const upload: StoredUpload = {
      key,
      uploadId: `upload-${this.nextId++}`,
      initiated: new Date(0).toISOString(),
      parts: new Map(
        Object.entries(parts).map(([n, data]) => [Number(n), { data, etag: `"${md5Hex(data)}"` }]),
      ),
    };
    this.uploads.set(upload.uploadId, upload);
    return upload;
  }

  requests(method: string, has?: string): LoggedRequest[] {
    return this.log.filter((r) => r.method === method && (has === undefined || has in r.query));
  }

  readonly transport: Transport = async (request) => {
    const logged = this.parse(request);
    this.log.push(logged);
    this.inFlight += 1;
    this.peakInFlight = Math.max(this.peakInFlight, this.inFlight);
    try {
      await this.delay(logged);
      if (request.signal?.aborted) {
        const error = new Error('aborted');
        error.name = 'AbortError';
        throw error;
      }
      const rule = this.failures.find((candidate) => candidate.times > 0 && candidate.match(logged));
      if (rule) {
        rule.times -= 1;
        if (rule.failure === 'network') {
          throw new UploadError('Network error while talking to storage: reset', 'NetworkError', {
            retryable: true,
          });
        }
        return this.answer(
          rule.failure.status,
          errorXml(rule.failure.code, rule.failure.message ?? rule.failure.code),
        );
      }
      return await this.handle(request, logged);
    } finally {
      this.inFlight -= 1;
    }
  };

  private parse(request: TransportRequest): LoggedRequest {
    const url = new URL(request.url);
    const rest = decodeURIComponent(url.pathname.slice(this.basePath.length + 1));
    const slash = rest.indexOf('/');
    const key = slash < 0 ? '' : rest.slice(slash + 1);
    const headers = Object.fromEntries(Object.entries(request.headers).map(([n, v]) => [n.toLowerCase(), v]));
    return { method: request.method, key, query: Object.fromEntries(url.searchParams), headers };
  }

  private answer(status: number, body = '', headers: Record<string, string> = {}): TransportResponse {
    const lower = Object.fromEntries(Object.entries(headers).map(([n, v]) => [n.toLowerCase(), v]));
    return {
      status,
      body,
      header: (name) => {
        if (this.hideEtag && name.toLowerCase() === 'etag') return null;
        return lower[name.toLowerCase()] ?? null;
      },
    };
  }

  private async handle(request: TransportRequest, r: LoggedRequest): Promise<TransportResponse> {
    const headerSigned =
      r.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=') &&
      r.headers['x-amz-security-token'];
    if (!headerSigned && this.presigned.get(request.url) !== request.method) {
      return this.answer(403, errorXml('AccessDenied', 'unsigned request'));
    }
    const { query } = r;
    const upload = query.uploadId ? this.uploads.get(query.uploadId) : undefined;
    if (query.uploadId && (!upload || upload.key !== r.key)) {
      return this.answer(404, errorXml('NoSuchUpload', 'The specified upload does not exist.'));
    }
    if (r.method === 'POST' && 'uploads' in query) {
      const created = this.seedUpload(r.key);
      created.initiated = new Date().toISOString();
      return this.answer(
        200,
        `<InitiateMultipartUploadResult><UploadId>${created.uploadId}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (r.method === 'PUT' && upload) return this.putPart(request, r, upload);
    if (r.method === 'POST' && upload) return this.complete(request, upload);
    if (r.method === 'GET' && upload) return this.listParts(upload, Number(query['part-number-marker'] ?? 0));
    if (r.method === 'DELETE' && upload) {
      this.uploads.delete(upload.uploadId);
      return this.answer(204);
    }
    if (r.method === 'GET' && 'uploads' in query)
      return this.listUploads(query.prefix ?? '', query['key-marker']);
    if (r.method === 'POST' && 'restore' in query) {
      const body = new TextDecoder().decode(await toBytes(request.body));
      if (!body.includes('<RestoreRequest>'))
        return this.answer(400, errorXml('MalformedXML', 'missing param RestoreRequest'));
      return this.objects.has(r.key)
        ? this.answer(200)
        : this.answer(404, errorXml('NoSuchKey', 'no such key'));
    }
    if (r.method === 'PUT' && r.headers['x-amz-copy-source']) {
      const source = this.copySource(r);
      if (!source) return this.answer(404, errorXml('NoSuchKey', 'The specified key does not exist.'));
      this.objects.set(r.key, { ...source });
      return this.answer(200, `<CopyObjectResult><ETag>${escapeXml(source.etag)}</ETag></CopyObjectResult>`);
    }
    if (r.method === 'PUT') {
      const data = await this.receive(request);
      const etag = `"${md5Hex(data)}"`;
      this.objects.set(r.key, { data, contentType: r.headers['content-type'], etag });
      return this.answer(200, '', { ETag: etag });
    }
    if (r.method === 'HEAD') {
      const object = this.objects.get(r.key);
      if (!object) return this.answer(404);
      return this.answer(200, '', { 'Content-Length': String(object.data.byteLength), ETag: object.etag });
    }
    return this.answer(501, errorXml('NotImplemented', `${r.method} not faked`));
  }

  private copySource(r: LoggedRequest) {
    const header = decodeURIComponent(r.headers['x-amz-copy-source'] ?? '');
    const key = header.replace(/^\/[^/]+\//, '');
    const source = this.objects.get(key);
    if (!source) return undefined;
    const range = /bytes=(\d+)-(\d+)/.exec(r.headers['x-amz-copy-source-range'] ?? '');
    if (!range) return source;
    const data = source.data.slice(Number(range[1]), Number(range[2]) + 1);
    return { data, etag: `"${md5Hex(data)}"` };
  }

  /** Reads a body, reporting progress in two halves like a browser would. */
  private async receive(request: TransportRequest): Promise<Uint8Array> {
    const data = await toBytes(request.body);
    request.onUploadProgress?.(Math.floor(data.byteLength / 2));
    request.onUploadProgress?.(data.byteLength);
    return data;
  }

  private async putPart(request: TransportRequest, r: LoggedRequest, upload: StoredUpload) {
    const partNumber = Number(r.query.partNumber);
    if (r.headers['x-amz-copy-source']) {
      const source = this.copySource(r);
      if (!source) return this.answer(404, errorXml('NoSuchKey', 'The specified key does not exist.'));
      upload.parts.set(partNumber, { data: source.data, etag: source.etag });
      return this.answer(200, `<CopyPartResult><ETag>${escapeXml(source.etag)}</ETag></CopyPartResult>`);
    }
    const data = await this.receive(request);
    const etag = `"${md5Hex(data)}"`;
    upload.parts.set(partNumber, { data, etag });
    return this.answer(200, '', { ETag: etag });
  }

  private async complete(request: TransportRequest, upload: StoredUpload) {
    const body = new TextDecoder().decode(await toBytes(request.body));
    const listed = [...body.matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>([^<]*)<\/ETag>/g)].map((m) => ({
      partNumber: Number(m[1]),
      etag: m[2]!.replace(/&quot;/g, '"'),
    }));
    const chunks: Uint8Array[] = [];
    for (const { partNumber, etag } of listed) {
      const part = upload.parts.get(partNumber);
      if (!part || part.etag !== etag) return this.answer(400, errorXml('InvalidPart', `part ${partNumber}`));
      chunks.push(part.data);
    }
    const size = chunks.reduce((sum, c) => sum + c.byteLength, 0);
    const data = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      data.set(chunk, offset);
      offset += chunk.byteLength;
    }
    const etag = `"${md5Hex(data)}-${chunks.length}"`;
    this.objects.set(upload.key, { data, etag });
    this.uploads.delete(upload.uploadId);
    return this.answer(
      200,
      `<CompleteMultipartUploadResult><Key>${escapeXml(upload.key)}</Key><ETag>${escapeXml(etag)}</ETag></CompleteMultipartUploadResult>`,
    );
  }

  private listParts(upload: StoredUpload, marker: number) {
    const all = [...upload.parts.entries()].sort(([a], [b]) => a - b).filter(([n]) => n > marker);
    const page = all.slice(0, this.pageSize);
    const truncated = all.length > page.length;
    const parts = page
      .map(
        ([n, p]) =>
          `<Part><PartNumber>${n}</PartNumber><ETag>${escapeXml(p.etag)}</ETag><Size>${p.data.byteLength}</Size></Part>`,
      )
      .join('');
    const next = truncated ? `<NextPartNumberMarker>${page.at(-1)![0]}</NextPartNumberMarker>` : '';
    return this.answer(
      200,
      `<ListPartsResult><IsTruncated>${truncated}</IsTruncated>${next}${parts}</ListPartsResult>`,
    );
  }

  private listUploads(prefix: string, keyMarker?: string) {
    const all = [...this.uploads.values()]
      .filter((u) => u.key.startsWith(prefix))
      .sort((a, b) => (a.key + a.uploadId < b.key + b.uploadId ? -1 : 1))
      .filter((u) => !keyMarker || u.key + u.uploadId > keyMarker);
    const page = all.slice(0, this.pageSize);
    const truncated = all.length > page.length;
    const last = page.at(-1);
    const next =
      truncated && last ? `<NextKeyMarker>${escapeXml(last.key + last.uploadId)}</NextKeyMarker>` : '';
    const uploads = page
      .map(
        (u) =>
          `<Upload><Key>${escapeXml(u.key)}</Key><UploadId>${u.uploadId}</UploadId><Initiated>${u.initiated}</Initiated></Upload>`,
      )
      .join('');
    return this.answer(
      200,
      `<ListMultipartUploadsResult><IsTruncated>${truncated}</IsTruncated>${next}${uploads}</ListMultipartUploadsResult>`,
    );
  }
}
