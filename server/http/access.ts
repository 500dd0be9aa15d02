/**
 * Who may reach the stand-in (issue 12, "safe by default").
 *
 * - Host names: the server answers only to the names it is configured for — loopback names, the
 *   hosts `site-configs/environments.json` tells apart, the bound address and the names the
 *   operator adds (`ALLOWED_HOSTS`). A DNS-rebinding page reaches the server under its own name
 *   (`evil.example`), which is on no list, so it is refused before any route runs.
 * - Origins: a browser write (preview save, demo session, scenario switch) is accepted only from
 *   a page served under one of those names; the request's own Host proves nothing, since a
 *   rebinding page sends its own name as both.
 * - Local clients: the password-less endpoints answer only to this machine, judged by the
 *   socket's address. Forwarding headers never grant anything; when a proxy on this machine names
 *   another client in them, the request is not local either.
 */
import { readFileSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, sendError } from './errors';

/** Where the stand-in listens unless HOST or --host says otherwise. */
export const DEFAULT_BIND_HOST = '127.0.0.1';

/**
 * A host name as the WHATWG URL parser canonicalises it (lower case, punycode, IPv4 in dotted
 * decimal, IPv6 compressed, without brackets), without port or trailing dot; null when `authority`
 * is not a bare `host[:port]`. Browsers canonicalise the same way, so `0x7f.1` is `127.0.0.1`.
 */
export function hostNameOf(authority: string | undefined): string | null {
  if (!authority || /[\s/?#@\\]/.test(authority)) return null;
  // A bare IPv6 address (an operator's HOST=::1) has no brackets yet.
  const withBrackets = isIP(authority) === 6 ? `[${authority}]` : authority;
  let hostname: string;
  try {
    hostname = new URL(`http://${withBrackets}`).hostname;
  } catch {
    return null;
  }
  const name = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  return name === '' ? null : name;
}

/** The host name of an `Origin` header (`http://diaa.localhost:8080`); null for `null` or garbage. */
export function originHostName(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return hostNameOf(url.host);
}

const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
/** `::ffff:127.x.y.z` as the URL parser writes it: `::ffff:7fxx:yyzz`. */
const LOOPBACK_V4_MAPPED = /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/;

function isLoopbackIp(canonical: string): boolean {
  return LOOPBACK_V4.test(canonical) || canonical === '::1' || LOOPBACK_V4_MAPPED.test(canonical);
}

/** `localhost`, `*.localhost` (RFC 6761: always this machine), 127.0.0.0/8 and ::1. */
export function isLoopbackHostName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackIp(name);
}

/** A socket's remote address is this machine: 127.0.0.0/8, ::1 or ::ffff:127.x.y.z. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false;
  const canonical = hostNameOf(address);
  return canonical !== null && isLoopbackIp(canonical);
}

const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::']);

/** The names a browser can use for a wildcard bind: the addresses of this machine's interfaces. */
function interfaceAddresses(family: 'IPv4' | 'any'): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((entry) => family === 'any' || entry.family === 'IPv4')
    .map((entry) => hostNameOf(entry.address))
    .filter((name): name is string => name !== null);
}

/**
 * The host names `environments.json` tells apart, in every environment: `campaignHosts`,
 * `channelScope.hosts` and `specialSpace.hosts`. Read leniently: the file's own problems are
 * reported by the validator, not here.
 */
export function environmentHostNames(text: string): string[] {
  const parsed = JSON.parse(text) as unknown;
  const names: string[] = [];
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const environments = isRecord(parsed) ? parsed.environments : undefined;
  if (!isRecord(environments)) return names;
  for (const environment of Object.values(environments)) {
    if (!isRecord(environment)) continue;
    if (isRecord(environment.campaignHosts)) names.push(...Object.keys(environment.campaignHosts));
    const scope = environment.channelScope;
    if (isRecord(scope) && isRecord(scope.hosts)) names.push(...Object.keys(scope.hosts));
    const special = environment.specialSpace;
    if (isRecord(special) && Array.isArray(special.hosts))
      names.push(...special.hosts.filter((host): host is string => typeof host === 'string'));
  }
  return names.map(hostNameOf).filter((name): name is string => name !== null);
}

export interface HostAllowListOptions {
  /** Folder holding `environments.json`. */
  siteConfigDir: string;
  /** The address or name the server listens on (HOST / --host). */
  boundHost?: string;
  /** Names the operator adds (ALLOWED_HOSTS / --allowed-hosts); `*.example.cn` allows its subdomains. */
  allowedHosts?: readonly string[];
}

export interface HostAllowList {
  /** `name` as hostNameOf gives it (canonical, no port). */
  allows(name: string): boolean;
}

/**
 * Checks an operator's host entry: a host name or address, optionally `*.` in front, port
 * ignored. Returns the canonical entry or an error sentence.
 */
export function parseAllowedHost(entry: string): { value: string } | { error: string } {
  const trimmed = entry.trim();
  const wildcard = trimmed.startsWith('*.');
  const name = hostNameOf(wildcard ? trimmed.slice(2) : trimmed);
  if (name === null || name === '*' || (wildcard && isIP(name) !== 0))
    return { error: `允许的主机名 "${entry}" 无效：应为主机名或地址（可带 *. 前缀匹配子域名）` };
  return { value: wildcard ? `*.${name}` : name };
}

