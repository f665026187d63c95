/**
 * The storage calls of spec §7 over S3 REST (docs/uploads.md §2): put object, multipart
 * (start, upload part, copy part, complete, list uploads, list parts, abort), copy, restore,
 * head and signed URLs. Each call checks its parameters first (spec §5), has its request
 * signed by the request signer (in the browser with the temporary credentials, or by the
 * server: request-signer.ts), and turns error documents into UploadErrors.
 */
import { uploadDefaults } from './constants';
import { UploadError, uploadErrorText } from './errors';
import { LocalSigner, type TemporaryCredentials } from './local-signer';
import type { RequestSigner, StorageOperation } from './request-signer';
import {
  type AddressOptions,
  type BucketParams,
  buildQuery,
  checkBody,
  checkParams,
  type ObjectParams,
  parseCopySource,
  type QueryPair,
  resourceUrl,
} from './s3-params';
import { errorFromResponse, parseOkXml, quoteEtag } from './s3-response';
import { encodeKeyPath } from './sigv4';
import { fetchTransport, type RequestBody, type Transport, type TransportResponse } from './transport';
import { buildXml, childElements, childText, type XmlNode } from './xml';

export type { TemporaryCredentials };

export type S3ClientOptions = AddressOptions & {
  transport?: Transport;
  /** Milliseconds, corrected to the server's clock when the caller knows the skew. */
  now?: () => number;
} & (
    | {
        /** Who signs each request (request-signer.ts). */
        signer: RequestSigner;
        getCredentials?: undefined;
      }
    | {
        /** Shorthand for a LocalSigner: called before every request; may renew. */
        getCredentials: () => TemporaryCredentials | Promise<TemporaryCredentials>;
        signer?: undefined;
      }
  );

interface Signal {
  signal?: AbortSignal;
}

export interface PutObjectParams extends ObjectParams, Signal {
  Body: unknown;
  ContentType?: string;
  onProgress?: (loaded: number) => void;
}

export interface UploadPartParams extends ObjectParams, Signal {
  UploadId: string;
  PartNumber: number;
  /** The upload's number of parts, when known (a server signer signs the next ones ahead). */
  PartCount?: number;
  Body: unknown;
  onProgress?: (loaded: number) => void;
}

export interface CompletedPart {
  PartNumber: number;
  ETag: string;
}

export interface ListedPart extends CompletedPart {
  Size: number;
  LastModified?: string;
}

export interface ListedUpload {
  Key: string;
  UploadId: string;
  Initiated?: string;
}

export interface RestoreRequest {
  Days: number;
  GlacierJobParameters?: { Tier: 'Standard' | 'Bulk' | 'Expedited' };
}

const requireUploadId = (uploadId: string | undefined): string => {
  if (!uploadId) throw new UploadError(uploadErrorText.noUploadId, 'NoUploadId');
  return uploadId;
};

export class S3Client {
  private readonly options: S3ClientOptions;
  private readonly transport: Transport;
  private readonly signer: RequestSigner;

  constructor(options: S3ClientOptions) {
    this.options = options;
    this.transport = options.transport ?? fetchTransport;
    this.signer =
      options.signer ?? new LocalSigner({ getCredentials: options.getCredentials, now: options.now });
  }

  private async send(request: {
    method: string;
    operation: StorageOperation;
    params: Partial<ObjectParams>;
    needKey?: boolean;
    query?: QueryPair[];
    headers?: Record<string, string>;
    body?: RequestBody;
    signal?: AbortSignal;
    onUploadProgress?: (loaded: number) => void;
  }): Promise<TransportResponse> {
    const needKey = request.needKey ?? true;
    checkParams(request.params, needKey);
    const { Bucket, Region, Key } = request.params as ObjectParams;
    const url = `${resourceUrl(this.options, Bucket, needKey ? Key : undefined)}${buildQuery(request.query)}`;
    const signed = await this.signer.sign({
      method: request.method,
      url,
      headers: request.headers ?? {},
      region: Region,
      operation: request.operation,
      signal: request.signal,
    });
    const response = await this.transport({
      method: request.method,
      url: signed.url,
      headers: signed.headers,
      body: request.body,
      signal: request.signal,
      onUploadProgress: request.onUploadProgress,
    });
    if (response.status < 200 || response.status >= 300) throw errorFromResponse(response);
    return response;
  }

