import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that make a URL a credential: a presigned storage URL (embedded or S3)
 * stays usable for up to 900 s by whoever reads the log, so their values never reach it.
 */
const SECRET_QUERY_PARAMS = new Set(['x-amz-signature', 'x-amz-security-token', 'x-amz-credential']);

export const REDACTED = '[redacted]';

/** The URL with the values of credential-bearing query parameters replaced by `[redacted]`. */
export const redactUrl = (url: string): string => {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName);
      } catch {
        // A malformed escape is logged as sent; only its value matters here.
      }
      return SECRET_QUERY_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
};

/**
 * Fastify's request log serializer with the URL redacted. Headers are not logged at all (so
 * no Authorization, cookie or x-amz-security-token header can leak).
 */
export const redactedRequestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
