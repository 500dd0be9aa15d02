/**
 * Probe family `redirect` (issue 12): every redirect and link payload thrown at every place that
 * decides one, without a browser.
 *
 * 1. The corpus (src/runtime/links/linkPolicyCorpus.ts): each case must give exactly its
 *    expected answer.
 * 2. A generated extension: each escaping form (`//`, `/\`, `\\`, tabs, newlines, dot segments,
 *    encoded and double-encoded dots, slashes and backslashes, full-width forms, user info…)
 *    aimed at two foreign hosts, as it arrives and encoded once more, through each carrier:
 *    - the login bridge's `redirect_uri` (bridgeTarget, as the block reads it from the query);
 *    - the stand-in's `/sso/logout?logout_redirect_uri=` (its Location), `/sso/login`'s
 *      `redirect_uri` (the page's form field, and for a few forms a real sign-in's Location),
 *      through `app.inject` on a temporary database;
 *    - the data-link decision (a link from data, and a manifest `to` through siteHref).
 *
 * A result holds when a browser following it stays on the site (or, for the bridge, goes to an
 * allowed host), and an in-site answer is a path no reader can take for another host: checked
 * here independently of the policy, by resolving the answer (and its percent-decoded readings)
 * against other bases.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bridgeTarget } from '../../blocks/login-bridge/bridgeTarget';
import { createApp } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/seed-data/users';
import { dataLink, redirectTarget } from '../../src/runtime/links/linkPolicy';
import {
  CORPUS_ALLOWED_HOSTS,
  CORPUS_ORIGIN,
  LINK_POLICY_CORPUS,
  caseLabel,
  escapingForms,
} from '../../src/runtime/links/linkPolicyCorpus';
import { siteHref } from '../../src/runtime/links/siteHref';
import type { ProbeBreak, ProbeFamily, ProbeFamilyResult } from './types';

const SITE_HOST = new URL(CORPUS_ORIGIN).host;
const TARGET_HOSTS = ['evil.example', 'allowed.example.evil.example'];
const THEME = 'dark';
/**
 * The forms a real sign-in is made with (each costs a password hash, so not every payload): the
 * ones issue 12 found leaving, and one of each other kind.
 */
const SIGN_IN_FORMS = [
  '/.//evil.example/x',
  '/../..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/%252e%252e//evil.example/x',
  '/.\\/evil.example/x',
  '/\\evil.example/x',
  '/\t/evil.example/x',
  '\\\\evil.example/x',
  '//evil.example/x',
  'http://allowed.example@evil.example/x',
];
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Percent-decodes once (ASCII escapes only when the text is not valid UTF-8). */
function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

/**
 * Why an in-site answer could be read as something else, or null. Independent of the policy:
 * the path must start with one `/`, hold no backslash, white space or control character, and
 * stay a path of whatever origin reads it, also after being percent-decoded up to three times.
 */
export function inSiteProblem(path: string): string | null {
  if (!/^\/(?![/\\])/.test(path)) return 'does not start with a single /';
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(path)) return 'holds a backslash, space or control';
  let reading = path;
  for (let round = 0; round < 4; round += 1) {
    for (const base of ['http://probe.invalid/a/b', 'https://other.invalid/']) {
      let url: URL;
      try {
        url = new URL(reading, base);
      } catch {
        continue;
      }
      if (url.host !== new URL(base).host)
        return `read as host ${url.host} (${JSON.stringify(reading)})`;
      // Written out again as a path (what a server or a router does), // would be a host.
      if (url.pathname.startsWith('//'))
        return `normalises to ${url.pathname} (${JSON.stringify(reading)})`;
    }
    const next = decodeOnce(reading);
    if (next === reading) break;
    reading = next;
  }
  return null;
}

