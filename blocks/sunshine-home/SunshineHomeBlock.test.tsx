import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SunshineHomeBlock, {
  SUNSHINE_MODULE_KEYS,
  type SunshineHomeProps,
} from './SunshineHomeBlock';
import { sunshineHomeFixtures, sunshineHomeSampleData } from './fixtures';
import { createFakeServices, renderBlock, type RenderOptions } from '../testing/renderBlock';
import siteManifest from '../../site-configs/portal/site.json';
import type { SpecialSpaceService } from '../../src/services/specialSpaceService';
import type { Gate } from '../../src/runtime/manifest/types';

const homeProps = sunshineHomeFixtures.find((fixture) => fixture.name === 'home')!
  .props as unknown as SunshineHomeProps;
/** The portal's own gate, so the test follows the manifest. */
const liveClassGate = siteManifest.gates.sunshineLiveClass as unknown as Gate;

function specialSpace(schools: unknown[]): SpecialSpaceService {
  return {
    sunTeacherSchools: vi.fn(async () => schools),
    classMemberships: vi.fn(async () => []),
    schoolIds: vi.fn(async () => []),
  };
}

function renderHome(
  props: SunshineHomeProps = homeProps,
  options: RenderOptions & { schools?: unknown[] } = {},
) {
  const services = {
    ...createFakeServices(structuredClone(sunshineHomeSampleData)),
    specialSpace: specialSpace(options.schools ?? []),
  };
  return renderBlock(SunshineHomeBlock, props, {
    path: '/sunshine',
    site: { gates: { sunshineLiveClass: liveClassGate } },
    ...options,
    services,
  });
}

async function modules(container: HTMLElement): Promise<HTMLElement[]> {
  await waitFor(() => expect(container.querySelector('[data-module]')).not.toBeNull());
  return [...container.querySelectorAll<HTMLElement>('[data-module]')];
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('sunshine home modules (HD-SUN-07..09)', () => {
  it('shows the banner, then the four modules in the spec order whatever the server order', async () => {
    const { container } = renderHome();
    const found = await modules(container);
    expect(found.map((module) => module.dataset.module)).toEqual([
      'news',
      'learning',
      'showcase',
      'recommend',
    ]);
    expect(found.map((module) => module.getAttribute('aria-label'))).toEqual([
      '新闻通知',
      '课程学习',
      '展示交流与特色资源',
      '相关推荐',
    ]);
    const lead = container.querySelector('.sunshine-home__lead')!;
    expect(lead.compareDocumentPosition(found[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(SUNSHINE_MODULE_KEYS).toHaveLength(4);
  });

  it('the news module shows the first 4 of 10 items', async () => {
    const { container } = renderHome();
    const [news] = await modules(container);
    await within(news).findByText('新闻通知 1');
    for (const n of [1, 2, 3, 4]) expect(within(news).getByText(`新闻通知 ${n}`)).toBeTruthy();
    expect(within(news).queryByText('新闻通知 5')).toBeNull();
    expect(within(news).getAllByRole('listitem')).toHaveLength(4);
  });

  it('recommends the reading platform (external-link page) and the language museum, with the notice', async () => {
    const { container } = renderHome();
    const recommend = (await modules(container))[3];
    const reading = await within(recommend).findByRole('link', { name: '青少年数字阅读平台' });
    expect(reading.getAttribute('href')).toBe(
      '/externalLink?url=https%3A%2F%2Fread.smartedu.example%2F',
    );
    expect(
      within(recommend).getByRole('link', { name: '中国语言文字数字博物馆' }).getAttribute('href'),
    ).toBe('/hd/yfwl');
    expect(within(recommend).getByText('阳光学校由外交部、教育部共同举办。')).toBeTruthy();
  });

  it('a module whose section is missing shows its title and 正在编辑，敬请期待', async () => {
    const data = structuredClone(sunshineHomeSampleData);
    data.sections.sunshine = data.sections.sunshine.filter((s) => s.id !== 'sun-learning');
    const services = { ...createFakeServices(data), specialSpace: specialSpace([]) };
    const { container } = renderBlock(SunshineHomeBlock, homeProps, {
      path: '/sunshine',
      services,
    });
    const learning = (await modules(container))[1];
    expect(within(learning).getByText('课程学习')).toBeTruthy();
    expect(within(learning).getByText('正在编辑，敬请期待')).toBeTruthy();
  });

  it('links cards under the given base (/sunshine)', async () => {
    const { container } = renderHome();
    const learning = (await modules(container))[1];
    const card = await within(learning).findByRole('link', { name: /七年级数学/ });
    expect(card.getAttribute('href')).toMatch(/^\/sunshine\/detail\?contentId=/);
  });

  it('without liveClass there is no live-class entry', async () => {
    const { container } = renderHome({ channelId: 'sunshine' });
    await modules(container);
    expect(screen.queryByRole('button', { name: '进入直播课堂' })).toBeNull();
  });
});

describe('live-class entry: login and permission check (HD-SUN-12, A-33)', () => {
  const press = async () =>
    fireEvent.click(await screen.findByRole('button', { name: '进入直播课堂' }));

  it('logged out: asks to log in, then sends the visitor to sign in', async () => {
    const { runtime } = renderHome();
    await press();
    await waitFor(() =>
      expect(runtime.ui.confirm).toHaveBeenCalledWith('需要登录才可以查看，是否登录？', {
        hideCancel: false,
      }),
    );
    await waitFor(() => expect(runtime.session.login).toHaveBeenCalledWith('/sunshine'));
  });

  it('logged in but not qualified: 抱歉，您暂无访问权限, and the page stays', async () => {
    const { runtime } = renderHome(homeProps, { role: 'TEACHER', schools: [] });
    await press();
    await waitFor(() => expect(runtime.ui.toast).toHaveBeenCalledWith('抱歉，您暂无访问权限'));
    expect(screen.getByTestId('location').textContent).toBe('/sunshine');
  });

  it('qualified: goes to the live classes', async () => {
    renderHome(homeProps, { role: 'TEACHER', schools: [{ school_id: 'S1' }] });
    await press();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sunshine/live'));
  });
});
