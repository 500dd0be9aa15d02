/**
 * The stand-in is safe by default (issue 12, point 4): it listens on 127.0.0.1 unless told
 * otherwise, answers only to the host names it is configured for (a DNS-rebinding page is
 * refused), keeps the password-less preview session, the manifest save and the scenario switch to
 * this machine and out of production, and does not offer the preview app in production.
 * Also the stand-in input breaks of the same area: a scenario `now` of 1e308 and site ids that
 * are Object.prototype's keys.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { createHostAllowList, requireBrowserWrite } from '../http/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCommandLine } from '../commandLine';
import { REPO_ROOT } from '../paths';
import { fromPlatformTime } from '../time';
import { buildApp, tempDir } from './helpers';

const dir = tempDir('safe-defaults-');
const siteConfigDir = join(dir.path, 'site-configs');
const kpzyFile = join(siteConfigDir, 'hd/kpzy/site.json');
const distDir = join(dir.path, 'dist');
const json = { 'content-type': 'application/json' };
const FOREIGN = 'evil.example:8080';

let preview: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  // A copy: a save that wrongly went through must never touch the project's own manifests.
  cpSync(join(REPO_ROOT, 'site-configs'), siteConfigDir, { recursive: true });
  mkdirSync(join(distDir, 'preview'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>portal</title>门户首页');
  writeFileSync(
    join(distDir, 'preview/index.html'),
    '<!doctype html><title>preview</title>站点预览应用',
  );
  preview = await buildApp(join(dir.path, 'preview'), { siteConfigDir, distDir });
  // Production, with the scenario switch asked for all the same.
  production = await buildApp(join(dir.path, 'production'), {
    siteConfigDir,
    distDir,
    mode: 'production',
    scenarios: true,
  });
}, 60_000);
afterAll(async () => {
  await preview?.close();
  await production?.close();
  dir.cleanup();
});

const fromNetwork = (options: InjectOptions): InjectOptions => ({
  ...options,
  remoteAddress: '10.0.0.5',
});

describe('listening address', () => {
  it('is 127.0.0.1 unless HOST or --host says otherwise; ALLOWED_HOSTS and --allowed-hosts add names', () => {
    const start = (argv: string[], env: NodeJS.ProcessEnv = {}) => {
      const command = resolveCommandLine(argv, env);
      if (command.kind !== 'start') throw new Error(JSON.stringify(command));
      return command.options;
    };
    expect(start([]).host).toBe('127.0.0.1');
    expect(start([], { HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(start(['--host', '::1'], { HOST: '0.0.0.0' }).host).toBe('::1');
    expect(start([], { HOST: '' }).host).toBe('127.0.0.1');
    expect(
      start(['--allowed-hosts', 'a.example.cn,b.example.cn'], {
        ALLOWED_HOSTS: 'portal.example.cn',
      }).allowedHosts,
    ).toEqual(['portal.example.cn', 'a.example.cn', 'b.example.cn']);
    // npm start: preview mode, scenarios for this machine.
    expect(start([])).toMatchObject({ mode: 'preview', scenarios: true, port: 8080 });
  });

  it('refuses a host entry that is not a host name', () => {
    const command = resolveCommandLine([], { ALLOWED_HOSTS: 'http://evil.example/x' });
    expect(command).toMatchObject({ kind: 'refuse', exitCode: 2 });
  });

  it('production refuses to start with the scenario switch on, whichever way it is set', () => {
    for (const [argv, env] of [
      [['--production', '--scenarios'], {}],
      [['--production', '--dev'], {}],
      [['--production'], { EDU_SCENARIOS: '1' }],
      [[], { EDU_MODE: 'production', EDU_SCENARIOS: '1' }],
    ] as [string[], NodeJS.ProcessEnv][]) {
      const command = resolveCommandLine(argv, env);
      expect(command, JSON.stringify([argv, env])).toMatchObject({ kind: 'refuse', exitCode: 2 });
      expect((command as { message: string }).message).toContain('生产模式不能开启场景接口');
    }
    const plain = resolveCommandLine(['--production'], {});
    expect(plain).toMatchObject({
      kind: 'start',
      options: { mode: 'production', scenarios: false },
    });
  });
});

/** Runs server/main.ts; resolves with its output once it printed the ready line or exited. */
function runMain(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    [
      resolve(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
      resolve(REPO_ROOT, 'server/main.ts'),
      ...args,
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, HOST: '', PORT: '', EDU_MODE: '', EDU_SCENARIOS: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const ready = new Promise<string | null>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      fail(new Error(`no ready line: ${stdout}${stderr}`));
    }, 25_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /^Portal listening on (\S+)$/m.exec(stdout);
      if (match) {
        clearTimeout(timer);
        done(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    void exited.then(() => {
      clearTimeout(timer);
      done(null);
    });
  });
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

describe('server/main.ts', () => {
  it('without HOST listens on 127.0.0.1 only, and its ready line says so', async () => {
    const run = runMain(['--port', '0', '--db', join(dir.path, 'main.sqlite')], {});
    try {
      const url = await run.ready;
      expect(url, JSON.stringify(run.output())).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const port = Number(new URL(url!).port);
      expect(await accepts('127.0.0.1', port)).toBe(true);
      // Another address of this machine (when it has one) is not listened on.
      const outside = Object.values(networkInterfaces())
        .flatMap((list) => list ?? [])
        .find((entry) => entry.family === 'IPv4' && !entry.internal);
      if (outside) expect(await accepts(outside.address, port)).toBe(false);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
  });

  it('in production with --scenarios exits with code 2 and says why, in Chinese', async () => {
    const run = runMain(
      ['--production', '--scenarios', '--port', '0', '--db', join(dir.path, 'refused.sqlite')],
      {},
    );
    try {
      expect(await run.ready).toBeNull();
      expect(await run.exited).toBe(2);
      expect(run.output().stderr).toContain('生产模式不能开启场景接口');
    } finally {
      run.child.kill('SIGTERM');
    }
  });
});

describe('host names', () => {
  it('refuses a foreign Host on a service, a page, the manifests and the preview routes', async () => {
    for (const url of [
      '/svc/course/v2/channels/kpzy-home/sections?query_type=0',
      '/hd/kpzy',
      '/manifests/sites/hd-kpzy.json',
      '/__preview/status',
      '/__preview/sites/hd-kpzy/source',
      '/__scenario',
    ]) {
      const answer = await preview.inject({ url, headers: { host: FOREIGN } });
      expect(answer.statusCode, url).toBe(421);
      expect(answer.json(), url).toEqual({
        code: 'HOST_NOT_ALLOWED',
        message: expect.stringContaining('本服务未配置主机名 evil.example'),
      });
    }
    const session = await preview.inject({
      method: 'POST',
      url: '/__preview/session',
      headers: { ...json, host: FOREIGN },
      payload: { account: 'eduadmin' },
    });
    expect(session.statusCode).toBe(421);
    expect(session.body).not.toContain('access_token');
  });

  it('serves loopback names, campaign hosts of environments.json and the bound address', async () => {
    for (const host of [
      'localhost:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
      'diaa.localhost:8080',
      'LOCALHOST.',
      'diaa.smartedu.example',
      'twy.localhost:8080',
    ]) {
      const answer = await preview.inject({ url: '/hd/kpzy', headers: { host } });
      expect(answer.statusCode, host).toBe(200);
      expect(answer.body, host).toContain('门户首页');
    }
    const bound = await buildApp(join(dir.path, 'bound'), { host: '192.0.2.77', siteConfigDir });
    try {
      const own = await bound.inject({ url: '/__preview/status', headers: { host: '192.0.2.77' } });
      expect(own.statusCode).toBe(200);
      const other = await bound.inject({
        url: '/__preview/status',
        headers: { host: '192.0.2.78' },
      });
      expect(other.statusCode).toBe(421);
    } finally {
      await bound.close();
    }
  });

  it('serves the names the operator adds, and a campaign host added while running', async () => {
    const configs = join(dir.path, 'operator-site-configs');
    cpSync(siteConfigDir, configs, { recursive: true });
    const app = await buildApp(join(dir.path, 'operator'), {
      siteConfigDir: configs,
      allowedHosts: ['portal.example.cn:8443', '*.school.example.cn'],
    });
    try {
      const status = (host: string) =>
        app.inject({ url: '/__preview/status', headers: { host } }).then((r) => r.statusCode);
      expect(await status('portal.example.cn')).toBe(200);
      expect(await status('a.school.example.cn:8080')).toBe(200);
      expect(await status('school.example.cn.evil.example')).toBe(421);
      expect(await status('new-campaign.example.cn')).toBe(421);
      const file = join(configs, 'environments.json');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(
          '"campaignHosts": { "diaa.localhost": "hd-diaa" }',
          '"campaignHosts": { "diaa.localhost": "hd-diaa", "new-campaign.example.cn": "hd-diaa" }',
        ),
      );
      expect(await status('new-campaign.example.cn')).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('this machine only', () => {
  const asks: [string, InjectOptions][] = [
    [
      'session',
      {
        method: 'POST',
        url: '/__preview/session',
        headers: json,
        payload: { account: 'eduadmin' },
      },
    ],
    ['source', { url: '/__preview/sites/hd-kpzy/source' }],
    [
      'check',
      {
        method: 'POST',
        url: '/__preview/check',
        headers: json,
        payload: { siteId: 'hd-kpzy', text: '{}' },
      },
    ],
    [
      'save',
      { method: 'PUT', url: '/__preview/sites/hd-kpzy', headers: json, payload: { text: '{}' } },
    ],
    ['scenario list', { url: '/__scenario' }],
    ['scenario', { method: 'POST', url: '/__scenario/contest-ended' }],
    // The analytics collectors' fault switch, counts and reset (routes/analytics.ts).
    [
      'analytics fault',
      {
        method: 'POST',
        url: '/__scenario/analytics/fault',
        headers: json,
        payload: { mode: 'hang' },
      },
    ],
    ['analytics counts', { url: '/__scenario/analytics/counts' }],
    ['analytics reset', { method: 'POST', url: '/__scenario/analytics/reset' }],
  ];

  it('refuses session, source, check, save and the scenario switch to another machine', async () => {
    const before = readFileSync(kpzyFile, 'utf8');
    for (const [name, ask] of asks) {
      const answer = await preview.inject(fromNetwork(ask));
      expect(answer.statusCode, name).toBe(403);
      expect(answer.json<{ message: string }>().message, name).toContain('只接受本机');
      expect(answer.body, name).not.toContain('access_token');
    }
    expect(readFileSync(kpzyFile, 'utf8')).toBe(before);
    // Forwarding headers never make a request local; a local proxy naming another client
    // makes it not local.
    const session = asks[0][1];
    for (const [remoteAddress, forwarded] of [
      ['10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 10.0.0.5' }],
      ['127.0.0.1', { 'x-real-ip': '10.0.0.5' }],
      ['127.0.0.1', { forwarded: 'for="[2001:db8::1]:4711";proto=http' }],
    ] as const) {
      const proxied = await preview.inject({
        ...session,
        remoteAddress,
        headers: { ...json, ...forwarded },
      });
      expect(proxied.statusCode, JSON.stringify(forwarded)).toBe(403);
    }
    // The status tells the preview app on another machine that none of it is available there.
    const status = await preview.inject(fromNetwork({ url: '/__preview/status' }));
    expect(status.json()).toEqual({ mode: 'preview', scenarios: false, save: false });
  });

  it('answers this machine, also as an IPv4-mapped IPv6 address or through a local proxy', async () => {
    const local = await preview.inject({ ...asks[0][1], remoteAddress: '::ffff:127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.json()).toMatchObject({ user_id: 'u-edu-admin' });
    const proxied = await preview.inject({
      ...asks[0][1],
      headers: { ...json, 'x-forwarded-for': '::1', forwarded: 'for=127.0.0.1:5173' },
    });
    expect(proxied.statusCode).toBe(200);
    const status = await preview.inject({ url: '/__preview/status', remoteAddress: '::1' });
    expect(status.json()).toEqual({ mode: 'preview', scenarios: true, save: true });
  });

  it('production has none of them, even asked for scenarios', async () => {
    const before = readFileSync(kpzyFile, 'utf8');
    for (const [name, ask] of asks) {
      const answer = await production.inject(ask);
      expect([403, 404], name).toContain(answer.statusCode);
      expect(answer.body, name).not.toContain('access_token');
      expect(answer.body, name).not.toContain('"contest"');
      // The analytics switch does not exist there at all (not the portal's page either).
      if (name.startsWith('analytics')) expect(answer.statusCode, name).toBe(404);
    }
    expect(readFileSync(kpzyFile, 'utf8')).toBe(before);
    // The asked `hang` changed nothing: production's collector answers and stores.
    const collected = await production.inject({
      method: 'POST',
      url: '/svc/analytics/v1/events',
      headers: { ...json, 'sdp-app-id': 'local-app-id' },
      payload: {
        header: { device_id: 'd-1', platform: 'WEB' },
        events: [{ event_id: 'e-1', event_type: 'menu_view', event_time: 1_780_000_000_000 }],
      },
    });
    expect(collected.statusCode).toBe(200);
    expect(collected.json()).toEqual({ accepted: 1, duplicates: 0 });
  });
});

describe('the preview app in production', () => {
  it('is not served: /preview and dist/preview/** give the portal', async () => {
    for (const url of ['/preview', '/preview/', '/preview/index.html', '/preview/editor']) {
      const answer = await production.inject(url);
      expect(answer.body, url).toContain('门户首页');
      expect(answer.body, url).not.toContain('站点预览应用');
    }
    // Preview mode still serves it.
    expect((await preview.inject('/preview')).body).toContain('站点预览应用');
    expect((await preview.inject('/preview/index.html')).body).toContain('站点预览应用');
  });
});

describe('browser writes', () => {
  it('a DNS-rebinding page cannot save: its own name as Host and Origin is refused', async () => {
    const before = readFileSync(kpzyFile, 'utf8');
    const text = before.replace('"msg:kpzy.page.list"', '"被篡改的标题"');
    const rebound = await preview.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: { ...json, host: FOREIGN, origin: `http://${FOREIGN}` },
      payload: { text, base: before },
    });
    expect(rebound.statusCode).toBe(421);
    // A page elsewhere posting to the loopback address: its Origin is not one of ours.
    const crossSite = await preview.inject({
      method: 'PUT',
      url: '/__preview/sites/hd-kpzy',
      headers: { ...json, host: '127.0.0.1:8080', origin: `http://${FOREIGN}` },
      payload: { text, base: before },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'PREVIEW/FORBIDDEN_ORIGIN' });
    expect(readFileSync(kpzyFile, 'utf8')).toBe(before);
  });

  it('the write check itself refuses a rebound name as Origin, whatever Host says', () => {
    // The host guard (421 above) stops a rebinding page first; the write check must not lean on
    // it: it once compared Origin with the request's own Host, which a rebound page makes equal.
    const allowList = createHostAllowList({ siteConfigDir: join(REPO_ROOT, 'site-configs') });
    const request = (host: string, origin: string) =>
      ({
        headers: { host, origin, 'content-type': 'application/json' },
      }) as unknown as FastifyRequest;
    expect(() =>
      requireBrowserWrite(request(FOREIGN, `http://${FOREIGN}`), allowList, 'X'),
    ).toThrow(expect.objectContaining({ statusCode: 403, code: 'X/FORBIDDEN_ORIGIN' }) as Error);
    expect(() =>
      requireBrowserWrite(request('127.0.0.1:8080', 'http://127.0.0.1:8080'), allowList, 'X'),
    ).not.toThrow();
  });

  it("accepts the preview app's own origin under any allowed name", async () => {
    const answer = await preview.inject({
      method: 'POST',
      url: '/__preview/session',
      headers: { ...json, host: '127.0.0.1:8080', origin: 'http://diaa.localhost:8080' },
      payload: { account: 'teacher' },
    });
    expect(answer.statusCode).toBe(200);
  });

  it('a plain form cannot post: a session asked as text/plain gets no token', async () => {
    const answer = await preview.inject({
      method: 'POST',
      url: '/__preview/session',
      headers: { 'content-type': 'text/plain' },
      payload: '{"account":"eduadmin"}',
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.body).not.toContain('access_token');
  });

  it('a page elsewhere cannot switch the scenario of a server on this machine', async () => {
    const answer = await preview.inject({
      method: 'POST',
      url: '/__scenario/contest-ended',
      headers: { host: '127.0.0.1:8080', origin: 'http://evil.example' },
    });
    expect(answer.statusCode).toBe(403);
    const contest = await preview.inject('/svc/contest/contests/kpzy2026/actions/detail');
    expect(fromPlatformTime(contest.json<{ end_time: string }>().end_time)).toBeGreaterThan(
      Date.now(),
    );
  });
});

describe('scenario now', () => {
  it('1e308 (or any date outside 2000–2100) is refused with a Chinese message, nothing applied', async () => {
    const detail = () =>
      preview.inject('/svc/contest/contests/kpzy2026/actions/detail').then((r) => r.body);
    const before = await detail();
    for (const now of [1e308, 1e13, -1, 946684799999, 1767225600000.5]) {
      const answer = await preview.inject({
        method: 'POST',
        url: '/__scenario/contest-ended',
        headers: json,
        payload: { now },
      });
      expect(answer.statusCode, String(now)).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain('2000-01-01 至 2100-01-01');
      expect(answer.body).not.toContain('NaN');
    }
    expect(await detail()).toBe(before);
    const fine = await preview.inject({
      method: 'POST',
      url: '/__scenario/default',
      headers: json,
      payload: { now: Date.UTC(2099, 11, 31) },
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ now: '2099-12-31T08:00:00.000+0800' });
    await preview.inject({ method: 'POST', url: '/__scenario/default' });
  });
});

describe('site ids that are Object.prototype keys', () => {
  it('constructor, __proto__ and toString are unknown sites on every preview route', async () => {
    const before = readFileSync(kpzyFile, 'utf8');
    for (const id of ['constructor', '__proto__', 'toString']) {
      const answers = [
        await preview.inject({ url: `/__preview/sites/${id}/source` }),
        await preview.inject({
          method: 'POST',
          url: '/__preview/check',
          headers: json,
          payload: { siteId: id, text: before },
        }),
        await preview.inject({
          method: 'PUT',
          url: `/__preview/sites/${id}`,
          headers: json,
          payload: { text: before },
        }),
      ];
      answers.forEach((answer, index) => {
        // The check's body declares a site id (lower-case letters, digits, dashes): `__proto__`
        // and `toString` are not one and are refused by its schema; every other answer is "no
        // such site".
        const notAnId = index === 1 && id !== 'constructor';
        expect(answer.statusCode, `${id}: ${answer.body}`).toBe(notAnId ? 400 : 404);
        expect(answer.json()).toMatchObject({
          code: notAnId ? 'INVALID_ARGUMENT' : 'PREVIEW/SITE_NOT_FOUND',
        });
      });
    }
    expect(readFileSync(kpzyFile, 'utf8')).toBe(before);
  });
});
