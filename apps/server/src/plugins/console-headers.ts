import { createHash } from 'node:crypto';
import type { Storage } from '../storage/create-storage';

/**
 * The security headers of the console's HTML pages (index.html and the pages drawn at build
 * time). Assets get only `X-Content-Type-Options`: a CSP applies to documents, not scripts.
 */

/** Every inline `<script>` of a page (one without `src`), as CSP source expressions. */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // The hash is of the element's text exactly as the browser reads it (UTF-8, no trimming).
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
};

/**
 * The origins other than the console's own that the browser reaches for stored files: the
 * S3 service's endpoint and bucket host (the browser PUTs parts there and shows images and
 * videos from signed URLs; docs/uploads.md), or the embedded store's STORAGE_PUBLIC_URL when it
 * is another host. The embedded store under /storage of this server is 'self'.
 *
 * Asked of the storage itself, as seen by a caller at a host that cannot exist: whatever
 * address is not on that host comes from configuration.
 */
/**
 * A URL's origin, or none: a virtual-hosted bucket on an IP endpoint (`bucket.127.0.0.1`) is
 * no valid URL, and that bucket host is unreachable anyway (such setups use path style).
 */
const originOf = (url: string): string[] => {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

export const storageOrigins = (storage: Pick<Storage, 'addressOf'>): string[] => {
  const probe = 'https://console.invalid';
  const { endpoint, bucketUrl } = storage.addressOf('', probe);
  const origins = new Set([endpoint, bucketUrl].flatMap(originOf));
  origins.delete(probe);
  return [...origins].sort();
};

/**
 * The policy the built console runs under (checked with no violation by
 * e2e/tests/csp.e2e.ts):
 * - scripts: the bundle's own files and the page's inline scripts by hash (index.html's preload
 *   script); nothing else runs, so injected markup cannot run script;
 * - styles: 'unsafe-inline', because antd's CSS-in-JS writes <style> elements at run time and
 *   the pages drawn at build time carry style attributes. A nonce would cover only the former
 *   and make the (otherwise static, revalidated) pages different per request; styles cannot
 *   run script under this policy;
 * - images and media: the console, data: (antd's inline images), blob: (the preview of a file
 *   before it is uploaded) and the storage origins; the uploader talks to those too;
 * - no framing, no plugins, no <base>, forms post only here.
 */
export const consoleCsp = (scriptHashes: readonly string[], storage: readonly string[]): string => {
  const extra = storage.length > 0 ? ` ${storage.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length > 0 ? ` ${scriptHashes.join(' ')}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    `media-src 'self' blob:${extra}`,
    `connect-src 'self'${extra}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/** The headers of one HTML page of the console. */
export const htmlPageHeaders = (html: string, storage: readonly string[]): Record<string, string> => ({
  'content-security-policy': consoleCsp(inlineScriptHashes(html), storage),
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
});
