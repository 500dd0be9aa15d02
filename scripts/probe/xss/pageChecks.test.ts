// @vitest-environment jsdom
/** What the XSS family counts as broken on a page (run in jsdom here, in Chromium by the probe). */
import { afterEach, describe, expect, it } from 'vitest';
import { checkPage } from './pageChecks';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function check(html: string, address = '/') {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = html;
  return checkPage('/externalLink');
}

describe('checkPage', () => {
  it('reports links that look in-site but leave, naming the carrier from the link, not its text', () => {
    const { findings } = check(
      '<nav class="site-header__menu"><a href="/\\evil.example/xss-12354">xss-999 label</a></nav>',
    );
    expect(findings).toEqual([
      {
        what: 'link leaves the site',
        evidence:
          '<a> in .site-header__menu "/\\\\evil.example/xss-12354" → http://evil.example/xss-12354',
        ids: [12354],
      },
    ]);
  });

  it('blames the address, not the parameters the site adds to it', () => {
    const { findings } = check(
      '<a href="/\\evil.example/xss-21053?x-edu-theme=%3Cimg%20src%3Dx%20onerror%3D__xssHit(30309)%3E">x</a>',
    );
    expect(findings.map((finding) => finding.ids)).toEqual([[21053]]);
  });

  it('lets links through the interstitial and in-site links pass, and the interstitial show its own address', () => {
    const inSite = check(
      '<a href="/externalLink?url=https%3A%2F%2Fevil.example%2Fxss-1">x</a><a href="/hd/kpzy/list">y</a>',
    );
    expect(inSite.findings).toEqual([]);
    const interstitial = check(
      '<a href="https://reading.example/books">继续访问</a><a href="https://evil.example/xss-7">menu</a>',
      '/externalLink?url=https%3A%2F%2Freading.example%2Fbooks',
    );
    expect(interstitial.findings.map((finding) => finding.ids)).toEqual([[7]]);
  });

  it('reports javascript: and data: addresses, and elements the app never renders', () => {
    const { findings } = check(
      [
        '<a href=" java&#9;script:__xssHit(101)">a</a>',
        '<form action="javascript:__xssHit(102)"><button formaction="data:text/html,xss-103">b</button></form>',
        '<img src="data:image/png;base64,AAAA">',
        '<iframe srcdoc="&lt;script&gt;parent.__xssHit(104)&lt;/script&gt;"></iframe>',
        '<object data="x"></object><embed src="/x"><base href="/x/">',
        '<meta http-equiv="refresh" content="0;url=/">',
      ].join(''),
    );
    expect(findings.map((finding) => [finding.what, finding.ids])).toEqual([
      ['javascript: in a[href]', [101]],
      ['javascript: in form[action]', [102]],
      ['data: in button[formaction]', [103]],
      ['<iframe srcdoc> in page', [104]],
      ['<object> in page', []],
      ['<embed> in page', []],
      ['<base> in page', []],
      ['<meta http-equiv=refresh> in page', []],
    ]);
  });

  it('lists the marker ids a page shows, escaped or not (the carriers it rendered)', () => {
    const { renderedIds, findings } = check(
      '<p>&lt;img src=x onerror=__xssHit(5712)&gt; //evil.example/xss-5713</p>',
    );
    expect(findings).toEqual([]);
    expect(renderedIds.sort()).toEqual([5712, 5713]);
  });
});
