/**
 * A contest walked through in the browser without scenarios in between (issue 13 "one journey
 * per role"): on /hd/kpzy a student enrols and waits (请等待审核通过后再进行操作), the contest
 * administrator approves in the management page, the student uploads with the progress bar,
 * withdraws, re-uploads up to the limit and meets code 2; the reviewer scores every work; the
 * administrator publishes and issues a certificate, which certificate search finds by name and
 * number. On /hd/sxj the writing contest goes through the online exam and the book review.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  e2eBaseUrl,
  launchBrowser,
  openPage,
  screenshot,
  setScenario,
  signIn,
  toastText,
  type WatchedPage,
} from './browser';

const baseUrl = e2eBaseUrl();
const MANAGE = '/svc/contest/manage';
let browser: Browser;
let samplesDir: string;

beforeAll(async () => {
  samplesDir = mkdtempSync(join(tmpdir(), 'contest-journey-e2e-'));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(samplesDir, { recursive: true, force: true });
});

/** A file of `bytes` with a real header for its type (PNG or PDF), padded. */
function sampleFile(name: string, bytes: number): string {
  const header = name.endsWith('.pdf')
    ? Buffer.from('%PDF-1.4\n')
    : Buffer.from('89504e470d0a1a0a', 'hex');
  const path = join(samplesDir, name);
  writeFileSync(path, Buffer.concat([header, Buffer.alloc(bytes - header.length, 7)]));
  return path;
}

/** Signs the administrator in on the management page (through the SSO stand-in). */
async function openManagement(page: Page, contestId: string) {
  await page.goto(`${baseUrl}${MANAGE}`);
  if (new URL(page.url()).pathname === '/sso/login') {
    await page.locator('[data-account="contestadmin"]').click();
    await page.waitForURL((url) => url.pathname === MANAGE);
  }
  await page.goto(`${baseUrl}${MANAGE}/contests/${encodeURIComponent(contestId)}`);
  await page.getByRole('heading', { name: '报名审核' }).waitFor();
}

async function notice(page: Page): Promise<string | null> {
  return page.locator('.notice').textContent();
}

/** Fills the upload form and submits; resolves on 我的作品 (or names the refusal shown). */
async function uploadWork(page: Page, title: string, file: string, myWorkPath: string) {
  await page.getByLabel('作品名称').fill(title);
  await page.getByLabel('作品文件').setInputFiles(file);
  await page.getByRole('button', { name: '提交作品' }).click();
  const landed = await Promise.race([
    page.waitForURL((url) => url.pathname === myWorkPath, { timeout: 30_000 }).then(() => 'myWork'),
    page
      .locator('.upload-form__failure')
      .waitFor({ timeout: 30_000 })
      .then(async () => `refused: ${await page.locator('.upload-form__failure').textContent()}`),
  ]);
  expect(landed).toBe('myWork');
  await page.locator('.my-works__item', { hasText: title }).first().waitFor();
}

