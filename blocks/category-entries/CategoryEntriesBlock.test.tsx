import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import CategoryEntriesBlock, { type CategoryEntriesProps } from './CategoryEntriesBlock';
import { familyTree } from './fixtures';
import { createFakeServices, renderBlock } from '../testing/renderBlock';

const props: CategoryEntriesProps = { libraryId: 'lib-family', to: '/family/{code}/catalog' };

describe('category-entries', () => {
  it('links each first-level category to its column page', async () => {
    const services = createFakeServices({ catalogs: { 'lib-family': familyTree } });
    renderBlock(CategoryEntriesBlock, props, { services, path: '/family' });
    expect(await screen.findByRole('link', { name: '家教观念' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('分类导航');
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['家教观念', '/family/jygn/catalog'],
      ['家教方法', '/family/jyff/catalog'],
      ['家教指导', '/family/jyzd/catalog'],
    ]);
    expect(services.librarySearch.catalogs).toHaveBeenCalledWith('lib-family');
  });

  it('shows the collecting text when the catalog has no categories', async () => {
    renderBlock(CategoryEntriesBlock, props, { services: createFakeServices() });
    expect(await screen.findByText('资源征集中，敬请期待')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('shows the error text with a retry that asks again', async () => {
    const services = createFakeServices();
    services.librarySearch.catalogs.mockRejectedValueOnce(new Error('500'));
    renderBlock(CategoryEntriesBlock, props, { services });
    expect(await screen.findByText(/服务器开小差了/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('资源征集中，敬请期待')).toBeTruthy();
    expect(services.librarySearch.catalogs).toHaveBeenCalledTimes(2);
  });
});