  /** Reads the ETag header of an upload answer (spec §5: it must be exposed by CORS). */
  private static etagOf(response: TransportResponse): string {
    const etag = response.header('ETag');
    if (!etag) throw new UploadError(uploadErrorText.etag, 'ETagNotExposed');
    return etag;
  }

  async putObject(params: PutObjectParams): Promise<{ ETag: string }> {
    checkParams(params, true);
    const body = checkBody(params.Body);
    const response = await this.send({
      method: 'PUT',
      operation: { operation: 'putObject', key: params.Key },
      params,
      headers: params.ContentType ? { 'Content-Type': params.ContentType } : {},
      body,
      signal: params.signal,
      onUploadProgress: params.onProgress,
    });
    return { ETag: S3Client.etagOf(response) };
  }

  async createMultipartUpload(
    params: ObjectParams & Signal & { ContentType?: string },
  ): Promise<{ UploadId: string }> {
    const response = await this.send({
      method: 'POST',
      operation: { operation: 'createMultipartUpload', key: params.Key },
      params,
      query: [['uploads', null]],
      headers: params.ContentType ? { 'Content-Type': params.ContentType } : {},
      signal: params.signal,
    });
    const uploadId = childText(parseOkXml(response), 'UploadId');
    return { UploadId: requireUploadId(uploadId) };
  }

  async uploadPart(params: UploadPartParams): Promise<{ ETag: string }> {
    checkParams(params, true);
    const uploadId = requireUploadId(params.UploadId);
    const body = checkBody(params.Body);
    const response = await this.send({
      method: 'PUT',
      operation: {
        operation: 'uploadPart',
        key: params.Key,
        uploadId,
        partNumber: params.PartNumber,
        partCount: params.PartCount,
      },
      params,
      query: [
        ['partNumber', params.PartNumber],
        ['uploadId', uploadId],
      ],
      body,
      signal: params.signal,
      onUploadProgress: params.onProgress,
    });
    return { ETag: S3Client.etagOf(response) };
  }

  async completeMultipartUpload(
    params: ObjectParams & Signal & { UploadId: string; Parts: CompletedPart[] },
  ): Promise<{ ETag?: string; Location?: string }> {
    checkParams(params, true);
    const uploadId = requireUploadId(params.UploadId);
    const parts = [...params.Parts].sort((a, b) => a.PartNumber - b.PartNumber);
    const body = buildXml('CompleteMultipartUpload', {
      Part: parts.map((part) => ({ PartNumber: part.PartNumber, ETag: quoteEtag(part.ETag) })),
    });
    const response = await this.send({
      method: 'POST',
      operation: { operation: 'completeMultipartUpload', key: params.Key, uploadId },
      params,
      query: [['uploadId', uploadId]],
      headers: { 'Content-Type': 'application/xml' },
      body,
      signal: params.signal,
    });
    const root = parseOkXml(response);
    return { ETag: childText(root, 'ETag'), Location: childText(root, 'Location') };
  }

  /** One page of unfinished uploads under a prefix (a bucket call). */
  async listMultipartUploads(
    params: BucketParams &
      Signal & { Prefix?: string; KeyMarker?: string; UploadIdMarker?: string; MaxUploads?: number },
  ): Promise<{
    Uploads: ListedUpload[];
    IsTruncated: boolean;
    NextKeyMarker?: string;
    NextUploadIdMarker?: string;
  }> {
    const response = await this.send({
      method: 'GET',
      operation: {
        operation: 'listMultipartUploads',
        prefix: params.Prefix ?? '',
        keyMarker: params.KeyMarker,
        uploadIdMarker: params.UploadIdMarker,
      },
      params,
      needKey: false,
      query: [
        ['uploads', null],
        ['prefix', params.Prefix],
        ['key-marker', params.KeyMarker],
        ['upload-id-marker', params.UploadIdMarker],
        ['max-uploads', params.MaxUploads],
      ],
      signal: params.signal,
    });
    const root = parseOkXml(response);
    return {
      Uploads: childElements(root, 'Upload').map((upload) => ({
        Key: childText(upload, 'Key') ?? '',
        UploadId: childText(upload, 'UploadId') ?? '',
        Initiated: childText(upload, 'Initiated'),
      })),
      IsTruncated: childText(root, 'IsTruncated') === 'true',
      NextKeyMarker: childText(root, 'NextKeyMarker') || undefined,
      NextUploadIdMarker: childText(root, 'NextUploadIdMarker') || undefined,
    };
  }

