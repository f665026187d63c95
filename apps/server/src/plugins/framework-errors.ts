import type { Socket } from 'node:net';
import {
  Code,
  CookieName,
  formatMessage,
  type Language,
  type MessageKey,
  pickLanguage,
} from '@merchant/shared';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_CSP, BASE_SECURITY_HEADERS } from './security-headers';

/** Fastify's default, kept: a single path parameter longer than this is refused. */
export const MAX_PARAM_LENGTH = 100;

const languageCookie = new RegExp(`(?:^|;\\s*)${CookieName.language}=([^;]*)`);

/** The caller's language from raw headers (these answers come before the language hook). */
const languageOf = (cookie: string | undefined, acceptLanguage: string | undefined): Language =>
  pickLanguage(cookie ? languageCookie.exec(cookie)?.[1] : undefined, acceptLanguage);

const envelope = (
  code: number,
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
) => ({
  code,
  message: formatMessage(key, lang, params),
  value: null,
});

/**
 * Errors Fastify raises before any route runs (a path that is not valid percent-encoding, a
 * path parameter over MAX_PARAM_LENGTH), answered as the envelope instead of Fastify's own JSON.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const header = (name: string) => {
    const value = request.raw.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const lang = languageOf(header('cookie'), header('accept-language'));
  // The router's own context runs none of the root's hooks: the headers are set here.
  reply.headers({ ...BASE_SECURITY_HEADERS, 'content-security-policy': API_CSP });
  if (error.code === 'FST_ERR_BAD_URL')
    return reply.code(400).send(envelope(Code.VALIDATION, 'malformedUrl', lang));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.code(414).send(envelope(Code.VALIDATION, 'urlPartTooLong', lang, { max: MAX_PARAM_LENGTH }));
  request.log.error({ err: error }, 'router failure');
  return reply.code(500).send(envelope(Code.SERVER_ERROR, 'serverError', lang));
};

/** A header line from the bytes Node had read when its parser gave up (may be cut short). */
const rawHeader = (raw: Buffer | undefined, name: string) => {
  if (!raw) return undefined;
  const match = new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]*)\\r\\n`, 'i').exec(raw.toString('latin1'));
  return match?.[1];
};

const HTTP_REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a URL or headers over Node's
 * 16 KB limit, malformed HTTP, a request that timed out): the envelope, written to the socket
 * by hand, with the same security headers as every other answer. The language comes from the
 * bytes already read when they include the headers; else English.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  // Node hands a Buffer; Fastify's type says its JSON form.
  const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined;
  const lang = languageOf(rawHeader(raw, 'cookie'), rawHeader(raw, 'accept-language'));
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const key: MessageKey =
    status === 431 ? 'requestTooLarge' : status === 408 ? 'requestTimedOut' : 'malformedRequest';
  const body = JSON.stringify(envelope(Code.VALIDATION, key, lang));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...BASE_SECURITY_HEADERS,
    'content-security-policy': API_CSP,
  };
  socket.end(
    `HTTP/1.1 ${status} ${HTTP_REASONS[status]}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n${body}`,
  );
}
