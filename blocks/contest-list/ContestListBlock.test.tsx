import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import sharedGates from '../../site-configs/shared/gates.json';
import type { SiteManifest } from '../../src/runtime/manifest/types';
import type { Contest } from '../../src/services/entities';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import { fixtureProps, sampleSection } from '../shared/fixtureHelpers';
import CustomBlock from '../custom-block/CustomBlock';
import ContestListBlock from './ContestListBlock';
import { contestListFixtures, DIAA_LIST_CONFIG } from './fixtures';
import { prefetchContestList } from './contestListEarly';
import { createBlockRegistry, defaultBlockEntries } from '../registry';

/** A contest as the search answers it: open from August to December 2024 (the test clock is 1 September). */
function contest(id: string, title: string): Contest {
  return {
    contest_id: id,
    title,
    status: 1,
    begin_time: '2024-08-01T09:00:00.000+0800',
    end_time: '2024-12-31T18:00:00.000+0800',
    enroll_setting: {
      begin_time: '2024-08-01T09:00:00.000+0800',
      end_time: '2024-10-31T18:00:00.000+0800',
    },
  };
}

const CONTESTS = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => contest(`diaa2024-t${n}`, `赛题${n}活动`)),
  contest('diaa2024-overseas', '海外赛区活动'),
];

const SITE: Partial<SiteManifest> = {
  gates: { enroll: sharedGates.enroll as NonNullable<SiteManifest['gates']>[string] },
};

function setup(options: { props?: ReturnType<typeof fixtureProps>; fail?: boolean } = {}) {
  const services = createFakeServices();
  services.contest.search = vi.fn(async (ids: string[]) => {
    if (options.fail) throw new Error('HTTP 500');
    return CONTESTS.filter((item) => ids.includes(item.contest_id));
  });
  services.contest.detail = vi.fn(
    async (id: string) => CONTESTS.find((item) => item.contest_id === id) ?? null,
  );
  const result = renderBlock(
    ContestListBlock,
    options.props ?? fixtureProps(contestListFixtures, 'diaa-every-status'),
    { services, sitePrefix: '/hd/diaa', path: '/hd/diaa', role: 'STUDENT', site: SITE },
  );
  return { ...result, services };
}

const entryOf = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('contest list with the channel’s early start (issue 17: the first view renders once)', () => {
  it('draws the list in its first frame when the statuses came with the channel, and asks afresh next time', async () => {
    const services = createFakeServices();
    services.contest.search = vi.fn(async (ids: string[]) =>
      CONTESTS.filter((item) => ids.includes(item.contest_id)),
    );
    const props = fixtureProps(contestListFixtures, 'diaa-every-status');
    const registry = createBlockRegistry(defaultBlockEntries);
    // What custom-block's prefetch does while the channel's sections load.
    await prefetchContestList(props.section, {
      services,
      registry,
      query: new URLSearchParams(),
    });
    expect(services.contest.search).toHaveBeenCalledTimes(1);
    const options = { services, registry, sitePrefix: '/hd/diaa', path: '/hd/diaa', site: SITE };
    const first = renderBlock(ContestListBlock, props, options);
    // No skeleton in between: the entries are there at once.
    expect(screen.getByText('赛题1活动')).toBeTruthy();
    await waitFor(() => expect(services.contest.search).toHaveBeenCalledTimes(1));
    first.unmount();
    // The early answer serves one render only: a later visit sees statuses as they are then.
    renderBlock(ContestListBlock, props, options);
    await waitFor(() => expect(services.contest.search).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('赛题1活动')).toBeTruthy();
  });
});