  /** Every unfinished upload under a prefix, all pages. */
  async listAllMultipartUploads(
    params: BucketParams & Signal & { Prefix?: string },
  ): Promise<ListedUpload[]> {
    const all: ListedUpload[] = [];
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await this.listMultipartUploads({ ...params, ...markers });
      all.push(...page.Uploads);
      if (!page.IsTruncated || (!page.NextKeyMarker && !page.NextUploadIdMarker)) return all;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  /** One page of the parts of an unfinished upload. */
  async listParts(
    params: ObjectParams & Signal & { UploadId: string; PartNumberMarker?: number; MaxParts?: number },
  ): Promise<{ Parts: ListedPart[]; IsTruncated: boolean; NextPartNumberMarker?: number }> {
    checkParams(params, true);
    const uploadId = requireUploadId(params.UploadId);
    const response = await this.send({
      method: 'GET',
      operation: {
        operation: 'listParts',
        key: params.Key,
        uploadId,
        partNumberMarker: params.PartNumberMarker,
      },
      params,
      query: [
        ['uploadId', uploadId],
        ['part-number-marker', params.PartNumberMarker],
        ['max-parts', params.MaxParts],
      ],
      signal: params.signal,
    });
    const root = parseOkXml(response);
    const next = childText(root, 'NextPartNumberMarker');
    return {
      Parts: childElements(root, 'Part').map((part) => ({
        PartNumber: Number(childText(part, 'PartNumber')),
        ETag: childText(part, 'ETag') ?? '',
        Size: Number(childText(part, 'Size')),
        LastModified: childText(part, 'LastModified'),
      })),
      IsTruncated: childText(root, 'IsTruncated') === 'true',
      NextPartNumberMarker: next ? Number(next) : undefined,
    };
  }

  /** Every part of an unfinished upload, all pages. */
  async listAllParts(params: ObjectParams & Signal & { UploadId: string }): Promise<ListedPart[]> {
    const all: ListedPart[] = [];
    let marker: number | undefined;
    for (;;) {
      const page = await this.listParts({ ...params, PartNumberMarker: marker });
      all.push(...page.Parts);
      if (!page.IsTruncated || page.NextPartNumberMarker === undefined) return all;
      marker = page.NextPartNumberMarker;
    }
  }

  async abortMultipartUpload(params: ObjectParams & Signal & { UploadId: string }): Promise<void> {
    checkParams(params, true);
    const uploadId = requireUploadId(params.UploadId);
    await this.send({
      method: 'DELETE',
      operation: { operation: 'abortMultipartUpload', key: params.Key, uploadId },
      params,
      query: [['uploadId', uploadId]],
      signal: params.signal,
    });
  }

  async headObject(params: ObjectParams & Signal): Promise<{ ContentLength: number; ETag?: string }> {
    let response: TransportResponse;
    try {
      response = await this.send({
        method: 'HEAD',
        operation: { operation: 'other', name: 'headObject' },
        params,
        signal: params.signal,
      });
    } catch (error) {
      if (error instanceof UploadError && error.status === 404) {
        throw new UploadError(uploadErrorText.notExist(params.Key), 'NotExist', { status: 404 });
      }
      throw error;
    }
    const length = response.header('Content-Length');
    if (length === null) throw new UploadError(uploadErrorText.contentLength, 'ContentLengthNotExposed');
    return { ContentLength: Number(length), ETag: response.header('ETag') ?? undefined };
  }

  private static copySourceHeader(source: string): { header: string; key: string } {
    const parsed = parseCopySource(source);
    if (!parsed) throw new UploadError(uploadErrorText.missingParam('CopySource'), 'MissingParam');
    return { header: `/${parsed.bucket}/${encodeKeyPath(parsed.key)}`, key: parsed.key };
  }

  /** A missing source is spec §5's "{key} Not Exist", whatever words storage used. */
  private static notExistOnMissingSource(error: unknown, sourceKey: string): unknown {
    if (error instanceof UploadError && (error.s3Code === 'NoSuchKey' || error.status === 404)) {
      if (error.s3Code === 'NoSuchUpload') return error;
      return new UploadError(uploadErrorText.notExist(sourceKey), 'NotExist', {
        status: error.status,
        s3Code: error.s3Code,
      });
    }
    return error;
  }

  /** Copies in one step (sources up to 5 GB). `CopySource` is `bucket/key`. */
  async copyObject(params: ObjectParams & Signal & { CopySource: string }): Promise<{ ETag?: string }> {
    checkParams(params, true);
    const source = S3Client.copySourceHeader(params.CopySource);
    try {
      const response = await this.send({
        method: 'PUT',
        operation: { operation: 'other', name: 'copyObject' },
        params,
        headers: { 'x-amz-copy-source': source.header },
        signal: params.signal,
      });
      return { ETag: childText(parseOkXml(response), 'ETag') };
    } catch (error) {
      throw S3Client.notExistOnMissingSource(error, source.key);
    }
  }

  /** Copies a byte range of a source into one part of a multipart upload. */
  async uploadPartCopy(
    params: ObjectParams &
      Signal & { UploadId: string; PartNumber: number; CopySource: string; CopySourceRange?: string },
  ): Promise<{ ETag: string }> {
    checkParams(params, true);
    const uploadId = requireUploadId(params.UploadId);
    const source = S3Client.copySourceHeader(params.CopySource);
    const headers: Record<string, string> = { 'x-amz-copy-source': source.header };
    if (params.CopySourceRange) headers['x-amz-copy-source-range'] = params.CopySourceRange;
    try {
      const response = await this.send({
        method: 'PUT',
        operation: { operation: 'other', name: 'uploadPartCopy' },
        params,
        query: [
          ['partNumber', params.PartNumber],
          ['uploadId', uploadId],
        ],
        headers,
        signal: params.signal,
      });
      const etag = childText(parseOkXml(response), 'ETag');
      if (!etag) throw new UploadError(uploadErrorText.etag, 'ETagNotExposed');
      return { ETag: etag };
    } catch (error) {
      throw S3Client.notExistOnMissingSource(error, source.key);
    }
  }

  async restoreObject(params: ObjectParams & Signal & { RestoreRequest?: RestoreRequest }): Promise<void> {
    checkParams(params, true);
    if (!params.RestoreRequest) {
      throw new UploadError(uploadErrorText.missingRestoreRequest, 'MissingParam');
    }
    await this.send({
      method: 'POST',
      operation: { operation: 'other', name: 'restoreObject' },
      params,
      query: [['restore', null]],
      headers: { 'Content-Type': 'application/xml' },
      body: buildXml('RestoreRequest', params.RestoreRequest as unknown as XmlNode),
      signal: params.signal,
    });
  }

  /** A pre-signed GET URL (spec §9: valid 900 s by default). */
  async getObjectUrl(params: ObjectParams & { Expires?: number }): Promise<string> {
    checkParams(params, true);
    if (!this.signer.presignGet) {
      throw new UploadError(
        uploadErrorText.serverSigningUnsupported('getObjectUrl'),
        'ServerSigningUnsupported',
      );
    }
    return this.signer.presignGet({
      url: resourceUrl(this.options, params.Bucket, params.Key),
      region: params.Region,
      expiresIn: params.Expires ?? uploadDefaults.signatureExpires,
    });
  }
}
