import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Host names that always mean "this machine": never a host an attacker can point elsewhere. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `Host: a.example:8443` → `a.example`; `[::1]:80` → `[::1]`. Lower case. */
const hostnameOf = (host: string): string => host.toLowerCase().replace(/:\d+$/, '');

/**
 * Whether a request's Host (or X-Forwarded-Host behind a trusted proxy) names this server: a
 * host of PUBLIC_HOSTS (an entry without a port allows any port), the listen address, or a
 * loopback name. Anything else is the caller's say-so and must not become part of a URL we hand
 * out (otherwise `Host: evil.example` would make signed URLs on evil.example).
 */
export const isAllowedHost = (
  host: string,
  config: Pick<Config, 'host' | 'port' | 'publicHosts'>,
): boolean => {
  const wanted = host.toLowerCase();
  if (!/^[a-z0-9.\-[\]:]+$/.test(wanted)) return false;
  if (LOOPBACK.has(hostnameOf(wanted))) return true;
  if (wanted === `${config.host}:${config.port}`.toLowerCase()) return true;
  return config.publicHosts.some((entry) =>
    /:\d+$/.test(entry) ? entry === wanted : entry === hostnameOf(wanted),
  );
};

/**
 * How the caller reached this server, for the absolute addresses built from it (embedded-mode
 * storage endpoints and signed URLs): the request's own origin when its host is allowed (see
 * isAllowedHost), else the first PUBLIC_HOSTS entry, else the listen address. Never a host that
 * only the request named.
 */
export const originOf = (request: FastifyRequest): string => {
  const { config } = request.server.deps;
  // Behind a trusted proxy the scheme comes from X-Forwarded-Proto: only these two are schemes.
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  if (isAllowedHost(request.host, config)) return `${scheme}://${request.host}`;
  const [first] = config.publicHosts;
  return first ? `${scheme}://${first}` : `http://${config.host}:${config.port}`;
};
