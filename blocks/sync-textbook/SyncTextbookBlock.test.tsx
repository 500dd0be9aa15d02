import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithRuntime } from '../testing/renderBlock';
import SyncTextbookBlock from './SyncTextbookBlock';
import { fakeSyncClassroom } from '../sync-classroom/testData';

function renderTextbook(path: string, options: Parameters<typeof fakeSyncClassroom>[0] = {}) {
  const fake = fakeSyncClassroom(options);
  const result = renderWithRuntime(
    <Routes>
      <Route
        path="/syncClassroom/textBook/:courseId"
        element={<SyncTextbookBlock props={{}} blockId="textbook" />}
      />
    </Routes>,
    { path, services: fake.services },
  );
  return { ...result, fake };
}

const location = () => screen.getByTestId('location').textContent ?? '';
const unit = (name: string) => screen.getByRole('button', { name });
const kindTitles = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('sync-textbook block', () => {
  it('shows the textbook, its chapter tree and the first lesson’s resources in the five kinds', async () => {
    const { fake } = renderTextbook('/syncClassroom/textBook/m3a');
    expect(
      await screen.findByRole('heading', { level: 1, name: '小学数学人教版三年级上册' }),
    ).toBeTruthy();
    expect(screen.getByText('三年级·上册·人教版·小学')).toBeTruthy();
    expect(fake.service.textbook).toHaveBeenCalledWith('m3a');
    expect(fake.service.chapterTree).toHaveBeenCalledWith('m3a');
    expect(unit('第一单元').getAttribute('aria-expanded')).toBe('true');
    expect(unit('第二单元').getAttribute('aria-expanded')).toBe('false');
    await screen.findByRole('heading', { level: 2, name: '第一单元 第1课时' });
    expect(kindTitles()).toEqual(['视频课程', '课件', '教学设计', '学习任务单', '课后练习']);
    expect(screen.getByText('第一单元 第1课时 视频课程')).toBeTruthy();
    expect(screen.getByText('时长 18 分钟')).toBeTruthy();
    expect(fake.service.lessonResources).toHaveBeenCalledWith('m3a_u1_l1');
  });

  it('expands and collapses a unit, and choosing a lesson shows its resources and puts it in the address', async () => {
    renderTextbook('/syncClassroom/textBook/m3a');
    await screen.findByRole('heading', { level: 2, name: '第一单元 第1课时' });
    fireEvent.click(unit('第二单元'));
    expect(unit('第二单元').getAttribute('aria-expanded')).toBe('true');
    const second = document.getElementById(unit('第二单元').getAttribute('aria-controls') ?? '');
    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: '第3课时' }));
    await screen.findByRole('heading', { level: 2, name: '第二单元 第3课时' });
    expect(screen.getByTestId('location').textContent).toBe(
      '/syncClassroom/textBook/m3a?lessonId=m3a_u2_l3',
    );
    expect(
      within(second as HTMLElement)
        .getByRole('button', { name: '第3课时' })
        .getAttribute('aria-current'),
    ).toBe('true');
    fireEvent.click(unit('第一单元'));
    expect(unit('第一单元').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the lesson named in the address', async () => {
    renderTextbook('/syncClassroom/textBook/m3a?lessonId=m3a_u2_l2');
    await screen.findByRole('heading', { level: 2, name: '第二单元 第2课时' });
    expect(unit('第二单元').getAttribute('aria-expanded')).toBe('true');
  });

  it('moves between entries with the arrow keys and opens a unit with ArrowRight', async () => {
    renderTextbook('/syncClassroom/textBook/m3a');
    await screen.findByRole('heading', { level: 2, name: '第一单元 第1课时' });
    unit('第一单元').focus();
    fireEvent.keyDown(unit('第一单元'), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('第1课时');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(unit('第一单元'));
    fireEvent.keyDown(unit('第二单元'), { key: 'ArrowRight' });
    expect(unit('第二单元').getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(unit('第二单元'), { key: 'ArrowLeft' });
    expect(unit('第二单元').getAttribute('aria-expanded')).toBe('false');
  });

  it('an unknown textbook shows the taken-down text with a way back', async () => {
    renderTextbook('/syncClassroom/textBook/nope');
    expect(await screen.findByText('哎呀，该内容已下架')).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看其他' }).getAttribute('href')).toBe(
      '/syncClassroom',
    );
  });

  it('a failed load shows the error and 重新加载 asks again', async () => {
    const { fake } = renderTextbook('/syncClassroom/textBook/m3a', { fail: true });
    expect(await screen.findByText('服务器开小差了，请稍后重试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(fake.service.textbook).toHaveBeenCalledTimes(2));
  });

  it('a lesson document opens in the viewer with its pages in order, and 关闭 closes it', async () => {
    renderTextbook('/syncClassroom/textBook/m3a');
    const card = await screen.findByRole('button', { name: /第一单元 第1课时 课件/ });
    expect(card.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(card);
    const viewer = await screen.findByRole('heading', { level: 3, name: '第一单元 第1课时 课件' });
    expect(document.activeElement).toBe(viewer);
    const pages = Array.from(document.querySelectorAll('[data-viewer] img'));
    expect(pages.map((img) => img.getAttribute('alt'))).toEqual(['第 1 页', '第 2 页']);
    expect(pages[0].getAttribute('src')).toBe('/svc/static/pages/m3a_u1_l1_courseware/1.svg');
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(location()).toContain('resourceId=m3a_u1_l1_courseware');

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(document.querySelector('[data-viewer]')).toBeNull();
    expect(location()).not.toContain('resourceId');
  });

  it('a resource with neither video nor preview pages says it cannot be viewed online', async () => {
    renderTextbook('/syncClassroom/textBook/m3a?resourceId=m3a_u1_l1_after_class_exercise');
    await screen.findByText('该资源暂不支持在线查看');
  });
});
