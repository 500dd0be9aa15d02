import { describe, expect, it, vi } from 'vitest';
import type { PortalServices } from '../../src/services/portalServices';
import type { Section } from '../../src/services/entities';
import { loadChannelSections } from './loadChannelSections';

function section(id: string, type: number, extra: Partial<Section> = {}): Section {
  return {
    id,
    type,
    setting: { data: { title: id, library_id: `lib-${id}` }, display: { title: id } },
    ...extra,
  };
}

describe('loadChannelSections', () => {
  it('names the section types (children included) before the library contents arrive', async () => {
    let answerContents: () => void = () => undefined;
    const contentsAnswered = new Promise<void>((resolve) => {
      answerContents = resolve;
    });
    const contents = vi.fn(async () => {
      await contentsAnswered;
      return [];
    });
    const services = {
      channels: {
        sections: async () => [
          section('banner', 11),
          section('tabs', 26, { children: [section('tab-a', 12), section('tab-b', 20)] }),
          section('list', 12),
        ],
      },
      library: { contents, dynamicData: async () => ({}) },
    } as unknown as PortalServices;
    const onSectionTypes = vi.fn();

    const loading = loadChannelSections(services, 'c1', onSectionTypes);
    await vi.waitFor(() => expect(onSectionTypes.mock.calls[0]?.[0]).toEqual([11, 26, 12, 20]));
    answerContents();
    const [group] = await loading;
    expect(group.sections.map((item) => item.id)).toEqual(['banner', 'tabs', 'list']);
    expect(onSectionTypes).toHaveBeenCalledTimes(1);
  });

  it("is ready only once the section blocks' code has loaded too", async () => {
    let codeLoaded: () => void = () => undefined;
    const code = new Promise<void>((resolve) => {
      codeLoaded = resolve;
    });
    const services = {
      channels: { sections: async () => [section('list', 12)] },
      library: { contents: async () => [], dynamicData: async () => ({}) },
    } as unknown as PortalServices;
    let ready = false;
    const loading = loadChannelSections(services, 'c1', () => code).then((groups) => {
      ready = true;
      return groups;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    codeLoaded();
    const [group] = await loading;
    expect(group.sections.map((item) => item.id)).toEqual(['list']);
  });
});
