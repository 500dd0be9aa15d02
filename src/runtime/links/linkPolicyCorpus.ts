/**
 * The redirect and link corpus (issue 12): hostile and careless inputs with what the policy
 * (`linkPolicy.ts`) must make of them. The same table runs in the unit project (jsdom's URL), the
 * server project (Node's URL, and the stand-in's real routes) and the probe suite
 * (`scripts/probe/redirectFamily.ts`), so the browser and the stand-in are seen to agree.
 *
 * Every case is decided in the context below: a page on CORPUS_ORIGIN (the stand-in as tests
 * reach it), with CORPUS_ALLOWED_HOSTS trusted for redirects, no theme, relative references
 * resolved against the origin's root.
 * - `as: 'redirect'`: `expected` is where the browser is sent (`/` when refused).
 * - `as: 'link'`: `expected` is the href rendered for a link from data, or null for no link.
 *
 * To add a payload: append a `both(...)` line (or `redirect(...)` / `link(...)`) with what it
 * must become, and say why. Pure data: no imports, so every runner can load it.
 */
export const CORPUS_ORIGIN = 'http://localhost';
export const CORPUS_ALLOWED_HOSTS: readonly string[] = ['allowed.example'];

export interface LinkPolicyCase {
  input: string;
  as: 'redirect' | 'link';
  /** Redirect: the target. Link: the href, or null for no link. */
  expected: string | null;
  /** What the case tries. */
  why: string;
}

/** The interstitial href for an external address, written out independently of the policy. */
const via = (url: string) => `/externalLink?url=${encodeURIComponent(url)}`;

const cases: LinkPolicyCase[] = [];
const redirect = (input: string, expected: string, why: string) =>
  cases.push({ input, as: 'redirect', expected, why });
const link = (input: string, expected: string | null, why: string) =>
  cases.push({ input, as: 'link', expected, why });
/** The same input as a redirect target and as a link from data. */
const both = (input: string, asRedirect: string, asLink: string | null, why: string) => {
  redirect(input, asRedirect, why);
  link(input, asLink, why);
};

// In-site addresses that must keep working.
both(
  '/hd/kpzy/list?libraryId=L1#top',
  '/hd/kpzy/list?libraryId=L1#top',
  '/hd/kpzy/list?libraryId=L1#top',
  'plain in-site path',
);
both(
  'http://localhost/liveList?a=1',
  '/liveList?a=1',
  '/liveList?a=1',
  'absolute address of this origin → its path',
);
both('list?x=1', '/list?x=1', '/list?x=1', 'relative reference resolves against the root');
both('?tab=2', '/?tab=2', '/?tab=2', 'query only');
both('#top', '/#top', '/#top', 'hash only');
both('./a/../b', '/b', '/b', 'dot segments of a harmless path are resolved');
both('/a/%2e%2e/b', '/b', '/b', '%2e%2e is a dot segment to the URL parser: resolved');
both(' /user \n', '/user', '/user', 'leading and trailing white space trimmed');
both('\u3000/x\u00a0', '/x', '/x', 'ideographic space and no-break space at the ends trimmed');
both(
  '/hd/kpzy?keyword=数学 课',
  '/hd/kpzy?keyword=%E6%95%B0%E5%AD%A6%20%E8%AF%BE',
  '/hd/kpzy?keyword=%E6%95%B0%E5%AD%A6%20%E8%AF%BE',
  'Chinese and spaces percent-encoded',
);
both(
  '/a?x=\\y#z\\w',
  '/a?x=%5Cy#z%5Cw',
  '/a?x=%5Cy#z%5Cw',
  'backslashes in query and hash encoded',
);
both(
  'http:evil.example',
  '/evil.example',
  '/evil.example',
  'same scheme without slashes is relative (as in a browser on http)',
);

// Empty, unparsable, too long.
both('', '/', null, 'empty');
both('   \t ', '/', null, 'only white space');
both('http://[::1', '/', null, 'unparsable IPv6 host');
both('http://exa mple.example/', '/', null, 'space in the host: unparsable');
both('https://', '/', null, 'scheme without host');
both(`/${'a'.repeat(5000)}`, '/', null, 'longer than MAX_LINK_LENGTH');

