/**
 * The preview app's QA tools (issue 5, points 3, 4, 6): the gate truth table of kpzy's enrol
 * gate, the block catalogue with every block's fixtures and form, and a site scaffolded with
 * `npm run new-site` served at once by the stand-in (in a temporary copy of site-configs).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, e2eBaseUrl } from './browser';
import { startServer } from '../../server/main';
import { defaultBlockEntries } from '../../blocks/registry';

const baseUrl = e2eBaseUrl();
const repoRoot = resolve(import.meta.dirname, '../..');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openTab(page: Page, url: string, label: string) {
  await page.goto(url);
  await page.getByRole('tab', { name: label }).click();
}

const cell = (page: Page, key: string) => page.locator(`[data-cell="${key}"]`);

describe('gate truth table', () => {
  it('shows the kpzy enrol gate outcome and deciding rule in every cell', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1440, height: 1000 });
    await openTab(page, `${baseUrl}/preview?site=hd-kpzy`, '门禁真值表');
    const panel = page.locator('[data-panel="truth-table"]');
    await panel.locator('[data-cell]').first().waitFor();
    await expect(panel.locator('[data-gate-select]').inputValue()).resolves.toBe('enroll');
    // The table's phases come from the stand-in contest's real dates (one calendar, issue 13):
    // enrolment opens on the later of the contest's and the enrolment's begin.
    const detail = (await (
      await fetch(`${baseUrl}/svc/contest/contests/kpzy2026/actions/detail`)
    ).json()) as { begin_time: string; enroll_setting: { begin_time: string } };
    const opens = [detail.begin_time, detail.enroll_setting.begin_time].sort().at(-1)!;
    const opensOn = `${opens.slice(5, 7)}月${opens.slice(8, 10)}日`;

    const expected: [string, string, string][] = [
      [
        'loggedOut|none|published|enrolmentOpen',
        '需要登录才可以报名，是否登录？',
        'enroll.loggedOut',
      ],
      [
        'loggedOut|none|missing|afterContestEnd',
        '需要登录才可以报名，是否登录？',
        'enroll.loggedOut',
      ],
      ['STUDENT|none|published|afterEnrolmentEnd', '当前报名已截止，暂时无法报名', 'enroll.closed'],
      [
        'TEACHER|verified|published|afterContestEnd',
        '当前报名已截止，暂时无法报名',
        'enroll.closed',
      ],
      [
        'TEACHER|none|published|beforeStart',
        `活动${opensOn}正式开始，敬请期待`,
        'enroll.beforeBegin',
      ],
      [
        'GUARDIAN|pending|unpublished|enrolmentOpen',
        '活动暂未开始，敬请期待',
        'enroll.contestNotStarted',
      ],
      [
        'SOCIAL_LEARNER|none|missing|enrolmentOpen',
        '活动暂未开始，敬请期待',
        'enroll.contestNotStarted',
      ],
      ['STUDENT|none|published|enrolmentOpen', '允许：前往目标页面', 'enroll.open'],
    ];
    for (const [key, message, rule] of expected) {
      await expect(cell(page, key).textContent(), key).resolves.toContain(message);
      await expect(cell(page, key).locator('code').textContent(), key).resolves.toBe(rule);
    }
    // 1 logged-out row + 7 roles × 4 enrolment states, × 3 contest states × 4 phases.
    const rules = await panel.locator('[data-cell] code').allTextContents();
    expect(rules).toHaveLength(29 * 12);
    expect(rules.every((text) => text.startsWith('enroll.'))).toBe(true);
    await expect(panel.getByText('没有发现问题').isVisible()).resolves.toBe(true);
    await screenshot(page, 'preview-truth-table');

    // A cell opens the live preview in its context: account, scenario, instant in the URL.
    await cell(page, 'TEACHER|verified|published|afterEnrolmentEnd').click();
    await page.waitForURL((url) => url.searchParams.get('scenario') === 'enrolled-verified');
    const query = new URL(page.url()).searchParams;
    expect(query.get('as')).toBe('teacher');
    expect(query.get('role')).toBe('TEACHER');
    expect(query.get('site')).toBe('hd-kpzy');
    const at = Date.parse(query.get('at') ?? '');
    const contest = (await (
      await fetch(`${baseUrl}/svc/contest/contests/kpzy2026/actions/detail`)
    ).json()) as { end_time: string; enroll_setting: { end_time: string } };
    expect(at).toBeGreaterThan(Date.parse(contest.enroll_setting.end_time));
    expect(at).toBeLessThan(Date.parse(contest.end_time));
    const trace = panel.locator('[data-trace]');
    await expect(trace.locator('h3').textContent()).resolves.toBe(
      '判定过程：教师，已通过(3)，活动已发布，报名截止后',
    );
    await expect(trace.locator('li[data-matched="true"] code').textContent()).resolves.toBe(
      'enroll.closed',
    );
    await screenshot(page, 'preview-truth-table-trace');

    // Another gate: its rules that never decide are flagged.
    await panel.locator('[data-gate-select]').selectOption('upload');
    await panel.locator('[data-finding="neverMatches"][data-rule="upload.examRequired"]').waitFor();
    await expect(
      cell(page, 'STUDENT|unverified|published|enrolmentOpen').textContent(),
    ).resolves.toContain('需要管理员审核确认后才能上传作品');
    // The live preview frame beside the panel makes its own requests; the panel throws nothing.
    expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});

describe('block catalogue', () => {
  it('renders every registered block with each fixture, its form and its README', async () => {
    const { page, context } = await openPage(browser, { width: 1440, height: 1000 });
    await openTab(page, `${baseUrl}/preview?site=portal`, '组件目录');
    const panel = page.locator('[data-panel="block-catalogue"]');
    await panel.locator('[data-block-type]').first().waitFor();
    const listed = await panel
      .locator('[data-block-type]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-block-type')));
    expect(listed).toEqual(defaultBlockEntries.map((entry) => entry.type));

    for (const entry of defaultBlockEntries) {
      await panel.locator(`[data-block-type="${entry.type}"]`).click();
      const block = panel.locator(`[data-block="${entry.type}"]`);
      await block.waitFor();
      await expect(block.locator('[data-fixture]').count(), entry.type).resolves.toBe(
        entry.fixtures.length,
      );
      await expect(block.locator('[data-form] form').count(), entry.type).resolves.toBe(
        entry.fixtures.length,
      );
      await expect(block.locator('.bc__readme').textContent(), entry.type).resolves.toContain(
        `blocks/${entry.type}/README.md`,
      );
    }

    // rich-text: the fixture renders its catalogue text, and the form drives the rendering.
    await panel.locator('[data-block-type="rich-text"]').click();
    const fixture = panel.locator('[data-block="rich-text"] [data-fixture]').first();
    await fixture.locator('[data-rendered]').getByText('活动介绍').first().waitFor();
    await expect(fixture.locator('[data-rendered]').textContent()).resolves.toContain(
      '面向全国中小学师生征集优秀科普资源',
    );
    await expect(panel.locator('.bc-markdown h3').first().textContent()).resolves.toBe('rich-text');
    const title = fixture.locator('[data-form] input[type="text"]').first();
    await title.fill('表单改写的标题');
    await fixture.locator('[data-rendered]').getByText('表单改写的标题').waitFor();
    await screenshot(page, 'preview-block-catalogue');

    // A block that hands the visitor over on mount (personal-handoff) shows where it would go;
    // the catalogue stays where it is.
    await panel.locator('[data-block-type="personal-handoff"]').click();
    await panel.locator('[data-held-exit]').waitFor();
    await expect(panel.locator('[data-held-exit]').getAttribute('data-held-exit')).resolves.toMatch(
      /\/(personal|user\/myFootprint)$/,
    );
    expect(new URL(page.url()).pathname).toBe('/preview');

    // A section block renders from its fixture's section data.
    await panel.locator('[data-block-type="icon-nav"]').click();
    await panel.locator('[data-block="icon-nav"] [data-rendered] nav').first().waitFor();
    await expect(panel.getByText('该示例渲染失败').count()).resolves.toBe(0);
    await screenshot(page, 'preview-block-catalogue-icon-nav');
    await context.close();
  });
});

describe('npm run new-site', () => {
  it('scaffolds hd/demo in a copy of site-configs, and the stand-in serves /hd/demo at once', async () => {
    const workDir = mkdtempSync(join(tmpdir(), 'new-site-e2e-'));
    const siteConfigDir = join(workDir, 'site-configs');
    cpSync(join(repoRoot, 'site-configs'), siteConfigDir, { recursive: true });
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dbPath: join(workDir, 'portal.sqlite'),
      distDir: resolve(process.env.EDU_DIST_DIR ?? join(repoRoot, 'dist')),
      scenarios: false,
      mode: 'preview',
      siteConfigDir,
    });
    try {
      // The server is already running: the new site must appear without a restart.
      const created = spawnSync(
        join(repoRoot, 'node_modules/.bin/tsx'),
        ['scripts/new-site.ts', 'hd/demo', '--dir', siteConfigDir],
        { cwd: repoRoot, encoding: 'utf8' },
      );
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);

      const { page, context, consoleErrors } = await openPage(browser);
      await page.goto(`${server.url}/hd/demo`);
      await page.getByText('活动介绍正在编辑，敬请期待。').waitFor();
      await expect(page.locator('h1').first().textContent()).resolves.toBe('新活动（demo）');
      await expect(page.locator('html[data-site="hd-demo"]').count()).resolves.toBe(1);
      await screenshot(page, 'new-site-demo');

      // The truth table of the new site reads the shared gates it references.
      await openTab(page, `${server.url}/preview?site=hd-demo`, '门禁真值表');
      await expect(
        cell(page, 'loggedOut|none|published|enrolmentOpen').locator('code').textContent(),
      ).resolves.toBe('enroll.loggedOut');
      expect(consoleErrors.filter((text) => text.startsWith('pageerror'))).toEqual([]);
      await context.close();
    } finally {
      await server.close();
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
