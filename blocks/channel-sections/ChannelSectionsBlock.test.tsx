import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChannelSectionsBlock, { type ChannelSectionsProps } from './ChannelSectionsBlock';
import { channelSectionsSampleData } from './fixtures';
import { channelSectionsOnce } from './loadChannelSections';
import { sampleContent, sampleSection } from '../shared/fixtureHelpers';
import {
  renderBlock,
  createFakeServices,
  type FakeServiceData,
  type RenderOptions,
} from '../testing/renderBlock';
import { createBlockRegistry, defaultBlockEntries } from '../registry';
import type { BlockEntry } from '../../src/runtime/blocks/contract';
import type { Section } from '../../src/services/entities';

afterEach(() => vi.restoreAllMocks());

function data(overrides: Partial<FakeServiceData> = {}): FakeServiceData {
  return { ...structuredClone(channelSectionsSampleData), ...overrides };
}

function renderSections(
  props: ChannelSectionsProps,
  options: RenderOptions & { data?: FakeServiceData } = {},
) {
  const services = createFakeServices(options.data ?? data());
  const result = renderBlock(ChannelSectionsBlock, props, { ...options, services });
  return { ...result, services };
}

function renderedSectionIds(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-section-id]')].map((element) =>
    element.getAttribute('data-section-id')!,
  );
}

async function loaded(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
}

