/** Builds the URL of one request: service base + path (or a full URL), query, version bucket. */
import { VERSION_PARAM_BUCKET_S, VERSION_PARAM_NAME } from '../../lib/specConstants';
import type { QueryParams, QueryValue } from './types';

/** Seed 000 §7, §9: the version parameter is the current 600 s bucket since the epoch. */
export function versionBucket(nowMs: number): number {
  return Math.floor(nowMs / 1000 / VERSION_PARAM_BUCKET_S);
}

/** `/svc/course` + `/v2/x` → `/svc/course/v2/x` (exactly one slash between). */
export function joinPath(base: string, path: string): string {
  if (!path) return base;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Commas stay readable (`res_ids=a,b`); everything else is percent-encoded. */
function encodeQueryPart(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

function queryValueText(value: QueryValue): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

/**
 * The absolute URL of a request. A relative URL (a base such as `/svc/course` or a same-origin
 * file such as `/web_config.json`) is resolved against `origin`, because the XHR adapter in
 * tests and the browser both need a full URL. Query entries are appended in order, after any
 * query the URL already has; null and undefined values are left out.
 */
export function buildUrl(url: string, origin: string, query: QueryParams = {}): string {
  const resolved = new URL(url, origin);
  const parts = resolved.search ? [resolved.search.slice(1)] : [];
  for (const [key, value] of Object.entries(query)) {
    const text = queryValueText(value);
    if (text !== null) parts.push(`${encodeQueryPart(key)}=${encodeQueryPart(text)}`);
  }
  const search = parts.length > 0 ? `?${parts.join('&')}` : '';
  return `${resolved.origin}${resolved.pathname}${search}${resolved.hash}`;
}

/** Adds the version parameter (ledger A-26: `_v`) unless the URL already carries one. */
export function withVersionParam(query: QueryParams, url: string, nowMs: number): QueryParams {
  if (new RegExp(`[?&]${VERSION_PARAM_NAME}=`).test(url) || VERSION_PARAM_NAME in query) {
    return query;
  }
  return { ...query, [VERSION_PARAM_NAME]: versionBucket(nowMs) };
}
