import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderBlock } from '../testing/renderBlock';
import SyncClassroomBlock from './SyncClassroomBlock';
import { TAG_TREE, TEXTBOOKS, fakeSyncClassroom } from './testData';
import { firstViewOnce } from './firstView';
import { buildTextbookIndex, textbookView } from '../../src/lib/textbookFilter';
import type { Textbook } from '../../src/services/syncClassroomService';

const group = (name: string) => screen.getByRole('group', { name });
const pick = (groupName: string, option: string) =>
  fireEvent.click(within(group(groupName)).getByRole('button', { name: option }));
const titles = () =>
  screen
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.book-browser__title')?.textContent);
const location = () => screen.getByTestId('location').textContent ?? '';

async function renderPage(
  path = '/syncClassroom',
  options: Parameters<typeof fakeSyncClassroom>[0] = {},
) {
  const fake = fakeSyncClassroom(options);
  const result = renderBlock(
    SyncClassroomBlock,
    { heading: 'msg:portal.nav.syncClassroom' },
    { path, services: fake.services },
  );
  return { ...result, fake };
}

const manyBooks = (count: number): Textbook[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `b${i}`,
    title: `教材${i}`,
    tag_list: [{ tag_dimension_id: 'zxxxd', tag_id: 'primary', tag_name: '小学' }],
  }));

