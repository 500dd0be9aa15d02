import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ResourceDetailBlock, { type ResourceDetailProps } from './ResourceDetailBlock';
import { renderBlock } from '../testing/renderBlock';
import type { ResourceDetail } from '../../src/services/entities';

/** The youth detail's simple display type (seed 000 §2; ledger CORE-ROUTE-35). */
const youth: ResourceDetail = {
  id: 'y1',
  title: '青少年读书分享',
  resource_type: 'share_resource',
  create_time: '2026-11-16T09:00:00.000+0800',
  status: 'online',
  cover_url: '/covers/y1.svg',
  extra: { source: '共青团中央', brief_introduction: '一起读好书。' },
};

const props: ResourceDetailProps = {
  idFromQuery: 'contentId',
  typeFromQuery: 'contentType',
  displayTypeFromQuery: 'displayType',
  breadcrumbFromQuery: 'breadCrumb',
  breadcrumb: [{ label: '首页', to: '/' }],
};

const show = (query: string) =>
  renderBlock(ResourceDetailBlock, props, {
    data: { contents: { y1: youth } },
    path: `/youth/detail?${query}`,
  });

describe('resource-detail, simple display type (youth detail)', () => {
  it('asks content X and shows it alone under the breadCrumb text', async () => {
    const { runtime } = show(
      'contentType=share_resource&contentId=y1&catalogType=youth&displayType=simple&breadCrumb=a',
    );
    await screen.findByRole('heading', { name: '青少年读书分享' });
    expect(runtime.services.content.detail).toHaveBeenCalledWith('y1', 'share_resource');
    const article = document.querySelector('[data-content-id="y1"]')!;
    expect(article.getAttribute('data-display')).toBe('simple');
    expect(document.querySelector('.resource-detail__stats')).toBeNull();
    expect(screen.queryByRole('button', { name: /点赞/ })).toBeNull();
    const crumbs = screen.getByRole('navigation');
    expect(crumbs.textContent).toContain('首页');
    expect(crumbs.querySelector('[aria-current="page"]')?.textContent).toBe('a');
  });

  it('keeps the full layout without displayType=simple, the title as the current level', async () => {
    show('contentType=share_resource&contentId=y1');
    await screen.findByRole('heading', { name: '青少年读书分享' });
    expect(document.querySelector('[data-content-id="y1"]')?.getAttribute('data-display')).toBe(
      'full',
    );
    expect(screen.getByRole('navigation').querySelector('[aria-current="page"]')?.textContent).toBe(
      '青少年读书分享',
    );
  });
});
