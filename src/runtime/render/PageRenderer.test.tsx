/**
 * A page is its blocks in order; a block whose rule says no is left out; a block that throws
 * shows the empty state and the rest of the page stays up.
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PageRenderer } from './PageRenderer';
import { renderWithRuntime } from '../../../blocks/testing/renderBlock';
import { createBlockRegistry } from '../blocks/createBlockRegistry';
import { loadRules } from '../rules/lazyRules';
import type { BlockProps } from '../blocks/contract';

function Words({ props }: BlockProps<{ text: string }>) {
  return <p>{props.text}</p>;
}
function Broken(): never {
  throw new Error('boom');
}
/** A layout with two slots, placed as a block places them. */
function Columns({ slots }: BlockProps<Record<string, never>>) {
  return (
    <div>
      <section aria-label="主栏">{slots?.main}</section>
      <aside aria-label="侧栏">{slots?.aside}</aside>
    </div>
  );
}

const registry = createBlockRegistry([
  { type: 'words', load: async () => ({ default: Words as never }) },
  { type: 'broken', load: async () => ({ default: Broken as never }) },
  { type: 'columns', load: async () => ({ default: Columns as never }) },
]);

// As the entry does for a page with rules (app/boot/firstView.ts): the engine is there first.
beforeAll(async () => {
  await loadRules();
});

describe('PageRenderer', () => {
  it('renders blocks in order and keeps the page up when one block fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithRuntime(
      <PageRenderer
        pageName="home"
        page={{
          blocks: [
            { type: 'words', props: { text: '第一块' } },
            { type: 'broken' },
            { type: 'words', props: { text: '第三块' } },
          ],
        }}
      />,
      { registry },
    );
    expect(await screen.findByText('第一块')).toBeTruthy();
    expect(await screen.findByText('第三块')).toBeTruthy();
    expect(await screen.findByText('正在编辑，敬请期待')).toBeTruthy();
    const order = Array.from(document.querySelectorAll('[data-block]')).map((node) =>
      node.getAttribute('data-block'),
    );
    expect(order).toEqual(['words', 'broken', 'words']);
    expect(error).toHaveBeenCalledWith('block "broken" failed to render', expect.any(Error));
    error.mockRestore();
  });

  it('leaves out a block whose visibleWhen does not hold, and one with an unknown type', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithRuntime(
      <PageRenderer
        pageName="home"
        page={{
          blocks: [
            { type: 'words', props: { text: '所有人可见' } },
            { type: 'words', props: { text: '仅登录可见' }, visibleWhen: { var: 'loggedIn' } },
            { type: 'words', props: { text: '教师可见' }, visibleWhen: { hasRole: ['TEACHER'] } },
            { type: 'nope' },
          ],
        }}
      />,
      { registry },
    );
    expect(await screen.findByText('所有人可见')).toBeTruthy();
    expect(screen.queryByText('仅登录可见')).toBeNull();
    expect(screen.queryByText('教师可见')).toBeNull();
    expect(error).toHaveBeenCalledWith('unknown block type "nope" on page home');
    error.mockRestore();
  });

  it("starts each shown block's prefetch with the page's first render, before its code loads", async () => {
    const prefetch = vi.fn();
    let releaseCode: () => void = () => undefined;
    const codeArrives = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    const slowRegistry = createBlockRegistry([
      {
        type: 'slow',
        load: async () => {
          await codeArrives;
          return { default: Words as never };
        },
        prefetch,
      },
    ]);
    renderWithRuntime(
      <PageRenderer
        pageName="channel"
        page={{
          blocks: [
            { type: 'slow', props: { text: '频道栏目' } },
            { type: 'slow', props: { text: '登录后可见' }, visibleWhen: { var: 'loggedIn' } },
          ],
        }}
      />,
      { registry: slowRegistry, path: '/channel?channelId=c-42' },
    );
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [props, context] = prefetch.mock.calls[0];
    expect(props).toEqual({ text: '频道栏目' });
    expect(context.query.get('channelId')).toBe('c-42');
    expect(screen.queryByText('频道栏目')).toBeNull();
    releaseCode();
    expect(await screen.findByText('频道栏目')).toBeTruthy();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('renders the blocks of each slot where the block places them, each in its own boundary', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithRuntime(
      <PageRenderer
        pageName="lesson"
        page={{
          blocks: [
            {
              type: 'columns',
              id: 'layout',
              slots: {
                main: [
                  { type: 'words', props: { text: '课堂实践' } },
                  { type: 'broken' },
                  {
                    type: 'words',
                    props: { text: '仅登录可见' },
                    visibleWhen: { var: 'loggedIn' },
                  },
                ],
                aside: [{ type: 'words', props: { text: '课程目录' } }],
              },
            },
            { type: 'words', props: { text: '页脚说明' } },
          ],
        }}
      />,
      { registry },
    );
    const main = await screen.findByRole('region', { name: '主栏' });
    expect(await screen.findByText('课堂实践')).toBeTruthy();
    expect(main.textContent).toBe('课堂实践正在编辑，敬请期待');
    expect(screen.getByRole('complementary', { name: '侧栏' }).textContent).toBe('课程目录');
    expect(screen.getByText('页脚说明')).toBeTruthy();
    // The slot holds its own blocks in order; the one whose rule says no is left out.
    expect(
      Array.from(main.querySelectorAll('[data-block]')).map((node) =>
        node.getAttribute('data-block'),
      ),
    ).toEqual(['words', 'broken']);
    error.mockRestore();
  });
});
