/**
 * The link policy in the browser's environment (jsdom's URL). The same corpus runs on Node and
 * through the stand-in's routes in server/tests/linkPolicy.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  addressHref,
  dataLink,
  decideLink,
  hostAllowed,
  redirectTarget,
  withTheme,
} from './linkPolicy';
import {
  CORPUS_ALLOWED_HOSTS,
  CORPUS_ORIGIN,
  LINK_POLICY_CORPUS,
  caseLabel,
  escapingForms,
} from './linkPolicyCorpus';

const CONTEXT = { origin: CORPUS_ORIGIN, allowedHosts: CORPUS_ALLOWED_HOSTS };

describe('the redirect and link corpus', () => {
  it('holds at least 40 payloads', () => {
    expect(new Set(LINK_POLICY_CORPUS.map((entry) => entry.input)).size).toBeGreaterThan(40);
  });

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

describe('no in-site answer can be read as another host', () => {
  const inputs = [
    ...LINK_POLICY_CORPUS.map((entry) => entry.input),
    ...escapingForms('evil.example'),
  ];
  it.each(inputs.map((input) => [caseLabel(input), input]))('%s', (_label, input) => {
    const decision = decideLink(input, CONTEXT);
    if (decision.kind !== 'in-site') return;
    expect(decision.path).toMatch(/^\/(?![/\\])/);
    // No backslash, white space or control character (all of which some browser strips or reads).
    // eslint-disable-next-line no-control-regex
    expect(decision.path).not.toMatch(/[\\\s\u0000-\u001f\u007f]/);
    // Read again from anywhere (another page, another origin), it stays a path of that origin.
    expect(new URL(decision.path, 'https://other.example/deep/page').host).toBe('other.example');
    // And deciding it again gives the same path.
    expect(decideLink(decision.path, CONTEXT)).toEqual(decision);
  });
});

describe('decideLink', () => {
  it('gives the external address, its host and whether the host is allowed', () => {
    expect(decideLink('https://SSO.allowed.example/cb?a=1', CONTEXT)).toEqual({
      kind: 'external',
      url: 'https://sso.allowed.example/cb?a=1',
      host: 'sso.allowed.example',
      allowed: true,
    });
  });

  it('says why it refuses', () => {
    expect(decideLink(undefined, CONTEXT)).toEqual({ kind: 'refused', reason: 'not-text' });
    expect(decideLink('data:,x', CONTEXT)).toEqual({ kind: 'refused', reason: 'scheme' });
    expect(decideLink('/.//evil.example', CONTEXT)).toEqual({
      kind: 'refused',
      reason: 'ambiguous-path',
    });
  });

  it('without an origin takes absolute http(s) addresses only', () => {
    expect(decideLink('/x', {})).toEqual({ kind: 'refused', reason: 'relative' });
    expect(decideLink('https://a.example/x', {})).toMatchObject({ kind: 'external' });
  });

  it('resolves against a given base; base null refuses what depends on the current path', () => {
    expect(decideLink('list?a=1', { ...CONTEXT, base: '/hd/kpzy/' })).toEqual({
      kind: 'in-site',
      path: '/hd/kpzy/list?a=1',
    });
    expect(decideLink('entry.js', { ...CONTEXT, base: null })).toEqual({
      kind: 'refused',
      reason: 'relative',
    });
    expect(decideLink('/apps/entry.js', { ...CONTEXT, base: null })).toEqual({
      kind: 'in-site',
      path: '/apps/entry.js',
    });
  });
});

describe('hostAllowed', () => {
  it.each([
    ['allowed.example', true],
    ['a.b.allowed.example', true],
    ['allowed.example.', true],
    ['evil-allowed.example', false],
    ['allowed.example.evil.example', false],
    ['evilallowed.example', false],
    ['', false],
  ])('%s → %s', (host, allowed) => {
    expect(hostAllowed(host, [' Allowed.Example '])).toBe(allowed);
  });

  it('ignores list entries that are not host names', () => {
    expect(hostAllowed('evil.example', ['', 'evil.example/x', 'u@evil.example'])).toBe(false);
  });
});

describe('redirectTarget', () => {
  it('falls back to the given site home, never to a foreign one', () => {
    expect(redirectTarget('//evil.example', { ...CONTEXT, fallback: '/hd/kpzy' })).toBe('/hd/kpzy');
    expect(redirectTarget('//evil.example', { ...CONTEXT, fallback: '//evil.example' })).toBe('/');
  });
});

describe('x-edu-theme (ledger A-59)', () => {
  it('is carried to in-site links and to the interstitial page, never into the external address', () => {
    const context = { ...CONTEXT, theme: 'dark' };
    expect(dataLink('/hd/kpzy?a=1#t', context)).toEqual({
      href: '/hd/kpzy?a=1&x-edu-theme=dark#t',
      leaves: false,
    });
    expect(dataLink('https://evil.example/x', context)).toEqual({
      href: '/externalLink?url=https%3A%2F%2Fevil.example%2Fx&x-edu-theme=dark',
      leaves: true,
    });
    expect(addressHref('https://cdn.example/v.mp4', context)).toBe('https://cdn.example/v.mp4');
    expect(addressHref('/media/v.mp4', context)).toBe('/media/v.mp4?x-edu-theme=dark');
    expect(withTheme('/a', null)).toBe('/a');
  });
});