export function createHostAllowList(options: HostAllowListOptions): HostAllowList {
  const fixed = new Set<string>();
  const suffixes: string[] = [];
  for (const entry of options.allowedHosts ?? []) {
    const parsed = parseAllowedHost(entry);
    if ('error' in parsed) throw new Error(parsed.error);
    if (parsed.value.startsWith('*.')) suffixes.push(parsed.value.slice(1));
    else fixed.add(parsed.value);
  }
  const bound = options.boundHost ? hostNameOf(options.boundHost) : null;
  if (bound !== null && WILDCARD_ADDRESSES.has(bound))
    for (const address of interfaceAddresses(bound === '::' ? 'any' : 'IPv4')) fixed.add(address);
  else if (bound !== null) fixed.add(bound);

  // environments.json is read again when a name misses and the file changed since, so a campaign
  // host added while the server runs is answered without a restart; a file that fails to parse
  // keeps the names of the last good one.
  const environmentsFile = join(options.siteConfigDir, 'environments.json');
  let environmentNames = new Set<string>();
  let readStamp = '';
  const refreshEnvironmentNames = () => {
    let stamp: string;
    try {
      const stat = statSync(environmentsFile);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return;
    }
    if (stamp === readStamp) return;
    readStamp = stamp;
    try {
      environmentNames = new Set(environmentHostNames(readFileSync(environmentsFile, 'utf8')));
    } catch {
      // Keep the last good names.
    }
  };
  refreshEnvironmentNames();

  const matches = (name: string) =>
    fixed.has(name) ||
    environmentNames.has(name) ||
    suffixes.some((suffix) => name.endsWith(suffix));
  return {
    allows(name) {
      if (isLoopbackHostName(name) || matches(name)) return true;
      refreshEnvironmentNames();
      return matches(name);
    },
  };
}

/**
 * Refuses, before any route runs, every request whose Host header names a host the server is not
 * configured for (421, the answer for "this server does not serve that authority").
 */
export function installHostGuard(app: FastifyInstance, allowList: HostAllowList): void {
  app.addHook('onRequest', async (request, reply) => {
    const name = hostNameOf(request.headers.host);
    if (name !== null && allowList.allows(name)) return;
    return sendError(reply, 421, {
      code: 'HOST_NOT_ALLOWED',
      message:
        name === null
          ? '请求缺少有效的 Host 头，已拒绝'
          : `本服务未配置主机名 ${name}，已拒绝该请求；如需用这个名称访问，请在 ALLOWED_HOSTS 中加入它`,
    });
  });
}

/** The client addresses a proxy's forwarding headers name (port and brackets removed). */
function forwardedClients(request: FastifyRequest): string[] {
  const header = (name: string) => {
    const value = request.headers[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const bare = (entry: string) => {
    const value = entry.trim().replace(/^"(.*)"$/, '$1');
    const bracketed = /^\[([^\]]*)\]/.exec(value);
    if (bracketed) return bracketed[1];
    // One colon: IPv4 with a port; more: a bare IPv6 address.
    return value.split(':').length === 2 ? value.split(':')[0] : value;
  };
  return [
    ...header('x-forwarded-for').flatMap((value) => value.split(',')),
    ...header('x-real-ip'),
    ...header('forwarded')
      .flatMap((value) => value.split(/[,;]/))
      .map((pair) => pair.trim())
      .filter((pair) => /^for=/i.test(pair))
      .map((pair) => pair.slice(4)),
  ].map(bare);
}

/**
 * The request comes from this machine: the socket's own remote address is loopback. Forwarding
 * headers can never make a request local (anyone can send them), but they can make it not local:
 * a request a proxy on this machine passes on for another machine says so there.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    forwardedClients(request).every(isLoopbackAddress)
  );
}

/** 403 unless the request comes from this machine (see isLocalClient). */
export function requireLocalClient(request: FastifyRequest, code: string): void {
  if (!isLocalClient(request))
    throw new ApiError(403, code, '此接口只接受本机（127.0.0.1 或 ::1）直接发出的请求');
}

/**
 * A browser write must come from a page of this server: its Origin (when sent; scripts and
 * tests send none) must name an allowed host, and its body must be JSON, which a plain HTML form
 * cannot send. `bodyOptional`: a POST without a body (and so without a content type) is fine.
 */
export function requireBrowserWrite(
  request: FastifyRequest,
  allowList: HostAllowList,
  codePrefix: string,
  options: { bodyOptional?: boolean } = {},
): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const name = originHostName(origin);
    if (name === null || !allowList.allows(name))
      throw new ApiError(403, `${codePrefix}/FORBIDDEN_ORIGIN`, '只接受本服务自身页面发出的请求');
  }
  const type = request.headers['content-type'];
  if (type === undefined && options.bodyOptional) return;
  const mediaType = (type ?? '').split(';')[0].trim().toLowerCase();
  if (mediaType !== 'application/json')
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', '请求内容类型应为 application/json');
}