// Dot segments and encoded dots that make a path start with //.
both('/.//evil.example/x', '/', null, 'dot segment leaves //evil.example/x');
both('/.\\/evil.example/x', '/', null, 'dot segment and backslash');
both('/../..//evil.example/x', '/', null, 'parent segments above the root');
both('/x/..//evil.example', '/', null, 'parent segment then //');
both('/%2e/%2e//evil.example/x', '/', null, 'encoded single dots');
both('/%2E%2E//evil.example', '/', null, 'encoded double dot, upper case');
both('/.%2e//evil.example', '/', null, 'half-encoded double dot');
both('/%252e%252e//evil.example/x', '/', null, 'double-encoded dots: a second decode reads ..');
both('/%252e/x', '/', null, 'double-encoded single dot segment');
both('/%2F%2Fevil.example', '/', null, 'encoded slashes: decoded the path starts with //');
both('/%5Cevil.example/p', '/', null, 'encoded backslash');
both('/%00/x', '/', null, 'encoded NUL');
both('/\u0000/x', '/', null, 'raw NUL inside');

// Backslashes, tabs and newlines: the browser reads these as //evil.example.
both('/\\evil.example/p', '/', via('http://evil.example/p'), '/\\ is // to a browser');
both(
  '/\t/evil.example/p',
  '/',
  via('http://evil.example/p'),
  'a tab inside is dropped by the browser',
);
both(
  '/\n/evil.example/p',
  '/',
  via('http://evil.example/p'),
  'a newline inside is dropped by the browser',
);
both(
  '/\r\n/evil.example/p',
  '/',
  via('http://evil.example/p'),
  'CR LF inside is dropped by the browser',
);
both('\\\\evil.example/p', '/', via('http://evil.example/p'), '\\\\ is // to a browser');
both('\\/evil.example/p', '/', via('http://evil.example/p'), '\\/ is // to a browser');
both('//evil.example/x', '/', via('http://evil.example/x'), 'scheme-relative');
both('///evil.example/x', '/', via('http://evil.example/x'), 'three slashes');
both('\t//evil.example', '/', via('http://evil.example/'), 'leading tab');
both(
  'http:/\\evil.example/x',
  '/',
  via('http://evil.example/x'),
  'http:/\\ is http:// to a browser',
);

// Full-width and ideographic forms.
both('／／evil.example/x', '/', null, 'full-width solidus: NFKC reads //');
both('/．．/．．/x', '/', null, 'full-width full stops: NFKC reads ..');
both('/。。/x', '/', null, 'ideographic full stops read as dots');
both('＼＼evil.example', '/', null, 'full-width backslashes');
both(
  'https://evil。example/x',
  '/',
  via('https://evil.example/x'),
  'ideographic full stop in a host is a dot',
);
both(
  'https://evil．example/x',
  '/',
  via('https://evil.example/x'),
  'full-width full stop in a host is a dot',
);

// Other hosts, user info, allowed hosts and their look-alikes.
both('https://evil.example/x', '/', via('https://evil.example/x'), 'another host');
both('HTTPS://EVIL.EXAMPLE/X', '/', via('https://evil.example/X'), 'upper case scheme and host');
both(
  'https:evil.example',
  '/',
  via('https://evil.example/'),
  'other scheme without slashes is absolute',
);
both(
  'http://allowed.example@evil.example/',
  '/',
  null,
  'user info that looks like the allowed host',
);
both('http://user:pw@localhost/x', '/', null, 'user info on this very origin');
both(
  'http://evil.example\\@allowed.example/',
  '/',
  via('http://evil.example/@allowed.example/'),
  'backslash ends the host before @',
);
both(
  'http://evil.example#@allowed.example',
  '/',
  via('http://evil.example/#@allowed.example'),
  '# ends the host before @',
);
both(
  'https://allowed.example/cb?a=1',
  'https://allowed.example/cb?a=1',
  via('https://allowed.example/cb?a=1'),
  'allowed host',
);
both(
  'https://sso.allowed.example/cb',
  'https://sso.allowed.example/cb',
  via('https://sso.allowed.example/cb'),
  'subdomain of an allowed host',
);
both(
  'https://ALLOWED.example./x',
  'https://allowed.example./x',
  via('https://allowed.example./x'),
  'allowed host with a trailing dot',
);
both(
  'https://allowed。example/x',
  'https://allowed.example/x',
  via('https://allowed.example/x'),
  'allowed host written with an ideographic dot',
);
both(
  '//allowed.example/x',
  'http://allowed.example/x',
  via('http://allowed.example/x'),
  'scheme-relative to an allowed host',
);
both(
  'https://evil-allowed.example/',
  '/',
  via('https://evil-allowed.example/'),
  'look-alike: prefix',
);
both(
  'https://allowed.example.evil.example/',
  '/',
  via('https://allowed.example.evil.example/'),
  'look-alike: allowed name as a subdomain',
);
both(
  'https://evilallowed.example/',
  '/',
  via('https://evilallowed.example/'),
  'look-alike: suffix without a dot',
);
both('http://127.0.0.1/x', '/', via('http://127.0.0.1/x'), 'IPv4 host');
both('http://0x7f.1/', '/', via('http://127.0.0.1/'), 'IPv4 host in hex shorthand');
both('http://[::1]:8080/', '/', via('http://[::1]:8080/'), 'IPv6 host');
both(
  'http://localhost:8080/x',
  '/',
  via('http://localhost:8080/x'),
  'same host, other port: another origin',
);
both(
  'https://localhost/x',
  '/',
  via('https://localhost/x'),
  'same host, other scheme: another origin',
);