describe('kpzy: student, administrator, reviewer and certificate', () => {
  const CONTEST = 'kpzy2026';
  const UPLOAD = `/hd/kpzy/contest/${CONTEST}/upload`;
  let student: WatchedPage;
  let admin: WatchedPage;
  let reviewer: WatchedPage;
  let certificateNumber = '';

  beforeAll(async () => {
    await setScenario(baseUrl, 'default');
    student = await openPage(browser);
    admin = await openPage(browser);
    reviewer = await openPage(browser);
  });
  afterAll(async () => {
    await Promise.all([student, admin, reviewer].map((watched) => watched?.context.close()));
    // Rebuilding kpzy2026 removes this journey's enrolment, works and certificate.
    await setScenario(baseUrl, 'default');
  });

  it('the student enrols and is told to wait for approval', async () => {
    const { page } = student;
    await signIn(page, baseUrl, 'student', `/hd/kpzy/contest/${CONTEST}/enroll`);
    await page.getByLabel('手机号').fill('13800001234');
    await page.getByLabel('学校').fill('北京市海淀区中关村第一小学');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.locator('.enrol-form__done').waitFor();
    await page.goto(`${baseUrl}/hd/kpzy`);
    await page.locator('[data-gate="upload"]').click();
    expect(await toastText(page)).toBe('请等待审核通过后再进行操作');
  });

  it('the administrator approves the enrolment in the management page', async () => {
    const { page, cspViolations } = admin;
    await openManagement(page, CONTEST);
    await page.getByRole('button', { name: '通过 李明' }).click();
    await expect(notice(page)).resolves.toBe('已通过该报名。');
    await screenshot(page, 'journey-manage-approved-1440');
    expect(cspViolations).toEqual([]);
  });

  it('the student uploads with a progress bar, withdraws, and fills the limit (code 2)', async () => {
    const { page, cspViolations, consoleErrors } = student;
    await page.goto(`${baseUrl}/hd/kpzy`);
    await page.locator('[data-gate="upload"]').click();
    await page.waitForURL((url) => url.pathname === UPLOAD);
    await page.getByText('还可提交 3 件作品').waitFor();
    // Slowed down so the progress bar is on screen while the file goes out.
    const cdp = await page.context().newCDPSession(page);
    const throttle = (bytesPerSecond: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: bytesPerSecond,
      });
    await throttle(2 * 1024 * 1024);
    await page.getByLabel('作品名称').fill('水的三态变化');
    await page.getByLabel('作品文件').setInputFiles(sampleFile('water.png', 4 * 1024 * 1024));
    await page.getByRole('button', { name: '提交作品' }).click();
    await page.getByRole('progressbar').waitFor();
    await page.waitForURL((url) => url.pathname === '/hd/kpzy/myWork', { timeout: 30_000 });
    await throttle(-1);
    const first = page.locator('.my-works__item', { hasText: '水的三态变化' });
    await first.getByRole('button', { name: '撤回' }).click();
    await page.locator('[data-testid="confirm"]').getByRole('button', { name: '确定' }).click();
    await page.locator('.my-works__item[data-work-status="withdrawn"]').waitFor();
    await page.getByText('还可提交 3 件作品').waitFor();

    for (const [index, title] of ['月相的秘密', '会发电的柠檬', '彩虹是怎样形成的'].entries()) {
      await page.goto(`${baseUrl}${UPLOAD}`);
      await page.getByText(`还可提交 ${3 - index} 件作品`).waitFor();
      await uploadWork(page, title, sampleFile(`work-${index}.png`, 4096), '/hd/kpzy/myWork');
    }
    await page.getByText('还可提交 0 件作品').waitFor();
    await page.goto(`${baseUrl}/hd/kpzy`);
    await page.locator('[data-gate="upload"]').click();
    expect(await toastText(page)).toBe(
      '您已到达提交上限，如有需要请撤回已提交作品后重试或联系管理员确认',
    );
    expect(cspViolations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('the administrator assigns every work to the reviewer', async () => {
    const { page } = admin;
    await openManagement(page, CONTEST);
    for (const title of ['月相的秘密', '会发电的柠檬', '彩虹是怎样形成的']) {
      const row = page.locator('tr', { hasText: title });
      await row.getByRole('button', { name: '分配评审' }).click();
      await expect(notice(page)).resolves.toBe('已分配评审专家。');
    }
    // Under review now: the student can no longer withdraw them.
    await expect(page.locator('tr', { hasText: '月相的秘密' }).textContent()).resolves.toContain(
      '何静：待评分',
    );
  });

  it('the reviewer scores the three works', async () => {
    const { page, consoleErrors } = reviewer;
    await signIn(page, baseUrl, 'reviewer', `/hd/kpzy/reviewTask?contestId=${CONTEST}`);
    for (const [title, score] of [
      ['月相的秘密', '92'],
      ['会发电的柠檬', '85'],
      ['彩虹是怎样形成的', '78'],
    ]) {
      const item = page.locator('.review-tasks__item', { hasText: title });
      await item.getByRole('button', { name: '打开' }).click();
      const form = page.getByRole('form', { name: `评分：${title}` });
      await form.getByLabel('评分（0–100）').fill(score);
      await form.getByRole('button', { name: '保存评分' }).click();
      await page.getByText('评分已保存').waitFor();
      await item.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: '已评审（3）' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('the administrator publishes the results and issues a certificate', async () => {
    const { page } = admin;
    await openManagement(page, CONTEST);
    await page.getByRole('button', { name: '发布成绩' }).click();
    await expect(notice(page)).resolves.toBe('成绩已发布，参与者可在“我的作品”中看到成绩。');
    const row = page.locator('tr', { hasText: '月相的秘密' });
    await expect(row.textContent()).resolves.toContain('92 分');
    await row.getByLabel('奖项').selectOption('一等奖');
    await row.getByRole('button', { name: '颁发证书' }).click();
    await expect(notice(page)).resolves.toBe('证书已颁发，获证人可在证书查询中查到。');
    const issued = await page
      .locator('tr', { hasText: '月相的秘密' })
      .locator('.tag.ok', { hasText: '已颁发' })
      .textContent();
    certificateNumber = /ZS\d{4}KPZY\d{6}/.exec(issued ?? '')?.[0] ?? '';
    expect(certificateNumber).not.toBe('');
    await screenshot(page, 'journey-manage-published-1440');
  });

  it('the student sees the score in 我的作品 and finds the certificate by name and number', async () => {
    const { page } = student;
    await page.goto(`${baseUrl}/hd/kpzy/myWork?contestId=${CONTEST}`);
    await page
      .locator('.my-works__item', { hasText: '月相的秘密' })
      .getByText('已评分（92 分）')
      .waitFor();
    await page.goto(`${baseUrl}/certificate/search`);
    await page.getByLabel('姓名').fill('李明');
    await page.getByLabel('证书编号').fill(certificateNumber.toLowerCase());
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByRole('link', { name: /查看证书/ }).click();
    await page.getByRole('heading', { name: '荣誉证书' }).waitFor();
    const paper = await page.locator('main').textContent();
    expect(paper).toContain('一等奖');
    expect(paper).toContain('2026年全国中小学科普资源征集活动');
    expect(paper).toContain(certificateNumber);
  });
});

describe('sxj writing contest 115: online exam, then book review, then works', () => {
  const WRITING = '115';
  const REVIEW = '115-review';
  let participant: WatchedPage;
  let admin: WatchedPage;

  beforeAll(async () => {
    participant = await openPage(browser);
    admin = await openPage(browser);
  });
  afterAll(async () => {
    await Promise.all([participant, admin].map((watched) => watched?.context.close()));
  });

  /** Presses 作品上传 of the writing contest on /hd/sxj/sxds. */
  async function pressUpload(page: Page) {
    await page.goto(`${baseUrl}/hd/sxj/sxds`);
    await page.locator('#sxj-sxds-actions [data-gate="upload"]').click();
  }

  it('enrols; the administrator approves', async () => {
    const { page } = participant;
    // 孙丽 (learner) takes part here: no other browser test enrols her in 115.
    await signIn(page, baseUrl, 'learner', `/hd/sxj/contest/${WRITING}/enroll`);
    await page.getByLabel('手机号').fill('13800005678');
    await page.getByLabel('学校').fill('北京市第四中学');
    await page.getByRole('button', { name: '提交报名' }).click();
    await page.locator('.enrol-form__done').waitFor();
    await openManagement(admin.page, WRITING);
    await admin.page.getByRole('button', { name: '通过 孙丽' }).click();
    await expect(notice(admin.page)).resolves.toBe('已通过该报名。');
  });

  it('作品上传 asks for the exam; 前往测评 opens it with the user key; the score is kept', async () => {
    const { page } = participant;
    await pressUpload(page);
    const dialog = page.locator('[data-testid="dialog"]');
    await expect(dialog.locator('p').first().textContent()).resolves.toBe('作品上传前请先进行测评');
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: '前往测评' }).click();
    const exam = await popupOpened;
    await exam.waitForURL((url) => url.pathname === '/svc/assessment/exam');
    const address = new URL(exam.url());
    expect(address.searchParams.get('online_exam_id')).toBe('exam-sxds-115');
    expect(address.searchParams.get('sdp-app-id')).toBe('local-app-id');
    expect(address.searchParams.get('sso')).toBe('false');
    expect(address.searchParams.get('uckey')).toMatch(/.{16,}/);
    await exam.getByText('考生：孙丽').waitFor();
    await screenshot(exam, 'journey-exam-1440');
    for (const answer of ['《论语》', '王勃', '王羲之', '基本笔画', '笔墨纸砚'])
      await exam.getByLabel(answer).check();
    await exam.getByRole('button', { name: '提交答卷' }).click();
    await expect(exam.locator('[data-exam="score"]').textContent()).resolves.toContain(
      '本次得分 100 分',
    );
    await screenshot(exam, 'journey-exam-done-1440');
    await exam.close();
  });

  it('then asks for the book review; 上传书评 takes it through the same upload page', async () => {
    const { page } = participant;
    await pressUpload(page);
    const dialog = page.locator('[data-testid="dialog"]');
    await expect(dialog.locator('p').first().textContent()).resolves.toBe(
      '需上传书评并由管理员审核确认后才能上传作品',
    );
    await dialog.getByRole('button', { name: '上传书评' }).click();
    await page.waitForURL((url) => url.pathname === `/hd/sxj/contest/${REVIEW}/upload`);
    await uploadWork(page, '读《论语》有感', sampleFile('review.pdf', 2048), '/hd/sxj/myWork');
    await pressUpload(page);
    expect(await toastText(page)).toBe('书评需要管理员审核确认后才能上传作品');
  });

  it('once the administrator approves the review, the work is taken', async () => {
    await openManagement(admin.page, REVIEW);
    await admin.page.getByRole('button', { name: '通过 孙丽' }).click();
    await expect(notice(admin.page)).resolves.toBe('已通过该报名。');
    const { page, cspViolations } = participant;
    await pressUpload(page);
    await page.waitForURL((url) => url.pathname === `/hd/sxj/contest/${WRITING}/upload`);
    await uploadWork(page, '楷书《兰亭序》节选', sampleFile('writing.png', 4096), '/hd/sxj/myWork');
    expect(cspViolations).toEqual([]);
  });
});

describe('a whitelist-restricted contest (/hd/dndsstudent_hmt, A-47)', () => {
  it('refuses a visitor not on the list with 抱歉，您暂无访问权限 and lets a listed one enrol', async () => {
    const outsider = await openPage(browser);
    const listed = await openPage(browser, { width: 375, height: 812 });
    try {
      const whitelistCalls: string[] = [];
      outsider.page.on('request', (request) => {
        if (request.url().includes('/enrolls/actions/is_whitelisted_user'))
          whitelistCalls.push(request.url());
      });
      await signIn(outsider.page, baseUrl, 'teacher', '/hd/dndsstudent_hmt/enrolls');
      await outsider.page.locator('#hmt-enrol-actions [data-gate="enroll"]').click();
      expect(await toastText(outsider.page)).toBe('抱歉，您暂无访问权限');
      expect(whitelistCalls).toHaveLength(1);

      await signIn(listed.page, baseUrl, 'student', '/hd/dndsstudent_hmt/enrolls');
      await listed.page.locator('#hmt-enrol-actions [data-gate="enroll"]').click();
      await listed.page.waitForURL(
        (url) => url.pathname === '/hd/dndsstudent_hmt/contest/dnds2026-hmt/enroll',
      );
      await listed.page.getByRole('button', { name: '提交报名' }).waitFor();
      await screenshot(listed.page, 'journey-hmt-enrol-375');
    } finally {
      await Promise.all([outsider.context.close(), listed.context.close()]);
    }
  });
});
