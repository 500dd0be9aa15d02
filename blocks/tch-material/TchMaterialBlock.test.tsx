import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import type { PortalServices } from '../../src/services/portalServices';
import type { TchMaterialService } from '../../src/services/tchMaterialService';
import TchMaterialBlock from './TchMaterialBlock';
import { MATERIALS_SLICE, TAG_TREE_SLICE } from './testData';

const ENGLISH_3B = '（根据2022年版课程标准修订）义务教育教科书 英语 三年级 下册';

function fakeTchMaterial(options: { fail?: boolean } = {}) {
  let failing = options.fail ?? false;
  const service = {
    tagTree: vi.fn(() =>
      failing
        ? Promise.reject(new Error('HTTP 500'))
        : Promise.resolve(structuredClone(TAG_TREE_SLICE)),
    ),
    materials: vi.fn(() => Promise.resolve(structuredClone(MATERIALS_SLICE))),
  } satisfies TchMaterialService;
  const services: PortalServices = {
    ...createFakeServices(),
    tchMaterial: () => Promise.resolve(service),
  };
  return { service, services, recover: () => (failing = false) };
}

const group = (name: string) => screen.getByRole('group', { name });
const pick = (groupName: string, option: string) =>
  fireEvent.click(within(group(groupName)).getByRole('button', { name: option }));
const titles = () =>
  Array.from(document.querySelectorAll('.book-browser__title')).map((node) => node.textContent);
const location = () => screen.getByTestId('location').textContent ?? '';

function renderPage(path = '/syncClassroom/prepare', options: { fail?: boolean } = {}) {
  const fake = fakeTchMaterial(options);
  const result = renderBlock(
    TchMaterialBlock,
    { heading: 'msg:route.prepare' },
    { path, services: fake.services },
  );
  return { ...result, fake };
}

describe('tch-material block (电子教材)', () => {
  it('shows 备课授课, loading, then every filed textbook and only the 学段 level', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '备课授课' })).toBeTruthy();
    // The loading screen shows while the catalogue loads.
    expect(document.querySelector('[data-screen="loading"][aria-busy="true"]')).not.toBeNull();
    await screen.findByText('共 4 本电子教材');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(
      within(group('学段'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['全部', '小学', '高中', '特殊教育']);
  });

  it('小学 → 英语 → 人教大同版 → 三年级 → 下册 shows that real book and keeps the choice in the address', async () => {
    renderPage();
    await screen.findByText('共 4 本电子教材');
    pick('学段', '小学');
    pick('学科', '英语');
    pick('版本', '人教大同版');
    pick('年级', '三年级');
    pick('册次', '下册');
    expect(titles()).toEqual([ENGLISH_3B]);
    expect(screen.getByText('共 1 本电子教材')).toBeTruthy();
    expect(
      screen
        .getAllByRole('group')
        .map(
          (node) =>
            document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent,
        ),
    ).toEqual(['学段', '学科', '版本', '年级', '册次']);
    expect(location()).toMatch(/^\/syncClassroom\/prepare\?path=e7bbb2de-[^&]+$/);
    expect(decodeURIComponent(location()).split('/').length).toBe(3 + 5 - 1);
    // 全部 at 版本 goes back to the subject: both editions' books show again.
    pick('版本', '全部');
    expect(titles()).toHaveLength(2);
    expect(screen.queryByRole('group', { name: '年级' })).toBeNull();
  });

  it('reopens the choice from a shared address', async () => {
    const first = renderPage();
    await screen.findByText('共 4 本电子教材');
    pick('学段', '特殊教育');
    pick('类别', '聋校');
    const shared = location();
    first.unmount();
    renderPage(shared);
    await screen.findByText('共 2 本电子教材');
    expect(
      within(group('类别')).getByRole('button', { name: '聋校' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('a branch the archived list has no book for shows the empty state', async () => {
    renderPage();
    await screen.findByText('共 4 本电子教材');
    pick('学段', '小学');
    pick('学科', '数学');
    expect(screen.getByText('暂无符合条件的电子教材，请调整筛选条件')).toBeTruthy();
    expect(screen.getByText('共 0 本电子教材')).toBeTruthy();
  });

  it('a card opens the in-page preview with its pages in order; Escape closes it', async () => {
    renderPage();
    await screen.findByText('共 4 本电子教材');
    pick('学段', '小学');
    const card = screen.getByRole('button', {
      name: new RegExp(ENGLISH_3B.replace(/[()（）]/g, '.')),
    });
    expect(card.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(card);
    const dialog = screen.getByRole('dialog', { name: ENGLISH_3B });
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['第 1 页', '第 2 页', '第 3 页']);
    expect(
      within(dialog).getByText('小学 · 英语 · 人教大同版 · 三年级 · 下册 ｜ 共 3 页'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '关闭' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed load offers 重新加载, which asks again', async () => {
    const { fake } = renderPage('/syncClassroom/prepare', { fail: true });
    await screen.findByRole('alert');
    fake.recover();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await screen.findByText('共 4 本电子教材');
    await waitFor(() => expect(fake.service.tagTree).toHaveBeenCalledTimes(2));
  });
});
