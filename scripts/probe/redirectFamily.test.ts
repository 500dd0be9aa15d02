import { describe, expect, it } from 'vitest';
import { inSiteProblem, linkProblem, redirectFamily, redirectProblem } from './redirectFamily';

describe('redirect probe family', () => {
  it('sees the breaks issue 12 found, whatever the policy says', () => {
    // What the bridge and the stand-in answered before (Location: //evil.example/x …).
    for (const target of ['//evil.example/x', '/\\evil.example/x', '/%2e%2e//evil.example/x'])
      expect(redirectProblem(target, [])).not.toBeNull();
    expect(redirectProblem('/%252e%252e//evil.example/x', [])).not.toBeNull();
    expect(redirectProblem('https://evil.example/x', ['allowed.example'])).toMatch(/leaves/);
    // The links that looked in-site and left.
    for (const href of [
      '/\\evil.example/p',
      '/\t/evil.example/p',
      '/\n/evil.example/p',
      '\\\\evil.example/p',
    ])
      expect(linkProblem(href)).not.toBeNull();
    expect(linkProblem('/externalLink?url=javascript%3Aalert(1)')).toMatch(/javascript/);
  });

  it('lets good answers hold', () => {
    expect(inSiteProblem('/hd/kpzy/list?libraryId=L1#top')).toBeNull();
    expect(redirectProblem('https://sso.allowed.example/cb', ['allowed.example'])).toBeNull();
    expect(
      linkProblem('/externalLink?url=https%3A%2F%2Fevil.example%2Fx&x-edu-theme=dark'),
    ).toBeNull();
    expect(linkProblem(undefined)).toBeNull();
  });

  it('runs the corpus and every carrier with no break', async () => {
    const lines: string[] = [];
    const result = await redirectFamily.run({
      repoRoot: '.',
      seed: 1,
      log: (line) => lines.push(line),
    });
    expect(result.breaks).toEqual([]);
    expect(result).toMatchObject({ family: 'redirect', broke: 0 });
    expect(result.held).toBe(result.tried);
    expect(result.tried).toBeGreaterThan(1000);
    expect(lines.length).toBeGreaterThan(0);
  });
});
