import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { renderBlock } from '../testing/renderBlock';
import PageFrameBlock, { type PageFrameProps } from './PageFrameBlock';
import { pageFrameFixtures } from './fixtures';

function WithBody({ props, blockId }: BlockProps<PageFrameProps>) {
  return <PageFrameBlock props={props} blockId={blockId} slots={{ body: <p>作业内容</p> }} />;
}

describe('page-frame', () => {
  it('names the page by its heading: breadcrumb levels, then the page, then the body', () => {
    renderBlock(WithBody, pageFrameFixtures[0].props as unknown as PageFrameProps);
    const frame = screen.getByRole('region', { name: '作业详情' });
    expect(within(frame).getByRole('heading', { level: 1 }).textContent).toBe('作业详情');
    const trail = within(frame).getByRole('navigation');
    expect(within(trail).getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: '培训项目' }).getAttribute('href')).toBe(
      '/training',
    );
    expect(within(frame).getByText('作业内容')).toBeTruthy();
  });

  it('shows a literal title and no levels when the manifest gives none', () => {
    renderBlock(PageFrameBlock, pageFrameFixtures[1].props as unknown as PageFrameProps);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('常见问题');
  });
});
