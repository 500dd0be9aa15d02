/** The /preview editor and its live-preview frame, as the browser tests drive them. */
import type { Frame, Page } from 'playwright-core';

/** The preview frame once it has booted in preview mode. */
export async function previewFrame(page: Page): Promise<Frame> {
  await page.locator('[data-testid="preview-frame"]').waitFor();
  await page.locator('.live-preview__status', { hasText: /预览已就绪|已更新/ }).waitFor();
  const frame = page.frames().find((candidate) => candidate.url().includes('__preview=1'));
  if (!frame) throw new Error('no preview frame');
  return frame;
}

export async function openBlock(page: Page, pageName: string, index: number) {
  await page.locator(`.tree [data-page="${pageName}"]`).click();
  await page.locator(`.tree [data-block="${pageName}/${index}"]`).click();
}

/** Milliseconds from the last edit to the frame's rendered answer, as the status shows. */
export async function renderMs(page: Page): Promise<number> {
  const text = await page
    .locator('.live-preview__status [data-render-ms]')
    .getAttribute('data-render-ms');
  return Number(text);
}
