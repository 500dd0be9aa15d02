/**
 * The redirect and link corpus on Node's URL, and through the stand-in's real routes: the
 * logout's Location and the sign-in's redirect decide exactly what the browser decides
 * (src/runtime/links/linkPolicy.test.ts runs the same table under jsdom).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataLink, redirectTarget } from '../../src/runtime/links/linkPolicy';
import {
  CORPUS_ALLOWED_HOSTS,
  CORPUS_ORIGIN,
  LINK_POLICY_CORPUS,
  caseLabel,
} from '../../src/runtime/links/linkPolicyCorpus';
import { buildApp, postLogin, tempDir } from './helpers';

const CONTEXT = { origin: CORPUS_ORIGIN, allowedHosts: CORPUS_ALLOWED_HOSTS };
const REDIRECTS = LINK_POLICY_CORPUS.filter((entry) => entry.as === 'redirect');

/**
 * What the stand-in must answer for a redirect case. It trusts no other host (server/sso/
 * redirect.ts), so a target the corpus allows only for being on CORPUS_ALLOWED_HOSTS is `/`.
 */
const standInTarget = (expected: string | null) => (expected?.startsWith('/') ? expected : '/');

/** The Location without the ticket the sign-in adds, for comparing with the corpus. */
function withoutTicket(location: string): string {
  const url = new URL(location, CORPUS_ORIGIN);
  expect(url.origin).toBe(CORPUS_ORIGIN);
  expect(url.searchParams.get('ticket')).toMatch(/.+/);
  url.searchParams.delete('ticket');
  return `${url.pathname}${url.search}${url.hash}`;
}

describe('the corpus on Node', () => {
  it.each(LINK_POLICY_CORPUS.map((entry) => [entry.as, caseLabel(entry.input), entry] as const))(
    '%s %s',
    (_as, _label, { input, ...entry }) => {
      const got =
        entry.as === 'redirect'
          ? redirectTarget(input, CONTEXT)
          : (dataLink(input, CONTEXT)?.href ?? null);
      expect(got).toBe(entry.expected);
    },
  );
});

describe('the stand-in decides the same', () => {
  const dir = tempDir();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(dir.path);
  });
  afterAll(async () => {
    await app.close();
    dir.cleanup();
  });

  it('GET /sso/logout?logout_redirect_uri=%2F.%2F%2Fevil.example%2Fx answers Location: / (issue 12)', async () => {
    const res = await app.inject('/sso/logout?logout_redirect_uri=%2F.%2F%2Fevil.example%2Fx');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it.each(REDIRECTS.map((entry) => [caseLabel(entry.input), entry] as const))(
    'logout_redirect_uri=%s',
    async (_label, { input, ...entry }) => {
      const res = await app.inject({
        url: `/sso/logout?logout_redirect_uri=${encodeURIComponent(input)}`,
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(standInTarget(entry.expected));
    },
  );

  it.each(REDIRECTS.map((entry) => [caseLabel(entry.input), entry] as const))(
    'POST /sso/login redirect_uri=%s',
    async (_label, { input, ...entry }) => {
      const res = await postLogin(app, 'student', undefined, input);
      expect(res.statusCode).toBe(302);
      // URLSearchParams writes a space in the query as +; compare what the query means.
      const expected = new URL(standInTarget(entry.expected), CORPUS_ORIGIN);
      const got = new URL(withoutTicket(String(res.headers.location)), CORPUS_ORIGIN);
      expect(got.pathname).toBe(expected.pathname);
      expect([...got.searchParams]).toEqual([...expected.searchParams]);
      expect(got.hash).toBe(expected.hash);
    },
  );
});