// Schemes that are never followed.
both('javascript:alert(1)', '/', null, 'javascript:');
both('JaVaScRiPt:alert(1)', '/', null, 'javascript: in mixed case');
both('java\tscript:alert(1)', '/', null, 'tab inside the scheme');
both('java\nscript:alert(1)', '/', null, 'newline inside the scheme');
both('\u0001 javascript:alert(1)', '/', null, 'leading control character and space');
both('javascript://%0aalert(1)', '/', null, 'javascript: that looks like a path');
both('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', '/', null, 'data:');
both('vbscript:msgbox(1)', '/', null, 'vbscript:');
both('file:///etc/passwd', '/', null, 'file:');
both('mailto:a@evil.example', '/', null, 'mailto:');
both(
  '&#106;avascript:alert(1)',
  '/&#106;avascript:alert(1)',
  '/&#106;avascript:alert(1)',
  'entity-like text is a harmless relative path',
);
both(
  'javascript&colon;alert(1)',
  '/javascript&colon;alert(1)',
  '/javascript&colon;alert(1)',
  'entity-like colon is a harmless relative path',
);

export const LINK_POLICY_CORPUS: readonly LinkPolicyCase[] = cases;

/** An input as one short printable line, for test names and probe reports. */
export function caseLabel(input: string): string {
  const printable = JSON.stringify(input);
  return printable.length > 72 ? `${printable.slice(0, 60)}…(${input.length} chars)` : printable;
}

/**
 * Forms that try to reach another host while looking in-site, for the probe's generated
 * extension: each is combined with each carrier (bridge, stand-in logout and login, data link)
 * and with extra percent-encoding. `host` is the host the form tries to reach.
 */
export function escapingForms(host: string): string[] {
  return [
    `//${host}/x`,
    `///${host}/x`,
    `/\\${host}/x`,
    `\\\\${host}/x`,
    `\\/${host}/x`,
    `/\t/${host}/x`,
    `/\n/${host}/x`,
    `/\r/${host}/x`,
    ` \t//${host}/x`,
    `/.//${host}/x`,
    `/./\\${host}/x`,
    `/.\\/${host}/x`,
    `/../..//${host}/x`,
    `/x/..//${host}/x`,
    `/%2e//${host}/x`,
    `/%2e%2e//${host}/x`,
    `/.%2E//${host}/x`,
    `/%252e%252e//${host}/x`,
    `/%25252e//${host}/x`,
    `/%2f${host}/x`,
    `/%2F%2F${host}/x`,
    `/%5c${host}/x`,
    `/%255c${host}/x`,
    `/%09/${host}/x`,
    `／／${host}/x`,
    `/／${host}/x`,
    `＼＼${host}/x`,
    `/．．//${host}/x`,
    `/。。//${host}/x`,
    `http:${host}/x`,
    `https:${host}/x`,
    `http:/\\${host}/x`,
    `https:\\\\${host}/x`,
    `http://${host}/x`,
    `HTTPS://${host.toUpperCase()}/x`,
    `http://allowed.example@${host}/x`,
    `http://allowed.example%40${host}/x`,
    `http://${host}\\@allowed.example/x`,
    `http://${host}#@allowed.example`,
    `http://${host}?@allowed.example`,
    `https://${host.replace(/\./g, '。')}/x`,
    `https://${host.replace(/\./g, '．')}/x`,
    `https://${host}.`,
    `https://${host}:443/x`,
  ];
}
