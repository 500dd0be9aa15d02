/**
 * Routes come from the manifest: unknown paths show the not-found page, and a role blocked from
 * a page type (seed 000 §6) lands on the portal home instead.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteRoutes } from './SiteRoutes';
import { renderWithRuntime } from '../../../blocks/testing/renderBlock';
import { createBlockRegistry } from '../../../blocks/createBlockRegistry';
import type { BlockProps } from '../../../blocks/registryTypes';
import type { SiteManifest } from '../manifest/types';
import type { RoleCode } from '../facts/facts';

function Words({ props }: BlockProps<{ text: string }>) {
  return <p>{props.text}</p>;
}
const registry = createBlockRegistry([
  { type: 'words', load: async () => ({ default: Words as never }) },
]);
const site: Partial<SiteManifest> = {
  routes: [
    { path: '', page: 'home' },
    { path: 'teacherTrainingNav', page: 'training', pageType: 'teacherTraining' },
  ],
  pages: {
    home: { blocks: [{ type: 'words', props: { text: '首页内容' } }] },
    training: { blocks: [{ type: 'words', props: { text: '教师研修内容' } }] },
  },
};

describe('SiteRoutes', () => {
  it('a teacher sees the teacher-training page', async () => {
    renderWithRuntime(<SiteRoutes />, {
      site,
      registry,
      path: '/teacherTrainingNav',
      role: 'TEACHER',
    });
    expect(await screen.findByText('教师研修内容')).toBeTruthy();
  });

  it.each<[RoleCode]>([['STUDENT'], ['GUARDIAN']])(
    'a %s opening a teacher-training page lands on /',
    async (role) => {
      renderWithRuntime(<SiteRoutes />, { site, registry, path: '/teacherTrainingNav', role });
      expect(await screen.findByText('首页内容')).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/');
    },
  );

  it('an unknown path shows the not-found page', async () => {
    renderWithRuntime(<SiteRoutes />, { site, registry, path: '/no/such/page' });
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });
});
