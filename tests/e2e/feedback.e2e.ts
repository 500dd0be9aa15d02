/**
 * The float bar's feedback dialog on the kpzy campaign: it opens 700 px wide over an iframe of
 * /productFeedback that the form resizes (posted height − 20); a valid feedback is sent to the
 * feedback service and closes the dialog; an empty content shows the length message and sends
 * nothing. The help centre link leads to the campaign's own faq page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { launchBrowser, openPage, screenshot, e2eBaseUrl } from './browser';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isFeedbackPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/svc/feedback/v1/feedbacks';

async function openDialog() {
  const watched = await openPage(browser, { width: 1440, height: 900 });
  const { page, context } = watched;
  const sent: Request[] = [];
  context.on('request', (request) => {
    if (isFeedbackPost(request)) sent.push(request);
  });
  await page.goto(`${baseUrl}/hd/kpzy`, { waitUntil: 'networkidle' });
  await page.locator('[data-float-bar] button', { hasText: '意见反馈' }).click();
  const dialog = page.locator('[role="dialog"]');
  await dialog.waitFor();
  const frame = page.frameLocator('iframe.float-bar__dialog-frame');
  await frame.getByLabel('反馈内容').waitFor();
  return { ...watched, dialog, frame, sent };
}

describe('feedback dialog', () => {
  it('opens 700 px wide, sizes the iframe from the form, sends a valid feedback and closes', async () => {
    const { page, context, dialog, frame, sent, consoleErrors, cspViolations } = await openDialog();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(700);
    const iframe = page.locator('iframe.float-bar__dialog-frame');
    await expect(iframe.getAttribute('src')).resolves.toBe('/productFeedback');
    // The form posts {type: 'resize', height}; the dialog sets the iframe to height − 20.
    const inner = await frame.locator('html').evaluate(() => document.documentElement.scrollHeight);
    await page.waitForFunction((expected) => {
      const element = document.querySelector<HTMLIFrameElement>('iframe.float-bar__dialog-frame');
      return element !== null && Math.round(element.getBoundingClientRect().height) === expected;
    }, inner - 20);
    await screenshot(page, 'feedback-dialog');

    await frame.getByRole('radio', { name: '意见建议' }).check();
    await frame.getByLabel('反馈内容').fill('希望增加更多科普视频');
    await expect(frame.getByText('10/500').count()).resolves.toBe(1);
    await frame.getByLabel('联系方式（选填）').fill('13800000000');
    const answer = page.waitForResponse((response) => isFeedbackPost(response.request()));
    await frame.getByRole('button', { name: '提交', exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toHaveProperty('id');
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
      type: 'suggestion',
      content: '希望增加更多科普视频',
      contact: '13800000000',
      page: '/hd/kpzy',
    });
    await dialog.waitFor({ state: 'detached' });
    expect(sent).toHaveLength(1);
    expect(cspViolations).toEqual([]);
    // The anonymous visitor's signed-in-only calls of the campaign page answer 401 (logged by
    // the browser); nothing else may fail.
    expect(consoleErrors.filter((text) => !text.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('an empty content shows the length message and sends nothing; 取消 closes', async () => {
    const { page, context, dialog, frame, sent } = await openDialog();
    await frame.getByRole('button', { name: '提交', exact: true }).click();
    await frame.getByText('反馈内容需为 5–500 个字符').waitFor();
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(0);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await frame.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(sent).toHaveLength(0);
    await context.close();
  });

  it('the help centre link opens the campaign faq page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/hd/kpzy`, { waitUntil: 'networkidle' });
    const help = page.locator('[data-float-bar] a', { hasText: '帮助中心' });
    await expect(help.getAttribute('href')).resolves.toBe('/hd/kpzy/faq');
    await help.click();
    await page.waitForURL((url) => url.pathname === '/hd/kpzy/faq');
    await page.getByText('如何注册和登录平台？').waitFor();
    await context.close();
  });
});