describe('contest list (seed 001 §3, §4)', () => {
  it('asks the contest service once for every id of the config', async () => {
    const { services } = setup();
    await screen.findByText('赛题1活动');
    expect(services.contest.search).toHaveBeenCalledTimes(1);
    expect(services.contest.search).toHaveBeenCalledWith([
      ...DIAA_LIST_CONFIG.contest_ids,
      'diaa2024-overseas',
    ]);
  });

  it('shows each status with its badge and buttons', async () => {
    setup();
    await screen.findByText('赛题1活动');
    const expected: [string, string, string[]][] = [
      ['赛题1活动', '报名中', ['立即参与']],
      ['赛题3活动', '进行中', ['成绩公布']],
      ['赛题4活动', '已结束', ['成绩公布']],
      ['赛题5活动', '进行中', []],
      ['赛题6活动', '未开始', []],
      ['赛题7活动', '进行中', ['立即参与']],
    ];
    for (const [title, badge, actions] of expected) {
      const entry = within(entryOf(title));
      expect(entry.getByText(badge), title).toBeTruthy();
      const labels = [
        ...entry.queryAllByRole('link').map((link) => link.textContent),
        ...entry
          .queryAllByRole('button')
          .filter((button) => button.className.includes('contest-list__button'))
          .map((button) => button.textContent),
      ];
      expect(labels.sort(), title).toEqual(actions);
    }
    expect(
      within(entryOf('赛题1活动')).getByText('活动时间：2024-08-01 至 2024-12-31'),
    ).toBeTruthy();
  });

  it('成绩公布 goes to score?pos= the topic number (the place in contest_ids, A-48)', async () => {
    setup();
    await screen.findByText('赛题3活动');
    expect(
      within(entryOf('赛题3活动')).getByRole('link', { name: '成绩公布' }).getAttribute('href'),
    ).toBe('/hd/diaa/score?pos=3');
    expect(
      within(entryOf('赛题4活动')).getByRole('link', { name: '成绩公布' }).getAttribute('href'),
    ).toBe('/hd/diaa/score?pos=4');
  });

  it('status 0: a press on the entry or its title says 活动暂未发布 (A-45)', async () => {
    const { runtime } = setup();
    await screen.findByText('赛题6活动');
    fireEvent.click(entryOf('赛题6活动'));
    fireEvent.click(screen.getByRole('button', { name: '赛题6活动' }));
    expect(runtime.ui.toast.mock.calls).toEqual([['活动暂未发布'], ['活动暂未发布']]);
    // Other entries say nothing when pressed.
    fireEvent.click(entryOf('赛题5活动'));
    expect(runtime.ui.toast).toHaveBeenCalledTimes(2);
  });

  it('status 1: 立即参与 runs the enrol gate, then opens the enrolment page', async () => {
    const { services } = setup();
    await screen.findByText('赛题2活动');
    fireEvent.click(within(entryOf('赛题2活动')).getByRole('button', { name: '立即参与' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/hd/diaa/contest/diaa2024-t2/enroll',
      ),
    );
    expect(services.contest.detail).toHaveBeenCalledWith('diaa2024-t2');
  });

  it('status 1 when the enrol gate refuses: its toast, no navigation', async () => {
    const services = createFakeServices();
    services.contest.search = vi.fn(async () => [contest('diaa2024-t1', '赛题1活动')]);
    services.contest.detail = vi.fn(async () => ({
      ...contest('diaa2024-t1', '赛题1活动'),
      enroll_setting: { end_time: '2024-08-15T18:00:00.000+0800' },
    }));
    const config = { contests: [{ contest_id: 'diaa2024-t1', status: 1 }] };
    const section = sampleSection(20, { setting: { data: { ext_param: JSON.stringify(config) } } });
    const { runtime } = renderBlock(
      ContestListBlock,
      { section },
      { services, sitePrefix: '/hd/diaa', path: '/hd/diaa', role: 'STUDENT', site: SITE },
    );
    fireEvent.click(await screen.findByRole('button', { name: '立即参与' }));
    await waitFor(() =>
      expect(runtime.ui.toast).toHaveBeenCalledWith('当前报名已截止，暂时无法报名'),
    );
    expect(screen.getByTestId('location').textContent).toBe('/hd/diaa');
  });

  it('status 5: 立即参与 opens the entry link in a new tab through the external-link page (HD-DIAA-19)', async () => {
    setup();
    await screen.findByText('赛题7活动');
    const link = within(entryOf('赛题7活动')).getByRole('link', { name: '立即参与' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/externalLink');
    expect(href.searchParams.get('url')).toBe('https://ext.example/diaa-t7');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('status 5 with a javascript: link shows no button', async () => {
    const config = {
      contests: [{ contest_id: 'diaa2024-t7', status: 5, link: 'javascript:alert(1)' }],
      contest_ids: ['diaa2024-t7'],
    };
    setup({
      props: {
        section: sampleSection(20, { setting: { data: { ext_param: JSON.stringify(config) } } }),
      },
    });
    await screen.findByText('赛题7活动');
    expect(within(entryOf('赛题7活动')).queryByRole('link')).toBeNull();
  });

  it('overseas contests form their own group titled 海外 (A-49)', async () => {
    setup();
    const group = (await screen.findByRole('heading', { name: '海外' })).closest('section')!;
    expect(within(group).getByText('海外赛区活动')).toBeTruthy();
    expect(within(group).queryByText('赛题1活动')).toBeNull();
    // Not a topic: no score link even if it had one, 立即参与 as status 1.
    expect(within(group).getByRole('button', { name: '立即参与' })).toBeTruthy();
  });

  it('is the #anchor_activity target, 72 px below the top', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const services = createFakeServices();
    services.contest.search = vi.fn(async () => CONTESTS);
    renderBlock(ContestListBlock, fixtureProps(contestListFixtures, 'diaa-every-status'), {
      services,
      sitePrefix: '/hd/diaa',
      path: '/hd/diaa#anchor_activity',
    });
    await screen.findByText('赛题1活动');
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    const anchor = document.getElementById('anchor_activity')!;
    expect(scroll.mock.contexts[0]).toBe(anchor);
    expect(anchor.style.scrollMarginTop).toBe('72px');
  });

  it('a malformed config is logged and nothing shown; no request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, services } = setup({
      props: fixtureProps(contestListFixtures, 'malformed'),
    });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0]![0])).toContain('malformed contest list');
    expect(container.querySelector('.contest-list')).toBeNull();
    expect(services.contest.search).not.toHaveBeenCalled();
  });

  it('an entry with a status outside 0–5 or unknown to the service is left out and logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = {
      contests: [
        { contest_id: 'diaa2024-t1', status: 9 },
        { contest_id: 'no-such-contest', status: 1 },
        { contest_id: 'diaa2024-t2', status: 2 },
      ],
      contest_ids: ['diaa2024-t1', 'diaa2024-t2'],
    };
    setup({
      props: {
        section: sampleSection(20, { setting: { data: { ext_param: JSON.stringify(config) } } }),
      },
    });
    await screen.findByText('赛题2活动');
    expect(screen.queryByText('赛题1活动')).toBeNull();
    expect(document.querySelectorAll('.contest-list__entry')).toHaveLength(1);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
  });

  it('a failed search says so and asks again on 重新加载', async () => {
    const { services } = setup({ fail: true });
    expect(await screen.findByText('活动列表加载失败')).toBeTruthy();
    services.contest.search = vi.fn(async () => CONTESTS);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('赛题1活动')).toBeTruthy();
  });

  it('the custom block hands a type-20 section with a contest list to this block', async () => {
    const services = createFakeServices();
    services.contest.search = vi.fn(async () => CONTESTS);
    renderBlock(CustomBlock, fixtureProps(contestListFixtures, 'diaa-every-status'), {
      services,
      sitePrefix: '/hd/diaa',
    });
    expect(await screen.findByText('赛题8活动')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '大赛活动' })).toBeTruthy();
  });
});
