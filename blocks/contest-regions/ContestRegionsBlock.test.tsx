import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import sharedGates from '../../site-configs/shared/gates.json';
import type { SiteManifest } from '../../src/runtime/manifest/types';
import type { Contest } from '../../src/services/entities';
import type { RoleCode } from '../../src/runtime/facts/facts';
import { createFakeServices, renderBlock, renderWithRuntime } from '../testing/renderBlock';
import { fixtureProps } from '../shared/fixtureHelpers';
import ContestRegionsBlock, { type ContestRegionsProps } from './ContestRegionsBlock';
import { contestRegionsFixtures } from './fixtures';

/** Open from August to December 2024 (the test clock is 1 September 2024). */
const OPEN_CONTEST: Contest = {
  contest_id: '113',
  title: '中华经典诵写讲大赛·诵读大赛',
  status: 1,
  begin_time: '2024-08-01T09:00:00.000+0800',
  end_time: '2024-12-31T18:00:00.000+0800',
  enroll_setting: {
    begin_time: '2024-08-01T09:00:00.000+0800',
    end_time: '2024-10-31T18:00:00.000+0800',
  },
};

const SITE: Partial<SiteManifest> = {
  gates: { enroll: sharedGates.enroll as NonNullable<SiteManifest['gates']>[string] },
};

function setup(
  fixture: string,
  options: { role?: RoleCode | null; contest?: Contest | null } = {},
) {
  const services = createFakeServices();
  const contest = options.contest === undefined ? OPEN_CONTEST : options.contest;
  services.contest.detail = vi.fn(async () => contest && structuredClone(contest));
  const result = renderBlock(
    ContestRegionsBlock,
    fixtureProps(contestRegionsFixtures, fixture) as unknown as ContestRegionsProps,
    {
      services,
      sitePrefix: '/hd/sxj',
      path: '/hd/sxj/sdds',
      role: options.role === null ? undefined : (options.role ?? 'STUDENT'),
      site: SITE,
    },
  );
  return { ...result, services };
}

const cards = () => screen.getAllByRole('listitem').filter((item) => item.dataset.region);
const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
const location = () => screen.getByTestId('location').textContent;

describe('contest regions (HD-SXJ-08)', () => {
  it('shows the three regional entries in order, each with who may take part', () => {
    setup('three-regions');
    expect(screen.getByRole('heading', { name: '参赛赛区' })).toBeTruthy();
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '内地赛区',
      '港澳台赛区',
      '海外赛区',
    ]);
    expect(within(cardOf('内地赛区')).getByText('面向内地（大陆）学校的学生与教师')).toBeTruthy();
    expect(
      within(cardOf('港澳台赛区')).getByText('面向香港、澳门、台湾地区的学生与教师'),
    ).toBeTruthy();
    expect(within(cardOf('海外赛区')).getByText('面向海外华人华侨及国际学生')).toBeTruthy();
    // Each button reads 活动报名 and is told apart by its region when heard.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '活动报名',
      '活动报名',
      '活动报名',
    ]);
    expect(screen.getByRole('button', { name: '活动报名 港澳台赛区' })).toBeTruthy();
  });

  it('shows only the regions the manifest lists: two are mainland and HMT', () => {
    setup('two-regions');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '内地赛区',
      '港澳台赛区',
    ]);
    expect(screen.queryByText('海外赛区')).toBeNull();
  });

  it('活动报名 runs the enroll gate and opens the enrol page with the region', async () => {
    const { services } = setup('three-regions');
    fireEvent.click(within(cardOf('港澳台赛区')).getByRole('button', { name: /活动报名/ }));
    await waitFor(() => expect(location()).toBe('/hd/sxj/contest/113/enroll?region=hmt'));
    expect(services.contest.detail).toHaveBeenCalledWith('113');
  });

  it('a visitor who is not signed in is asked to sign in and stays on the page', async () => {
    const { runtime } = setup('three-regions', { role: null });
    runtime.ui.confirm.mockResolvedValue(false);
    fireEvent.click(within(cardOf('海外赛区')).getByRole('button', { name: /活动报名/ }));
    await waitFor(() => expect(runtime.ui.confirm).toHaveBeenCalledTimes(1));
    expect(runtime.ui.confirm.mock.calls[0][0]).toBe('需要登录才可以报名，是否登录？');
    expect(location()).toBe('/hd/sxj/sdds');
  });

  it("the gate's refusal is its toast, with no navigation", async () => {
    const { runtime } = setup('three-regions', {
      contest: { ...OPEN_CONTEST, enroll_setting: { end_time: '2024-08-15T18:00:00.000+0800' } },
    });
    fireEvent.click(within(cardOf('内地赛区')).getByRole('button', { name: /活动报名/ }));
    await waitFor(() =>
      expect(runtime.ui.toast).toHaveBeenCalledWith('当前报名已截止，暂时无法报名'),
    );
    expect(location()).toBe('/hd/sxj/sdds');
  });

  it('takes a title and description from the manifest, and the contest from the route', async () => {
    const services = createFakeServices();
    services.contest.detail = vi.fn(async () => ({ ...OPEN_CONTEST, contest_id: '127' }));
    renderWithRuntime(
      <Routes>
        <Route
          path="/hd/c-sxj/contest/:contestId/regions"
          element={
            <ContestRegionsBlock
              props={
                fixtureProps(contestRegionsFixtures, 'own-texts') as unknown as ContestRegionsProps
              }
              blockId="r"
            />
          }
        />
        <Route path="*" element={null} />
      </Routes>,
      {
        services,
        sitePrefix: '/hd/c-sxj',
        path: '/hd/c-sxj/contest/127/regions',
        role: 'STUDENT',
        site: SITE,
      },
    );
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '国际赛区',
    ]);
    expect(screen.getByText('面向在海外学习的中文学习者')).toBeTruthy();
    // No stages declared: no strip.
    expect(screen.queryByText('比赛阶段')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /活动报名/ }));
    await waitFor(() => expect(location()).toBe('/hd/c-sxj/contest/127/enroll?region=overseas'));
  });

  it('runs the gate the manifest names instead of enroll', async () => {
    const services = createFakeServices();
    const { runtime } = renderBlock(
      ContestRegionsBlock,
      { contestId: '113', gate: 'hmtOnly', regions: [{ key: 'mainland' }] },
      {
        services,
        sitePrefix: '/hd/sxj',
        path: '/hd/sxj/sdds',
        role: 'STUDENT',
        site: {
          gates: {
            ...SITE.gates,
            hmtOnly: { rules: [{ when: true, then: { toast: 'msg:shell.noAccess' } }] },
          },
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: /活动报名/ }));
    await waitFor(() => expect(runtime.ui.toast).toHaveBeenCalledWith('抱歉，您暂无访问权限'));
    expect(location()).toBe('/hd/sxj/sdds');
  });

  it('renders nothing without a contest id', () => {
    const { container } = renderBlock(ContestRegionsBlock, {
      contestIdFromQuery: 'contestId',
      regions: [{ key: 'mainland' }],
    });
    expect(container.querySelector('.contest-regions')).toBeNull();
  });
});