describe('sync-classroom block', () => {
  it('shows the heading, the five filters in cascade order and the textbooks with their label', async () => {
    await renderPage('/syncClassroom?term=primary&subject=math&edition=pep&grade=g3');
    expect(screen.getByRole('heading', { name: '课程教学' })).toBeTruthy();
    await screen.findByText('共 2 本教材');
    expect(
      screen
        .getAllByRole('group')
        .map(
          (node) =>
            document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent,
        ),
    ).toEqual(['学段', '学科', '版本', '年级', '册次']);
    expect(titles()).toEqual(['小学数学人教版三年级上册', '小学数学人教版三年级下册']);
    expect(screen.getByText('三年级·上册·人教版·小学')).toBeTruthy();
  });

  it('lists every textbook before anything is chosen and opens one level at a time', async () => {
    await renderPage();
    await screen.findByText('共 4 本教材');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    // High school drops the grade from the label (seed 000 §3).
    expect(screen.getByText('必修 第一册·人教版·高中')).toBeTruthy();
    pick('学段', '小学');
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });

  it('小学 → 数学 → 人教版 → 三年级 → 上册 narrows to that textbook and writes each choice to the address', async () => {
    await renderPage();
    await screen.findByText('共 4 本教材');
    pick('学段', '小学');
    expect(location()).toBe('/syncClassroom?term=primary');
    pick('学科', '数学');
    pick('版本', '人教版');
    pick('年级', '三年级');
    pick('册次', '上册');
    expect(location()).toBe(
      '/syncClassroom?term=primary&subject=math&edition=pep&grade=g3&volume=up',
    );
    expect(titles()).toEqual(['小学数学人教版三年级上册']);
    expect(screen.getByText('共 1 本教材')).toBeTruthy();
    expect(
      within(group('册次')).getByRole('button', { name: '上册' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const link = screen.getByRole('link', { name: /小学数学人教版三年级上册/ });
    expect(link.getAttribute('href')).toBe('/syncClassroom/textBook/m3a');
  });

  it('selecting a stage narrows the subjects; 高中 has no grade filter', async () => {
    await renderPage();
    await screen.findByText('共 4 本教材');
    const buttons = (name: string) =>
      within(group(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    pick('学段', '小学');
    expect(buttons('学科')).toEqual(['全部', '语文', '数学']);
    pick('学段', '高中');
    expect(buttons('学科')).toEqual(['全部', '数学']);
    pick('学科', '数学');
    pick('版本', '人教版');
    // No 年级 level under 高中: 册次 opens straight after 版本.
    expect(screen.queryByRole('group', { name: '年级' })).toBeNull();
    expect(buttons('册次')).toEqual(['全部', '必修 第一册']);
  });

  it('choosing a level clears the levels it narrows, and 全部 clears that level', async () => {
    await renderPage('/syncClassroom?term=primary&subject=math&edition=pep&grade=g3&volume=up');
    await screen.findByText('共 1 本教材');
    pick('版本', '北师大版');
    expect(location()).toBe('/syncClassroom?term=primary&subject=math&edition=bsd');
    pick('学段', '全部');
    expect(location()).toBe('/syncClassroom');
  });

  it('restores the selection from the address and ignores an id that is not an option', async () => {
    await renderPage('/syncClassroom?term=primary&subject=chinese&edition=tb&grade=nope');
    await screen.findByText('共 1 本教材');
    expect(titles()).toEqual(['小学语文统编版一年级上册']);
    expect(
      within(group('学科')).getByRole('button', { name: '语文' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(group('年级')).getByRole('button', { name: '全部' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('says so when nothing matches', async () => {
    await renderPage('/syncClassroom?term=primary&subject=math&edition=bsd');
    expect(await screen.findByText('暂无符合条件的教材，请调整筛选条件')).toBeTruthy();
    expect(screen.getByText('共 0 本教材')).toBeTruthy();
  });

  it('shows 24 textbooks, then 加载更多 adds the next ones', async () => {
    await renderPage('/syncClassroom', { books: manyBooks(30) });
    await screen.findByText('共 30 本教材');
    expect(titles()).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(titles()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
  });

  it('a failed load shows the error in Chinese and 重新加载 asks again', async () => {
    const { fake } = await renderPage('/syncClassroom', { fail: true });
    expect(await screen.findByText('服务器开小差了，请稍后重试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(fake.service.textbooks).toHaveBeenCalledTimes(2));
  });

  it('shows the first view the page brought at once, and a click before the list is here waits for it', async () => {
    const fake = fakeSyncClassroom();
    let listArrives: (books: Textbook[]) => void = () => undefined;
    fake.service.textbooks.mockImplementation(
      () => new Promise<Textbook[]>((resolve) => (listArrives = resolve)),
    );
    // A server-rendered page's first view, inlined (the list is not): taken by the early start.
    fake.service.firstView.mockResolvedValue(
      textbookView(buildTextbookIndex(TAG_TREE, TEXTBOOKS), {}, 24),
    );
    await firstViewOnce(fake.services, {});
    renderBlock(
      SyncClassroomBlock,
      { heading: 'msg:portal.nav.syncClassroom' },
      { path: '/syncClassroom', services: fake.services },
    );
    expect(screen.getByText('共 4 本教材')).toBeTruthy();
    expect(titles()).toHaveLength(4);
    // The list is asked for when the visitor comes to use the filters, not before.
    expect(fake.service.textbooks).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('region', { name: '课程教学' }));
    expect(fake.service.textbooks).toHaveBeenCalledTimes(1);
    pick('学段', '小学');
    expect(location()).toBe('/syncClassroom?term=primary');
    expect(document.querySelector('[data-screen="loading"]')).not.toBeNull();
    listArrives(structuredClone(TEXTBOOKS));
    await screen.findByText('共 3 本教材');
    expect(screen.getAllByRole('group')).toHaveLength(2);
  });

  it('加载更多 before the list is here (no pointer, no focus first) asks for it and waits', async () => {
    const fake = fakeSyncClassroom({ books: manyBooks(30) });
    const index = buildTextbookIndex(TAG_TREE, manyBooks(30));
    fake.service.firstView.mockResolvedValue(textbookView(index, {}, 24));
    await firstViewOnce(fake.services, {});
    renderBlock(
      SyncClassroomBlock,
      { heading: 'msg:portal.nav.syncClassroom' },
      { path: '/syncClassroom', services: fake.services },
    );
    expect(titles()).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(titles()).toHaveLength(30));
    expect(fake.service.textbooks).toHaveBeenCalledTimes(1);
  });
});
