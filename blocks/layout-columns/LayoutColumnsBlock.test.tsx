import { describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/renderBlock';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import LayoutColumnsBlock, { type LayoutColumnsProps } from './LayoutColumnsBlock';
import { layoutColumnsFixtures } from './fixtures';

/** The block with slot contents, as the page renderer hands them over. */
function WithSlots({ props, blockId }: BlockProps<LayoutColumnsProps>) {
  return (
    <LayoutColumnsBlock
      props={props}
      blockId={blockId}
      slots={{ main: <h2>课堂实践</h2>, aside: <nav aria-label="课程目录">目录</nav> }}
    />
  );
}

describe('layout-columns', () => {
  it('puts the main slot first and the aside beside it, on the right by default', () => {
    const { container } = renderBlock(WithSlots, layoutColumnsFixtures[0].props);
    const root = container.querySelector('.layout-columns')!;
    expect(root.classList.contains('layout-columns--aside-right')).toBe(true);
    expect(root.classList.contains('layout-columns--narrow')).toBe(true);
    expect([...root.children].map((child) => child.className)).toEqual([
      'layout-columns__main',
      'layout-columns__aside',
    ]);
    expect(root.querySelector('.layout-columns__main h2')?.textContent).toBe('课堂实践');
    expect(root.querySelector('aside nav')?.getAttribute('aria-label')).toBe('课程目录');
  });

  it('keeps main first in the document with the aside on the left (phones read it first)', () => {
    const { container } = renderBlock(WithSlots, { aside: 'left', asideWidth: 'wide' });
    const root = container.querySelector('.layout-columns')!;
    expect(root.className).toContain('layout-columns--aside-left');
    expect(root.className).toContain('layout-columns--wide');
    expect(root.firstElementChild?.className).toBe('layout-columns__main');
  });

  it('renders no aside element when the page put nothing there', () => {
    const { container } = renderBlock(LayoutColumnsBlock, {});
    expect(container.querySelector('aside')).toBeNull();
    expect(container.querySelector('.layout-columns__main')).not.toBeNull();
  });
});
