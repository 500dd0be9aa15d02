import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LibraryContent, Section } from '../../services/entities';
import type { LibraryService } from '../../services/portalServices';
import { hydrateSection, hydrateSections, parseExtParam } from './hydrateSection';

function content(id: string, library_id = 'L1'): LibraryContent {
  return { id, title: `内容${id}`, library_id, resource_type: 'article' };
}

function fakeLibrary(
  libraries: Record<string, LibraryContent[]>,
  dynamic: Record<string, Record<string, LibraryContent[]>> = {},
): LibraryService & { contents: ReturnType<typeof vi.fn>; dynamicData: ReturnType<typeof vi.fn> } {
  return {
    contents: vi.fn(async (id: string) => {
      const found = libraries[id];
      if (!found) throw new Error(`HTTP 500 for ${id}`);
      return found;
    }),
    dynamicData: vi.fn(async (url: string) => dynamic[url] ?? {}),
  };
}

function section(
  overrides: Partial<Section> & { data?: NonNullable<Section['setting']['data']> },
): Section {
  const { data, ...rest } = overrides;
  return { id: 'S', type: 12, setting: { data: data ?? {} }, ...rest };
}

afterEach(() => vi.restoreAllMocks());

describe('parseExtParam', () => {
  it('accepts a JSON object text, empty text or nothing', () => {
    expect(parseExtParam('{"section_key":"sport"}')).toEqual({
      ok: true,
      value: { section_key: 'sport' },
    });
    expect(parseExtParam('')).toEqual({ ok: true, value: undefined });
    expect(parseExtParam(undefined)).toEqual({ ok: true, value: undefined });
  });

  it('rejects malformed text and non-objects', () => {
    expect(parseExtParam('{bad').ok).toBe(false);
    expect(parseExtParam('[1]').ok).toBe(false);
    expect(parseExtParam('3').ok).toBe(false);
  });
});

describe('hydrateSection', () => {
  it('keeps inline libraryContents without fetching', async () => {
    const library = fakeLibrary({});
    const inline = [content('a')];
    const result = await hydrateSection(
      section({ libraryContents: inline, data: { library_id: 'L1' } }),
      library,
    );
    expect(result?.libraryContents).toBe(inline);
    expect(library.contents).not.toHaveBeenCalled();
  });

  it('resolves resources in the listed order (CORE-CHAN-45)', async () => {
    const library = fakeLibrary({
      L1: [content('c1'), content('c2'), content('c3')],
      L2: [content('d1', 'L2')],
    });
    const result = await hydrateSection(
      section({
        data: {
          library_id: 'L9',
          resources: [
            { library_id: 'L1', content_id: 'c3' },
            { library_id: 'L2', content_id: 'd1' },
            { library_id: 'L1', content_id: 'missing' },
            { library_id: 'L1', content_id: 'c1' },
          ],
        },
      }),
      library,
    );
    expect(result?.libraryContents?.map((item) => item.id)).toEqual(['c3', 'd1', 'c1']);
    expect(library.contents).toHaveBeenCalledTimes(2);
  });

  it('loads the library contents by library_id', async () => {
    const library = fakeLibrary({ L1: [content('a'), content('b')] });
    const result = await hydrateSection(section({ data: { library_id: 'L1' } }), library);
    expect(result?.libraryContents?.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('logs a content load failure and renders without data (CORE-CHAN-33)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await hydrateSection(
      section({ id: 'S5', data: { library_id: 'broken' } }),
      fakeLibrary({}),
    );
    expect(result).not.toBeNull();
    expect(result?.libraryContents).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('S5'), expect.any(Error));
  });

  it('drops a section with malformed ext_param and logs it (CORE-CHAN-32)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await hydrateSection(
      section({ id: 'S7', data: { ext_param: '{bad' } }),
      fakeLibrary({}),
    );
    expect(result).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('malformed ext_param'));
  });

  it('reads the section key from ext_param', async () => {
    const result = await hydrateSection(
      section({ data: { ext_param: '{"section_key":"sport","other":1}' } }),
      fakeLibrary({}),
    );
    expect(result?.key).toBe('sport');
    expect(result?.ext).toEqual({ section_key: 'sport', other: 1 });
  });

  it('fills a section from dynamic data, by its library (CORE-CHAN-38)', async () => {
    const library = fakeLibrary(
      {},
      { '/dyn.json': { L1: [content('a')], L2: [content('b', 'L2')] } },
    );
    const own = await hydrateSection(
      section({ data: { library_id: 'L2' }, data_config: { dynamic_data: { url: '/dyn.json' } } }),
      library,
    );
    expect(own?.libraryContents?.map((item) => item.id)).toEqual(['b']);
    const all = await hydrateSection(
      section({ data_config: { dynamic_data: { url: '/dyn.json' } } }),
      library,
    );
    expect(all?.libraryContents?.map((item) => item.id)).toEqual(['a', 'b']);
    expect(library.contents).not.toHaveBeenCalled();
  });

  it('hydrates tab-group children recursively, sharing the parent dynamic groups (HD-SECT-12)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const library = fakeLibrary(
      { L3: [content('z', 'L3')] },
      { '/dyn.json': { L1: [content('a')], L2: [content('b', 'L2')] } },
    );
    const result = await hydrateSection(
      {
        id: 'G',
        type: 26,
        setting: { data: {} },
        data_config: { dynamic_data: { url: '/dyn.json' } },
        children: [
          section({ id: 'c1', data: { library_id: 'L1' } }),
          section({ id: 'c2', data: { library_id: 'L2' } }),
          section({ id: 'c3', data: { library_id: 'L3' } }),
          section({ id: 'c4', data: { ext_param: 'nope' } }),
        ],
      },
      library,
    );
    expect(result?.children?.map((child) => child.id)).toEqual(['c1', 'c2', 'c3']);
    expect(result?.children?.map((child) => child.libraryContents?.map((item) => item.id))).toEqual(
      [['a'], ['b'], ['z']],
    );
    expect(library.contents).toHaveBeenCalledTimes(1);
  });

  it('copies the title icon', async () => {
    const result = await hydrateSection(
      section({ setting: { display: { icon_url: '/i.png' } } }),
      fakeLibrary({}),
    );
    expect(result?.icon).toBe('/i.png');
  });
});

describe('hydrateSections', () => {
  it('keeps server order, drops malformed sections, fetches each library once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const library = fakeLibrary({ L1: [content('a')] });
    const result = await hydrateSections(
      [
        section({ id: 's1', data: { library_id: 'L1' } }),
        section({ id: 's2', data: { ext_param: '{bad' } }),
        section({ id: 's3', data: { library_id: 'L1' } }),
      ],
      library,
    );
    expect(result.map((item) => item.id)).toEqual(['s1', 's3']);
    expect(library.contents).toHaveBeenCalledTimes(1);
  });
});
