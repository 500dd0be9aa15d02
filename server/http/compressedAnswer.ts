/**
 * Answers made at request time (the HTML page with its preloads, the site manifests and message
 * catalogues) leave compressed and revalidatable, as the built files do (issue 17, "served like
 * production"):
 *
 * - the coding is the best the request's `Accept-Encoding` accepts: brotli, then gzip, else the
 *   answer as it is; `Vary: Accept-Encoding` always, so a shared cache never hands one client's
 *   coding to another;
 * - a strong `ETag` names the content and its coding, and a request whose `If-None-Match` names
 *   it gets 304 without a body: a visitor's browser revalidates the manifests on each page load
 *   and downloads them only when they changed;
 * - the compressed bytes are kept, keyed by the content's hash, in a small cache of the most
 *   recent answers: manifests change rarely, so each is compressed once at the best quality.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type ContentCoding = 'br' | 'gzip';

/** Preferred first: brotli is 10–20 % smaller than gzip on the portal's scripts and JSON. */
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** Below this an answer fits in one packet either way; it is sent as it is. */
export const COMPRESS_MIN_BYTES = 1024;

/** How many compressed answers are kept (sites × codings, with room for edits in preview). */
const CACHE_ENTRIES = 128;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The coding to send, from the request's `Accept-Encoding` and the codings on offer; null for
 * the answer as it is. As RFC 9110 §12.5.3 reads: each coding has its q-value (1 when absent,
 * 0 refuses it), `*` gives its q-value to every coding not named, names are case-insensitive;
 * the highest q-value wins and a tie goes to the order of `offered` (brotli first).
 */
export function acceptedCoding(
  header: string | string[] | undefined,
  offered: readonly ContentCoding[] = CONTENT_CODINGS,
): ContentCoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const quality = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(weight)) quality.set(name, Math.min(Math.max(weight, 0), 1));
  }
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = quality.get(coding) ?? quality.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** The strong validator of one representation: the content's hash and its coding. */
function entityTag(hash: string, coding: ContentCoding | null): string {
  return `"${hash}${coding ? `-${coding}` : ''}"`;
}

/** True when `If-None-Match` names this tag (weak comparison, as RFC 9110 §13.1.2 asks) or `*`. */
export function ifNoneMatchHits(header: string | string[] | undefined, tag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === tag);
}

/** Appends `Accept-Encoding` to the answer's `Vary` unless it is already covered. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const existing = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  const listed = existing.split(',').map((name) => name.trim().toLowerCase());
  if (listed.includes('accept-encoding') || listed.includes('*')) return;
  reply.header('vary', existing.trim() ? `${existing}, Accept-Encoding` : 'Accept-Encoding');
}

export interface AnswerCompressor {
  /**
   * Sets `ETag`, `Vary` and (when compressed) `Content-Encoding` on the reply and gives the
   * payload to send: the compressed or plain bytes, or null with status 304 when the request
   * already holds this representation. The reply's `Content-Type` and `Cache-Control` are the
   * caller's and stay as they are.
   */
  encode(
    request: FastifyRequest,
    reply: FastifyReply,
    body: string | Buffer,
  ): Promise<Buffer | null>;
}

/**
 * How hard to compress: `best` for answers that repeat (manifests and catalogues, compressed
 * once and kept), `fast` for answers that change with the data (a page with its first view:
 * brotli's best quality took 200 ms of the server's time for the 200 kB home page, quality 5
 * takes 2 ms for a result 13 % larger).
 */
export type CompressionEffort = 'best' | 'fast';

/** Request-time compression of answers made anew: fast. */
const FAST_BROTLI_QUALITY = 5;
const FAST_GZIP_LEVEL = 6;

function compress(plain: Buffer, coding: ContentCoding, effort: CompressionEffort) {
  return coding === 'br'
    ? brotli(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]:
            effort === 'best' ? constants.BROTLI_MAX_QUALITY : FAST_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
        },
      })
    : gzipAsync(plain, {
        level: effort === 'best' ? constants.Z_BEST_COMPRESSION : FAST_GZIP_LEVEL,
      });
}

export function createAnswerCompressor(effort: CompressionEffort = 'best'): AnswerCompressor {
  /** Compressed bytes by `<hash>:<coding>`, least recently used first (a Map keeps order). */
  const cache = new Map<string, Promise<Buffer>>();

  const compressed = (hash: string, coding: ContentCoding, plain: Buffer): Promise<Buffer> => {
    const key = `${hash}:${coding}`;
    let bytes = cache.get(key);
    if (bytes) {
      cache.delete(key);
    } else {
      bytes = compress(plain, coding, effort);
      // A failed compression is not kept: the next request tries again.
      bytes.catch(() => cache.delete(key));
    }
    cache.set(key, bytes);
    while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    return bytes;
  };

  return {
    async encode(request, reply, body) {
      const plain = typeof body === 'string' ? Buffer.from(body) : body;
      const hash = createHash('sha256').update(plain).digest('base64url').slice(0, 32);
      const coding =
        plain.length >= COMPRESS_MIN_BYTES
          ? acceptedCoding(request.headers['accept-encoding'])
          : null;
      const tag = entityTag(hash, coding);
      varyOnAcceptEncoding(reply);
      reply.header('etag', tag);
      reply.removeHeader('content-length');
      if (ifNoneMatchHits(request.headers['if-none-match'], tag)) {
        reply.code(304);
        return null;
      }
      if (!coding) return plain;
      reply.header('content-encoding', coding);
      return compressed(hash, coding, plain);
    },
  };
}

/** What the platform services answer: JSON and text, never files or streams. */
const isServiceText = (type: string) => /^(application\/(json|[\w.+-]+\+json)|text\/)/.test(type);

/**
 * The platform services' answers leave compressed too, as the real hosts send them (a channel's
 * sections are tens of kilobytes of JSON, a 200-section channel half a megabyte): every text
 * answer of `/svc/` and `/web_config.json` of at least `COMPRESS_MIN_BYTES`, when the request
 * accepts brotli or gzip. Their cache rules stay each route's own; no ETag is added (answers
 * that depend on the signed-in user are made per request anyway).
 */
export function installServiceCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/svc/') && path !== '/web_config.json') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!isServiceText(String(reply.getHeader('content-type') ?? ''))) return payload;
    const plain = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (plain.length < COMPRESS_MIN_BYTES) return payload;
    varyOnAcceptEncoding(reply);
    const coding = acceptedCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    // Fast: each answer is made anew.
    return compress(plain, coding, 'fast');
  });
}
