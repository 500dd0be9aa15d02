/**
 * Turns the server's sections into what the section blocks render: contents resolved,
 * ext_param parsed, children hydrated. Seed 000 §3 (Section), §5 (malformed ext_param), §7
 * (library contents, dynamic data), §8 (content load failure).
 *
 * Where a section's contents come from, first match wins:
 * 1. inline `libraryContents` (fixtures, preview, an already hydrated section) are kept;
 * 2. `setting.data.resources[{library_id, content_id}]` resolve in the listed order against
 *    the contents of their libraries (unknown ids are skipped);
 * 3. `data_config.dynamic_data.url`: the items grouped by library_id; the section takes its
 *    own library's group, or every group in answer order when it names no library; its
 *    type-26 children take their own library's group from it;
 * 4. a group inherited from the parent's dynamic data for the section's library_id;
 * 5. `setting.data.library_id`: the library's contents.
 *
 * A failed load is logged (console.error) and the section renders without data
 * (`libraryContents: []`). A malformed ext_param is logged and the section is dropped.
 */
import type { LibraryContent, Section } from '../../services/entities';
import type { LibraryService } from '../../services/portalServices';

/** Section type code of the tabbed group of child sections. */
export const TAB_GROUP_SECTION_TYPE = 26;

export interface HydratedSection extends Section {
  /** `ext_param.section_key`: the key pages order and pick sections by. */
  key?: string;
  /** Parsed `ext_param` (an object), when the section has one. */
  ext?: Record<string, unknown>;
  children?: HydratedSection[];
}

export type ExtParamResult =
  { ok: true; value: Record<string, unknown> | undefined } | { ok: false; error: string };

/** Parses ext_param JSON text. Empty means "none"; anything but a JSON object is malformed. */
export function parseExtParam(text: unknown): ExtParamResult {
  if (text === undefined || text === null) return { ok: true, value: undefined };
  if (typeof text === 'object' && !Array.isArray(text)) {
    // Some answers inline the object instead of the text: accept it as is.
    return { ok: true, value: text as Record<string, unknown> };
  }
  if (typeof text !== 'string') return { ok: false, error: 'ext_param is not JSON text' };
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return { ok: false, error: 'ext_param is not a JSON object' };
    }
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

type Groups = Record<string, LibraryContent[]>;

/** One hydration run: library contents and dynamic answers are fetched once each. */
interface Run {
  library: LibraryService;
  contents: Map<string, Promise<LibraryContent[]>>;
  dynamic: Map<string, Promise<Groups>>;
}

function libraryContents(run: Run, libraryId: string): Promise<LibraryContent[]> {
  let pending = run.contents.get(libraryId);
  if (!pending) {
    pending = run.library.contents(libraryId);
    run.contents.set(libraryId, pending);
  }
  return pending;
}

function dynamicGroups(run: Run, url: string): Promise<Groups> {
  let pending = run.dynamic.get(url);
  if (!pending) {
    pending = run.library.dynamicData(url);
    run.dynamic.set(url, pending);
  }
  return pending;
}

function matchesContent(item: LibraryContent, contentId: string): boolean {
  return (
    item.id === contentId || item.library_content_id === contentId || item.unit_id === contentId
  );
}

async function resolveResources(
  run: Run,
  resources: { library_id: string; content_id: string }[],
): Promise<LibraryContent[]> {
  const libraries = [...new Set(resources.map((resource) => resource.library_id))];
  const loaded = await Promise.all(libraries.map((id) => libraryContents(run, id)));
  const byLibrary = new Map(libraries.map((id, index) => [id, loaded[index]]));
  const resolved: LibraryContent[] = [];
  for (const resource of resources) {
    const found = byLibrary
      .get(resource.library_id)
      ?.find((item) => matchesContent(item, resource.content_id));
    if (found) resolved.push(found);
  }
  return resolved;
}

interface Loaded {
  contents?: LibraryContent[];
  /** Dynamic groups handed down to the children. */
  groups?: Groups;
}

async function loadContents(
  run: Run,
  section: Section,
  inherited: Groups | undefined,
): Promise<Loaded> {
  const data = section.setting?.data;
  const libraryId = data?.library_id;
  const dynamicUrl = section.data_config?.dynamic_data?.url;
  if (data?.resources && data.resources.length > 0) {
    return { contents: await resolveResources(run, data.resources) };
  }
  if (dynamicUrl) {
    const groups = await dynamicGroups(run, dynamicUrl);
    const own = libraryId ? groups[libraryId] : Object.values(groups).flat();
    return { contents: own ?? [], groups };
  }
  if (libraryId && inherited && Object.prototype.hasOwnProperty.call(inherited, libraryId)) {
    return { contents: inherited[libraryId] };
  }
  if (libraryId) return { contents: await libraryContents(run, libraryId) };
  return {};
}

async function hydrateOne(
  run: Run,
  section: Section,
  inherited: Groups | undefined,
): Promise<HydratedSection | null> {
  const ext = parseExtParam(section.setting?.data?.ext_param);
  if (!ext.ok) {
    console.error(
      `[sections] section ${section.id}: malformed ext_param (${ext.error}); not shown`,
    );
    return null;
  }
  const hydrated: HydratedSection = { ...section };
  if (ext.value) {
    hydrated.ext = ext.value;
    const key = ext.value.section_key;
    if (typeof key === 'string' && key !== '') hydrated.key = key;
  }
  if (section.setting?.display?.icon_url && !hydrated.icon)
    hydrated.icon = section.setting.display.icon_url;

  let groups: Groups | undefined = inherited;
  if (!section.libraryContents) {
    try {
      const loaded = await loadContents(run, section, inherited);
      if (loaded.contents) hydrated.libraryContents = loaded.contents;
      if (loaded.groups) groups = loaded.groups;
    } catch (error) {
      console.error(
        `[sections] section ${section.id}: contents failed to load; shown without data`,
        error,
      );
      hydrated.libraryContents = [];
    }
  }

  if (section.type === TAB_GROUP_SECTION_TYPE && section.children) {
    hydrated.children = await hydrateList(run, section.children, groups);
  }
  return hydrated;
}

async function hydrateList(
  run: Run,
  sections: Section[],
  inherited: Groups | undefined,
): Promise<HydratedSection[]> {
  const hydrated = await Promise.all(
    sections.map((section) => hydrateOne(run, section, inherited)),
  );
  return hydrated.filter((section): section is HydratedSection => section !== null);
}

/** Hydrates one section; null when it must not be shown (malformed ext_param). */
export function hydrateSection(
  section: Section,
  library: LibraryService,
): Promise<HydratedSection | null> {
  return hydrateOne({ library, contents: new Map(), dynamic: new Map() }, section, undefined);
}

/** Hydrates a channel's sections in server order, sharing fetches between them. */
export function hydrateSections(
  sections: Section[],
  library: LibraryService,
): Promise<HydratedSection[]> {
  return hydrateList({ library, contents: new Map(), dynamic: new Map() }, sections, undefined);
}
