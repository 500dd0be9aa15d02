import { describe, expect, it, vi } from 'vitest';
import type { PortalServices } from '../../src/services/portalServices';
import { createBlockRegistry } from '../../src/runtime/blocks/createBlockRegistry';
import { prefetchChannelSections } from './prefetchChannelSections';
import { channelIdOf } from './shownSections';

function setup() {
  const loaded: string[] = [];
  const loader = (type: string, sectionTypes: number[]) => ({
    type,
    sectionTypes,
    load: async () => {
      loaded.push(type);
      return { default: (() => null) as never };
    },
  });
  const registry = createBlockRegistry([loader('banner', [11]), loader('resource-list', [12])]);
  const sections = vi.fn(async (channelId: string) =>
    channelId === 'c-1' ? [{ id: 's1', type: 11 }] : [{ id: 's2', type: 12 }],
  );
  // As the channel service does: one request per channel, however often it is asked.
  const asked = new Map<string, Promise<unknown>>();
  const cachedSections = (channelId: string) => {
    if (!asked.has(channelId)) asked.set(channelId, sections(channelId));
    return asked.get(channelId);
  };
  const listChannels = vi.fn(async () => [{ id: 'c-1' }, { id: 'c-2' }, { id: 'c-3' }]);
  const services = {
    channels: { sections: cachedSections, listChannels },
    library: { contents: vi.fn(async () => []) },
  } as unknown as PortalServices;
  return { registry, services, sections, listChannels, loaded };
}

describe('channel-sections prefetch', () => {
  it('asks for the channel of the query parameter and loads its section blocks', async () => {
    const { registry, services, sections, listChannels, loaded } = setup();
    // Settles once the sections are there, hydrated, with their blocks' code loaded.
    await prefetchChannelSections(
      { channelIdFromQuery: 'channelId' },
      { services, registry, query: new URLSearchParams('channelId=c-2') },
    );
    expect(loaded).toEqual(['resource-list']);
    expect(sections.mock.calls).toEqual([['c-2']]);
    expect(listChannels).not.toHaveBeenCalled();
  });

  it('without a channel id asks for the first two channels, as the landing page shows', async () => {
    const { registry, services, sections, loaded } = setup();
    await prefetchChannelSections({}, { services, registry, query: new URLSearchParams() });
    expect([...loaded].sort()).toEqual(['banner', 'resource-list']);
    expect(sections.mock.calls).toEqual([['c-1'], ['c-2']]);
  });

  it('takes the fixed channelId before the query parameter', () => {
    const query = new URLSearchParams('channelId=from-query');
    expect(channelIdOf({ channelId: 'fixed', channelIdFromQuery: 'channelId' }, query)).toBe(
      'fixed',
    );
    expect(channelIdOf({ channelIdFromQuery: 'channelId' }, query)).toBe('from-query');
    expect(channelIdOf({ channelIdFromQuery: 'channelId' }, new URLSearchParams())).toBe(undefined);
  });
});