/** Why a redirect target breaks, or null: in-site and unambiguous, or on an allowed host. */
export function redirectProblem(target: string, allowedHosts: readonly string[]): string | null {
  if (target.startsWith('/')) {
    const problem = inSiteProblem(target);
    if (problem) return problem;
    const host = new URL(target, `${CORPUS_ORIGIN}/cgi-bin/connect`).host;
    return host === SITE_HOST ? null : `leaves to ${host}`;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'not a URL and not a path';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `scheme ${url.protocol}`;
  if (url.username || url.password) return 'user info';
  const host = url.hostname.replace(/\.$/, '');
  const allowed = allowedHosts.some((entry) => host === entry || host.endsWith(`.${entry}`));
  return allowed ? null : `leaves to ${url.host}`;
}

/** Why a data link's href breaks, or null: in-site, or the interstitial with an http(s) url. */
export function linkProblem(href: string | undefined): string | null {
  if (href === undefined) return null;
  const problem = inSiteProblem(href);
  if (problem) return problem;
  const url = new URL(href, CORPUS_ORIGIN);
  if (url.pathname !== '/externalLink') return null;
  const target = url.searchParams.get('url') ?? '';
  let external: URL;
  try {
    external = new URL(target);
  } catch {
    return `interstitial for a non-URL ${JSON.stringify(target)}`;
  }
  if (external.protocol !== 'http:' && external.protocol !== 'https:')
    return `interstitial for ${external.protocol}`;
  if (external.searchParams.has('x-edu-theme')) return 'x-edu-theme sent to another host';
  return null;
}

export const redirectFamily: ProbeFamily = {
  name: 'redirect',
  async run({ log }): Promise<ProbeFamilyResult> {
    const breaks: ProbeBreak[] = [];
    let tried = 0;
    const check = (label: string, detail: string, problem: string | null) => {
      tried += 1;
      if (problem) breaks.push({ case: label, detail: `${detail}: ${problem}` });
    };
    const context = { origin: CORPUS_ORIGIN, allowedHosts: CORPUS_ALLOWED_HOSTS };

    // 1. The corpus, answer for answer.
    for (const entry of LINK_POLICY_CORPUS) {
      const got =
        entry.as === 'redirect'
          ? redirectTarget(entry.input, context)
          : (dataLink(entry.input, context)?.href ?? null);
      const label = `${entry.as} ${caseLabel(entry.input)}`;
      const mismatch = got === entry.expected ? null : `expected ${JSON.stringify(entry.expected)}`;
      check(label, `gave ${JSON.stringify(got)}`, mismatch);
    }
    log(`redirect: corpus ${LINK_POLICY_CORPUS.length} cases`);

    // 2. The generated extension through every carrier.
    const plain = TARGET_HOSTS.flatMap((host) => escapingForms(host));
    const payloads = [...plain, ...plain.map((form) => encodeURIComponent(form))];
    const dir = mkdtempSync(join(tmpdir(), 'probe-redirect-'));
    const app = await createApp({
      dbPath: join(dir, 'portal.sqlite'),
      distDir: join(dir, 'no-dist'),
      scenarios: false,
      mode: 'production',
    });
    try {
      for (const payload of payloads) {
        const label = caseLabel(payload);
        const query = `=${encodeURIComponent(payload)}`;

        const fromQuery = new URLSearchParams(`redirect_uri${query}`).get('redirect_uri');
        const bridge = bridgeTarget(fromQuery, CORPUS_ORIGIN, CORPUS_ALLOWED_HOSTS);
        check(
          `bridge redirect_uri ${label}`,
          `→ ${bridge}`,
          redirectProblem(bridge, CORPUS_ALLOWED_HOSTS),
        );

        const logout = await app.inject({ url: `/sso/logout?logout_redirect_uri${query}` });
        const logoutLocation = String(logout.headers.location ?? '');
        check(
          `stand-in logout_redirect_uri ${label}`,
          `${logout.statusCode} Location: ${logoutLocation}`,
          logout.statusCode === 302 ? redirectProblem(logoutLocation, []) : 'no redirect',
        );

        // The sign-in form without a password answers the page again, its redirect_uri field
        // holding the decided target (no password hashing, so every payload stays cheap).
        const page = await app.inject({
          method: 'POST',
          url: '/sso/login',
          headers: FORM,
          payload: new URLSearchParams({ account: 'student', redirect_uri: payload }).toString(),
        });
        const field = /name="redirect_uri" value="([^"]*)"/.exec(page.body)?.[1];
        const kept = field
          ?.replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
        check(
          `stand-in login redirect_uri ${label}`,
          `form field ${JSON.stringify(kept)}`,
          kept === undefined ? 'no redirect_uri field' : redirectProblem(kept, []),
        );

        const link = dataLink(payload, { ...context, theme: THEME });
        check(`data link ${label}`, `href ${link?.href}`, linkProblem(link?.href));
        const to = dataLink(siteHref('/hd/kpzy', payload), { ...context, theme: THEME });
        check(`manifest to ${label}`, `href ${to?.href}`, linkProblem(to?.href));
      }

      // Real sign-ins: the Location the browser is sent to, ticket added.
      for (const form of SIGN_IN_FORMS) {
        const res = await app.inject({
          method: 'POST',
          url: '/sso/login',
          headers: FORM,
          payload: new URLSearchParams({
            account: 'student',
            password: DEMO_PASSWORD,
            redirect_uri: form,
          }).toString(),
        });
        const location = String(res.headers.location ?? '');
        check(
          `stand-in sign-in redirect_uri ${caseLabel(form)}`,
          `${res.statusCode} Location: ${location}`,
          res.statusCode === 302 ? redirectProblem(location, []) : 'no redirect',
        );
      }
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
    log(`redirect: ${payloads.length} generated payloads × 5 carriers, plus real sign-ins`);

    return { family: 'redirect', tried, held: tried - breaks.length, broke: breaks.length, breaks };
  },
};