describe('channel sections', () => {
  it("renders a channel's sections in server order, each by its type (CORE-CHAN-01)", async () => {
    const { container, services } = renderSections({ channelId: 'channel-a' });
    await loaded(container);
    expect(services.channels.sections).toHaveBeenCalledWith('channel-a');
    expect(renderedSectionIds(container)).toEqual(['a-banner', 'a-nav', 'a-sport', 'a-art']);
    expect(await screen.findByRole('region', { name: '轮播图' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: '快捷导航' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '体育锻炼' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /体育课 1/ })).toBeTruthy();
  });

  it('renders at once, in its first frame, when the page’s early start already has the sections', async () => {
    const services = createFakeServices(data());
    const registry = createBlockRegistry(defaultBlockEntries);
    // The entry's first view waits for the block's prefetch before rendering (issue 17).
    await channelSectionsOnce(services, 'channel-a', registry);
    const { container } = renderBlock(
      ChannelSectionsBlock,
      { channelId: 'channel-a' },
      { services, registry },
    );
    // No loading state in between: nothing below the sections moves when they arrive.
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(renderedSectionIds(container)).toEqual(['a-banner', 'a-nav', 'a-sport', 'a-art']);
    expect(services.channels.sections).toHaveBeenCalledTimes(1);
  });

  it('marks each section with its id, type and key', async () => {
    const { container } = renderSections({ channelId: 'channel-a' });
    await loaded(container);
    const sport = container.querySelector('[data-section-id="a-sport"]')!;
    expect(sport.getAttribute('data-section-type')).toBe('12');
    expect(sport.getAttribute('data-section-key')).toBe('sport');
    expect(
      container.querySelector('[data-section-id="a-banner"]')!.hasAttribute('data-section-key'),
    ).toBe(false);
  });

  it('reads the channel id from the named query parameter', async () => {
    const { container, services } = renderSections(
      { channelIdFromQuery: 'channelId' },
      { path: '/?channelId=channel-b' },
    );
    await loaded(container);
    expect(services.channels.listChannels).not.toHaveBeenCalled();
    expect(services.channels.sections).toHaveBeenCalledWith('channel-b');
    expect(renderedSectionIds(container)).toEqual(['b-sport', 'b-other']);
  });

  describe('without a channel id (CORE-CHAN-02, 03)', () => {
    it('shows the first two channels as two groups', async () => {
      const { container, services } = renderSections({ channelIdFromQuery: 'channelId' });
      await loaded(container);
      expect(services.channels.listChannels).toHaveBeenCalledTimes(1);
      expect(services.channels.sections.mock.calls.map(([id]) => id).sort()).toEqual([
        'channel-a',
        'channel-b',
      ]);
      const groups = container.querySelectorAll('.channel-sections__group');
      expect([...groups].map((group) => group.getAttribute('data-channel-id'))).toEqual([
        'channel-a',
        'channel-b',
      ]);
    });

    it("gives the second group's type-12 sections the more links of the first channel's navigation", async () => {
      const { container } = renderSections({}, { path: '/' });
      await loaded(container);
      const second = container.querySelector<HTMLElement>('[data-channel-id="channel-b"]')!;
      const sport = second.querySelector<HTMLElement>('[data-section-id="b-sport"]')!;
      const more = await within(sport).findByRole('link', { name: '更多' });
      expect(more.getAttribute('href')).toBe('/sport/list?libraryId=lib-sport');
      // No navigation item is titled 劳动实践: that section keeps its own show_more_data.
      const other = second.querySelector<HTMLElement>('[data-section-id="b-other"]')!;
      expect((await within(other).findByRole('link', { name: '更多' })).getAttribute('href')).toBe(
        '/teacherTraining?channelId=channel-demo&sectionId=b-other&libraryId=lib-labour',
      );
    });
  });

  it('shows a skeleton while loading', () => {
    const { container } = renderSections(
      { channelId: 'channel-a' },
      { data: data({ hang: { sections: ['channel-a'] } }) },
    );
    expect(container.querySelector('[aria-busy="true"] .section-skeleton')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders an empty list with the generic error when the sections cannot be fetched', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderSections(
      { channelId: 'channel-a' },
      { data: data({ fail: { sections: ['channel-a'] } }) },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('服务器开小差了，请稍后重试');
    expect(renderedSectionIds(container)).toEqual([]);
    // Logged from an effect, after the error screen is on the page.
    await waitFor(() => expect(error).toHaveBeenCalled());
  });

  it('hides a section with malformed ext_param and logs it; the others render (CORE-CHAN-32)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sample = data();
    sample.sections!['channel-a'][2].setting.data!.ext_param = '{bad';
    const { container } = renderSections({ channelId: 'channel-a' }, { data: sample });
    await loaded(container);
    expect(renderedSectionIds(container)).toEqual(['a-banner', 'a-nav', 'a-art']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('malformed ext_param'));
  });

  it('renders the frame and title without data when contents fail to load (CORE-CHAN-33)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderSections(
      { channelId: 'channel-a' },
      { data: data({ fail: { libraries: ['lib-sport'] } }) },
    );
    await loaded(container);
    const sport = container.querySelector<HTMLElement>('[data-section-id="a-sport"]')!;
    expect(await within(sport).findByRole('heading', { name: '体育锻炼' })).toBeTruthy();
    expect(within(sport).getByText('正在编辑，敬请期待')).toBeTruthy();
    expect(within(sport).queryByRole('link', { name: /体育课/ })).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('a-sport'), expect.any(Error));
  });

  it('shows resources in the listed order (CORE-CHAN-45)', async () => {
    const sections: Section[] = [
      sampleSection(12, {
        id: 'picked',
        setting: {
          data: {
            resources: [
              { library_id: 'lib-x', content_id: 'c3' },
              { library_id: 'lib-x', content_id: 'c1' },
            ],
          },
        },
      }),
    ];
    const libraries = {
      'lib-x': [1, 2, 3].map((n) => sampleContent(n, { id: `c${n}`, title: `资源 c${n}` })),
    };
    const { container } = renderSections(
      { channelId: 'C' },
      { data: { sections: { C: sections }, libraries } },
    );
    await loaded(container);
    const cards = await screen.findAllByRole('link', { name: /资源 c/ });
    expect(cards.map((card) => card.querySelector('.resource-list__title')!.textContent)).toEqual([
      '资源 c3',
      '资源 c1',
    ]);
  });

  it('ignores unknown section types, logging once (CORE-CHAN-11)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sections: Section[] = [
      sampleSection(99, { id: 'odd-1' }),
      sampleSection(12, { id: 'list', setting: { data: { library_id: 'lib-sport' } } }),
      sampleSection(99, { id: 'odd-2' }),
    ];
    const { container } = renderSections(
      { channelId: 'C' },
      { data: { sections: { C: sections }, libraries: channelSectionsSampleData.libraries } },
    );
    await loaded(container);
    expect(renderedSectionIds(container)).toEqual(['list']);
    expect(container.querySelector('[data-section-type="99"]')).toBeNull();
    expect(await screen.findByRole('link', { name: /体育课 1/ })).toBeTruthy();
    // Counted among this block's own warnings: the unit worker is shared with other files.
    const sectionWarnings = warn.mock.calls.filter((call) =>
      String(call[0]).includes('section type'),
    );
    expect(sectionWarnings).toHaveLength(1);
    expect(sectionWarnings[0][0]).toContain('section type 99');
  });

  it('orders keyed sections by sectionKeys after the unkeyed ones; unknown keys render nothing', async () => {
    const { container } = renderSections({
      channelId: 'channel-a',
      sectionKeys: ['art', 'missing', 'sport'],
    });
    await loaded(container);
    expect(renderedSectionIds(container)).toEqual(['a-banner', 'a-nav', 'a-art', 'a-sport']);
  });

  it('keeps the page up when a section fails to render: that section shows its empty text', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: BlockEntry = {
      type: 'broken-banner',
      sectionTypes: [11],
      schema: {},
      fixtures: [],
      description: 'throws',
      load: async () => ({
        default: () => {
          throw new Error('boom');
        },
      }),
    };
    const registry = createBlockRegistry([
      broken,
      ...defaultBlockEntries.filter((entry) => entry.type !== 'banner'),
    ]);
    const { container } = renderSections({ channelId: 'channel-a' }, { registry });
    await loaded(container);
    const banner = container.querySelector<HTMLElement>('[data-section-id="a-banner"]')!;
    expect(await within(banner).findByText('正在编辑，敬请期待')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /体育课 1/ })).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('fills a tab group from dynamic data grouped by library (CORE-CHAN-38, HD-SECT-12)', async () => {
    const sections: Section[] = [
      sampleSection(26, {
        id: 'tabs',
        data_config: { dynamic_data: { url: '/dynamic/home.json' } },
        children: [
          sampleSection(12, {
            id: 't1',
            setting: { display: { title: '一组' }, data: { library_id: 'L1' } },
          }),
          sampleSection(12, {
            id: 't2',
            setting: { display: { title: '二组' }, data: { library_id: 'L2' } },
          }),
        ],
      }),
    ];
    const dynamic = {
      '/dynamic/home.json': {
        L1: [sampleContent(1, { title: '一组内容' })],
        L2: [sampleContent(2, { title: '二组内容' })],
      },
    };
    const { container, services } = renderSections(
      { channelId: 'C' },
      { data: { sections: { C: sections }, dynamic } },
    );
    await loaded(container);
    expect(await screen.findByRole('link', { name: /一组内容/ })).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: '二组' }));
    expect(await screen.findByRole('link', { name: /二组内容/ })).toBeTruthy();
    expect(services.library.dynamicData).toHaveBeenCalledWith('/dynamic/home.json');
    expect(services.library.contents).not.toHaveBeenCalled();
  });

  it('builds section links from the current path', async () => {
    const { container } = renderSections(
      { channelId: 'channel-a' },
      { path: '/sport', themeParam: 'dark' },
    );
    await loaded(container);
    const card = await screen.findByRole('link', { name: /体育课 1/ });
    expect(card.getAttribute('href')).toMatch(/^\/sport\/detail\?.*x-edu-theme=dark$/);
  });
});