describe('contest stages (HD-SXJ-10)', () => {
  it('labels the two stages 初测 and 复测, in order, with their descriptions', () => {
    setup('three-regions');
    expect(screen.getByRole('heading', { name: '比赛阶段' })).toBeTruthy();
    const stages = [...document.querySelectorAll('[data-stage]')];
    expect(
      stages.map((stage) => stage.querySelector('.contest-regions__stage-label')?.textContent),
    ).toEqual(['初测', '复测']);
    expect(within(stages[0] as HTMLElement).getByText('各赛区评审专家网络评审')).toBeTruthy();
    expect(within(stages[1] as HTMLElement).getByText('入围作品现场展示与终评')).toBeTruthy();
  });
});

describe('regional entry counts in the recitation manifests (seed 001 §9, A-50)', () => {
  const EXPECTED: Record<string, Record<string, number>> = {
    sxj: { sdds: 3, jjds: 3, sxds: 3, zkds: 3 },
    'b-sxj': { sdds: 3, jjds: 3, sxds: 2, zkds: 2 },
    'c-sxj': { sdds: 3, jjds: 3, sxds: 2, zkds: 2 },
  };
  const CHANNELS = ['mainland', 'hmt', 'overseas'];

  it.each(Object.keys(EXPECTED))('/hd/%s declares the counts of its edition', (edition) => {
    const file = join(__dirname, '../../site-configs/hd', edition, 'site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as {
      pages: Record<string, { blocks: { type: string; props: ContestRegionsProps }[] }>;
    };
    for (const [contest, count] of Object.entries(EXPECTED[edition])) {
      const blocks = site.pages[contest].blocks;
      const types = blocks.map((block) => block.type);
      // Right after the page's own buttons, about the same contest.
      const at = types.indexOf('contest-regions');
      expect(types[at - 1], `${edition}/${contest}`).toBe('gate-buttons');
      const { props } = blocks[at];
      expect(props.contestId).toBe(`{{contests.${edition}.${contest}}}`);
      expect(
        props.regions.map((region) => region.key),
        `${edition}/${contest}`,
      ).toEqual(CHANNELS.slice(0, count));
      expect(props.stages?.map((stage) => stage.key)).toEqual(['first', 'second']);
    }
  });
});
