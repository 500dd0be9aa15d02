import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import CategoryEntriesBlock, { type CategoryEntriesProps } from './CategoryEntriesBlock';
import { familyTree, labourTree } from './fixtures';
import schema from './schema.json';
import { CATEGORY_CODES } from '../../src/lib/categoryCodes';
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

  it.each([
    ['labourEdu', '劳动教育分类', ['日常生活劳动', '生产劳动', '服务性劳动', '劳动精神']],
    ['wisdom', '智慧技能专区', ['案例集锦', '技能示范', '创新创业']],
    ['navigation', '专题导航', ['一地一案', '作业改革']],
  ])('with area %s shows only that area of a shared catalog', async (area, heading, names) => {
    const services = createFakeServices({ catalogs: { 'lib-labourEdu': labourTree } });
    renderBlock(
      CategoryEntriesBlock,
      {
        libraryId: 'lib-labourEdu',
        to: '/labourEdu/{code}/catalog',
        title: `msg:categories.${area}.title`,
        area,
      },
      { services, path: '/labourEdu' },
    );
    expect(await screen.findByRole('link', { name: names[0] })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(heading);
    const codes: readonly string[] = CATEGORY_CODES[area as keyof typeof CATEGORY_CODES];
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(names.map((name, i) => [name, `/labourEdu/${codes[i]}/catalog`]));
  });

  it('offers every area of the code table, and only those, to manifests', () => {
    expect([...schema.properties.area.enum].sort()).toEqual(Object.keys(CATEGORY_CODES).sort());
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
