import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '../src/manifestCheck/siteConfigs';
import { blockSchemaInfo } from '../src/manifestCheck/blockSchemas';
import { createSite, parseSiteArgument } from './new-site';

const repoRoot = resolve(import.meta.dirname, '..');
const tsx = join(repoRoot, 'node_modules/.bin/tsx');
let workDir: string;
let siteConfigDir: string;

beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), 'new-site-'));
  siteConfigDir = join(workDir, 'site-configs');
  cpSync(join(repoRoot, 'site-configs'), siteConfigDir, { recursive: true });
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(tsx, [join(repoRoot, 'scripts/new-site.ts'), ...args, '--dir', siteConfigDir], {
    cwd: repoRoot,
    encoding: 'utf8',
  });

describe('npm run new-site hd/<key>', () => {
  it('creates a campaign site that the site-config check accepts and indexes at /hd/<key>', async () => {
    const result = run('hd/spring');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('已创建站点 hd/spring');

    const loaded = loadSiteConfigs(siteConfigDir, { blocks: await blockSchemaInfo(), repoRoot });
    expect(loaded.problems).toEqual([]);
    expect(loaded.index).toContainEqual({
      id: 'hd-spring',
      kind: 'campaign',
      match: { pathPrefix: '/hd/spring' },
    });
    const site = loaded.sites.find((candidate) => candidate.id === 'hd-spring')!;
    // Shared gates by reference, inlined by the loader exactly as kpzy's are.
    const kpzy = loaded.sites.find((candidate) => candidate.id === 'hd-kpzy')!;
    expect(Object.keys(site.gates ?? {})).toEqual(['enroll', 'upload', 'myWork', 'review']);
    expect(site.gates?.enroll).toEqual(kpzy.gates?.enroll);
    const raw = readFileSync(join(siteConfigDir, 'hd/spring/site.json'), 'utf8');
    expect(JSON.parse(raw).gates.enroll).toEqual({ $ref: '../../shared/gates.json#/enroll' });
    expect(site.header.menu).toEqual([{ label: 'msg:spring.nav.home', to: '' }]);
    expect(site.routes).toEqual([{ path: '', page: 'home' }]);
    expect(loaded.messages['zh-CN']['spring.title']).toBe('新活动（spring）');
    expect(loaded.messages.en['spring.title']).toBe('New campaign (spring)');
  });

  it('passes `npm run validate --dir` and leaves the catalogues valid JSON with the old entries', () => {
    const before = JSON.parse(readFileSync(join(siteConfigDir, 'messages/zh-CN.json'), 'utf8'));
    expect(run('hd/autumn').status).toBe(0);
    const validate = spawnSync(tsx, ['scripts/validate.ts', '--dir', siteConfigDir], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(validate.stderr).toBe('');
    expect(validate.status).toBe(0);
    const after = JSON.parse(readFileSync(join(siteConfigDir, 'messages/zh-CN.json'), 'utf8'));
    expect(after).toMatchObject(before);
    expect(Object.keys(after).length).toBe(Object.keys(before).length + 5);
  });

  it('refuses an existing site with a Chinese sentence and exit code 1, changing nothing', () => {
    const catalogue = readFileSync(join(siteConfigDir, 'messages/zh-CN.json'), 'utf8');
    const result = run('hd/kpzy');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('站点 hd/kpzy 已存在');
    expect(readFileSync(join(siteConfigDir, 'messages/zh-CN.json'), 'utf8')).toBe(catalogue);
  });

  it('refuses bad keys with a sentence saying what a key may contain', () => {
    for (const bad of ['hd/Bad_Key', 'hd/x', 'hd/../evil', 'kpzy2', 'hd/9lives', 'hd/a b']) {
      const result = run(bad);
      expect(result.status, bad).toBe(1);
      expect(result.stderr, bad).toMatch(/站点标识“.*”无效|站点应写成 hd\/<标识>/);
    }
    expect(existsSync(join(siteConfigDir, 'hd/Bad_Key'))).toBe(false);
    expect(() => parseSiteArgument(undefined)).toThrow('请指定站点');
    expect(parseSiteArgument('hd/spring_2026')).toBe('spring_2026');
  });

  it('refuses a key whose message prefix is taken by other texts', () => {
    expect(() => createSite('hd/gate', siteConfigDir)).toThrow('文案键前缀“gate.”已被占用');
    expect(existsSync(join(siteConfigDir, 'hd/gate'))).toBe(false);
  });
});
