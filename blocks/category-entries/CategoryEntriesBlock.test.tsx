import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import CategoryEntriesBlock, { type CategoryEntriesProps } from './CategoryEntriesBlock';
import { familyTree, labourTree, teacherCourseTree } from './fixtures';
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

  it.each<[NonNullable<CategoryEntriesProps['area']>, string, string[]]>([
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

  describe('teacher-course columns (CORE-CAT-09)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });
    const columnsProps: CategoryEntriesProps = {
      libraryId: 'lib-teacherTraining',
      links: 'teacherCourseColumns',
      title: 'msg:categories.teacherCourse.title',
      area: 'teacherCourse',
    };

    it('links all 19 codes to their configured library, with no missing-mapping warning', async () => {
      const warn = vi.spyOn(console, 'warn');
      const services = createFakeServices({
        catalogs: { 'lib-teacherTraining': teacherCourseTree },
      });
      renderBlock(CategoryEntriesBlock, columnsProps, { services, path: '/teacherTrainingNav' });
      expect(await screen.findByRole('link', { name: '专业引领' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('教师研修栏目');
      const links = screen.getAllByRole('link');
      expect(links).toHaveLength(19);
      expect(links.map((link) => link.closest('li')?.dataset.code)).toEqual([
        ...CATEGORY_CODES.teacherCourse,
      ]);
      // The local environment maps code → lib-tt-<code> (site-configs/environments.json).
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        CATEGORY_CODES.teacherCourse.map((code) => `/teacherTraining?libraryId=lib-tt-${code}`),
      );
      expect(warn).not.toHaveBeenCalled();
    });

    it('shows a code without a mapping unlinked and warns once in the console', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const tree = {
        ...teacherCourseTree,
        children: [
          ...teacherCourseTree.children.slice(0, 2),
          { tag_id: 'px2099w', tag_name: '未配置的栏目', catalog_id: 'x', hierarchies: [] },
        ],
      };
      const services = createFakeServices({ catalogs: { 'lib-teacherTraining': tree } });
      const { area: _area, ...withoutArea } = columnsProps;
      renderBlock(CategoryEntriesBlock, withoutArea, { services });
      expect(await screen.findByText('未配置的栏目')).toBeTruthy();
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
        '专业引领',
        '教育引领',
      ]);
      expect(screen.getByText('未配置的栏目').closest('a')).toBeNull();
      const warnings = warn.mock.calls.map((call) => String(call[0]));
      expect(warnings.filter((text) => text.includes('px2099w'))).toHaveLength(1);
    });
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
