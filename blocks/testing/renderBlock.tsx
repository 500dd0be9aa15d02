/**
 * Test harness for blocks: renders inside a RuntimeContext.Provider made of fakes, under a
 * MemoryRouter. Fake services implement PortalServices with vi.fn spies over in-memory data;
 * the translator uses the real zh-CN catalogue; the clock is an offset clock; the registry is
 * built from `defaultBlockEntries`; `ui.toast`, `ui.confirm` and `ui.dialog` are spies.
 * Never imported by production code.
 */
import type { ComponentType, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import zhCN from '../../site-configs/messages/zh-CN.json';
import environments from '../../site-configs/environments.json';
import type { BlockProps, BlockRegistry } from '../../src/runtime/blocks/contract';
import { createBlockRegistry, defaultBlockEntries } from '../registry';
import { RuntimeContext, type Runtime, type RuntimeUi } from '../../src/runtime/RuntimeContext';
import { createTranslator, type MessageCatalogue } from '../../src/runtime/messages/translator';
import { createOffsetClock } from '../../src/runtime/facts/clock';
import type { EnvironmentConfig } from '../../src/runtime/environment';
import type { SiteManifest } from '../../src/runtime/manifest/types';
import type { PortalServices } from '../../src/services/portalServices';
import type { ResourceDetail } from '../../src/services/entities';
import type { RoleCode } from '../../src/runtime/facts/facts';
import { PageDataProvider } from '../../src/runtime/data/PageData';
import type { PageDataDeclaration } from '../../src/runtime/data/pageDataSources';
import type { Channel, LibraryContent, Section, TagGroup } from '../../src/services/entities';
import type { LibrarySearchQuery } from '../../src/services/portalServices';

/** In-memory data behind the fake services. */
export interface FakeServiceData {
  channels?: Channel[];
  /** Sections per channel id. */
  sections?: Record<string, Section[]>;
  /** Contents per library id. */
  libraries?: Record<string, LibraryContent[]>;
  /** Catalogs per library id, already converted to tag trees. */
  catalogs?: Record<string, TagGroup>;
  /** Dynamic data answers per url (already grouped by library_id). */
  dynamic?: Record<string, Record<string, LibraryContent[]>>;
  /** Resource details per content id (the content detail call; missing → null). */
  contents?: Record<string, ResourceDetail>;
  /** These calls reject (as an HTTP 500 would). */
  fail?: { channels?: boolean; sections?: string[]; libraries?: string[] };
  /** These calls never settle (to look at loading states). */
  hang?: { channels?: boolean; sections?: string[] };
}

export interface FakeServices extends PortalServices {
  channels: {
    listChannels: Mock<() => Promise<Channel[]>>;
    sections: Mock<(id: string) => Promise<Section[]>>;
  };
  library: {
    contents: Mock<(id: string) => Promise<LibraryContent[]>>;
    dynamicData: Mock<(url: string) => Promise<Record<string, LibraryContent[]>>>;
  };
  librarySearch: {
    catalogs: Mock<(id: string) => Promise<TagGroup>>;
    search: Mock<(id: string, query: LibrarySearchQuery) => Promise<LibraryContent[]>>;
    searchLibraries: Mock<(ids: string[]) => Promise<LibraryContent[]>>;
  };
}

const never = <T,>() => new Promise<T>(() => undefined);
const failure = (what: string) => Promise.reject(new Error(`HTTP 500: ${what}`));

export function createFakeServices(data: FakeServiceData = {}): FakeServices {
  const copy = <T,>(value: T): T => structuredClone(value);
  return {
    channels: {
      listChannels: vi.fn(() => {
        if (data.hang?.channels) return never<Channel[]>();
        if (data.fail?.channels) return failure('channels');
        return Promise.resolve(copy(data.channels ?? []));
      }),
      sections: vi.fn((id: string) => {
        if (data.hang?.sections?.includes(id)) return never<Section[]>();
        if (data.fail?.sections?.includes(id)) return failure(`sections of ${id}`);
        return Promise.resolve(copy(data.sections?.[id] ?? []));
      }),
    },
    library: {
      contents: vi.fn((id: string) => {
        if (data.fail?.libraries?.includes(id)) return failure(`library ${id}`);
        return Promise.resolve(copy(data.libraries?.[id] ?? []));
      }),
      dynamicData: vi.fn((url: string) => Promise.resolve(copy(data.dynamic?.[url] ?? {}))),
    },
    // Search as the stand-in does: every given tag id on the item, keyword in the title.
    librarySearch: {
      catalogs: vi.fn((id: string) =>
        Promise.resolve(copy(data.catalogs?.[id] ?? { hierarchy_name: null, children: [] })),
      ),
      search: vi.fn((id: string, query: LibrarySearchQuery) => {
        if (data.fail?.libraries?.includes(id)) return failure(`search of ${id}`);
        const tagIdsOf = (item: LibraryContent) =>
          (item.tags ?? []).map((tag) => (tag as { tag_id?: string }).tag_id);
        return Promise.resolve(
          copy(data.libraries?.[id] ?? []).filter(
            (item) =>
              (query.tagIds ?? []).every((tagId) => tagIdsOf(item).includes(tagId)) &&
              item.title.includes(query.keyword ?? ''),
          ),
        );
      }),
      searchLibraries: vi.fn((ids: string[]) =>
        Promise.resolve(ids.flatMap((id) => copy(data.libraries?.[id] ?? []))),
      ),
    },
    stats: {
      one: vi.fn(async () => null),
      many: vi.fn(async () => []),
      like: vi.fn(async () => undefined),
    },
    content: {
      detail: vi.fn(async (id: string) => copy(data.contents?.[id] ?? null)),
    },
    contest: {
      detail: vi.fn(async () => null),
      myEnrolment: vi.fn(async () => null),
      uploadLimit: vi.fn(async () => ({ result: true })),
      enrol: vi.fn(async () => ({ status: 0 })),
      // Contest works (issue 13): tests that look at them replace these with their own.
      uploadWork: vi.fn(async () => {
        throw new Error('uploadWork: no fake answer');
      }),
      myWorks: vi.fn(async () => ({ total: 0, items: [] })),
      withdrawWork: vi.fn(async () => {
        throw new Error('withdrawWork: no fake answer');
      }),
      // Review tasks (issue 13 point 3): a visitor reviews nothing until a test says so.
      isReviewer: vi.fn(async () => false),
      isWhitelisted: vi.fn(async () => true),
      reviewTasks: vi.fn(async () => ({ total: 0, pending_total: 0, scored_total: 0, items: [] })),
      scoreReview: vi.fn(async () => {
        throw new Error('scoreReview: no fake answer');
      }),
      // The diaa contest list and score page (issue 13 point 4): tests give their own answers.
      search: vi.fn(async () => []),
      results: vi.fn(async () => ({ published: false, published_time: null, items: [] })),
      // 我的活动 and the enrolment count (issue 13 points 2 and 6): nothing joined by default.
      myJoinedContests: vi.fn(async () => ({ total: 0, items: [] })),
      enrolmentTotal: vi.fn(async () => 0),
    },
    appConfig: { siteConfig: vi.fn(async () => ({})) },
    feedback: { send: vi.fn(async () => ({ id: 'feedback-1' })) },
    thirdLogin: {
      authorizationCode: vi.fn(async () => 'code-1'),
      createToken: vi.fn(async () => 'third-token-1'),
      loginByToken: vi.fn(async () => ({
        access_token: 'portal-token-1',
        expires_at: '2099-01-01T00:00:00.000+0800',
        user_id: 'u1',
      })),
    },
    sso: {
      getTicket: vi.fn(async () => 'ticket-1'),
      userKey: vi.fn(async () => 'uckey-1'),
    },
    // The page's analytics reporter flushes after a test has finished: with no service to load
    // it logs a warning then, and a log while vitest closes the worker fails the whole run.
    analytics: vi.fn(async () => ({
      send: vi.fn(async () => undefined),
      sendOnUnload: vi.fn(() => 0),
    })),
  };
}

export interface TestUi extends RuntimeUi {
  toast: Mock<(message: string) => void>;
  confirm: Mock<(message: string) => Promise<boolean>>;
  dialog: Mock<RuntimeUi['dialog']>;
}

/**
 * Where the test runtimes' hand-offs (`runtime.leave`) go unless a test passes its own: one spy
 * a test file can import, clear and read, however deep the render happens.
 */
export const leaveSpy = vi.fn<(url: string) => void>();

export interface TestRuntimeOptions {
  /** Receives `runtime.leave(url)`; default `leaveSpy`. */
  leave?: (url: string) => void;
  services?: PortalServices;
  data?: FakeServiceData;
  registry?: BlockRegistry;
  /** The x-edu-theme value of the current address. */
  themeParam?: string | null;
  /** Start of the offset clock (ms since the epoch). */
  now?: number;
  site?: Partial<SiteManifest>;
  sitePrefix?: string;
  /** Signed in with this current role (and only this role held). */
  role?: RoleCode;
}

const TEST_SITE: SiteManifest = {
  schemaVersion: 1,
  id: 'test-portal',
  kind: 'portal',
  title: 'msg:portal.title',
  match: {},
  theme: { default: 'light' },
  header: { variant: 'portal', title: 'msg:portal.title', menu: [] },
  footer: { variant: 'portal' },
  routes: [],
  pages: {},
};

export function createTestRuntime(options: TestRuntimeOptions = {}): Runtime & { ui: TestUi } {
  const catalogue = zhCN as MessageCatalogue;
  const ui: TestUi = {
    toast: vi.fn<(message: string) => void>(),
    confirm: vi.fn(async () => true),
    dialog: vi.fn<RuntimeUi['dialog']>(),
  };
  return {
    envName: 'local',
    env: environments.environments.local as unknown as EnvironmentConfig,
    site: { ...TEST_SITE, ...options.site },
    sitePrefix: options.sitePrefix ?? '',
    lang: 'zh-CN',
    t: createTranslator(catalogue, catalogue),
    clock: createOffsetClock(options.now ?? Date.UTC(2024, 8, 1, 2, 0, 0)),
    services: options.services ?? createFakeServices(options.data),
    registry: options.registry ?? createBlockRegistry(defaultBlockEntries),
    session: {
      waiting: false,
      loggedIn: Boolean(options.role),
      user: options.role ? { user_id: 'u1', display_name: '张三' } : null,
      role: options.role ?? null,
      roles: options.role ? [options.role] : [],
      login: vi.fn(),
      logout: vi.fn(async () => undefined),
    },
    ui,
    theme: 'light',
    themeParam: options.themeParam ?? null,
    mode: 'dev',
    // A hand-off to another application is recorded, never followed (jsdom cannot navigate).
    leave: options.leave ?? leaveSpy,
  };
}

/** Shows the router's current location, so tests can see where a click navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions extends TestRuntimeOptions {
  /** Initial address of the MemoryRouter (path and query). */
  path?: string;
  /** The page data the block's page declares (a fixture's `pageData`). */
  pageData?: Record<string, PageDataDeclaration>;
}

export type RenderWithRuntimeResult = RenderResult & {
  runtime: ReturnType<typeof createTestRuntime>;
};

export function renderWithRuntime(
  node: ReactNode,
  options: RenderOptions = {},
): RenderWithRuntimeResult {
  const runtime = createTestRuntime(options);
  const result = render(
    <RuntimeContext.Provider value={runtime}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        {node}
        <LocationProbe />
      </MemoryRouter>
    </RuntimeContext.Provider>,
  );
  return { ...result, runtime };
}

/** Renders one block component with `props`, the way the page renderer does. */
export function renderBlock<P>(
  Component: ComponentType<BlockProps<P>>,
  props: P,
  options: RenderOptions = {},
): RenderWithRuntimeResult {
  return renderWithRuntime(
    <PageDataProvider declarations={options.pageData}>
      <Component props={props} blockId="test-block" />
    </PageDataProvider>,
    options,
  );
}
