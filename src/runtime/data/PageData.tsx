/**
 * A page's named data at run time: the page renderer wraps the page in `PageDataProvider`, which
 * starts each declared source once (its params resolved from the route and query), and blocks
 * read a source with `usePageData(input)`. Every block reading the same name shares the one
 * call, its state and its reload. A source whose params are missing at this address is
 * `finished` with `null` (no call is made; blocks show their not-found state); a name the page
 * does not declare is an error for the block that reads it only (the checker refuses such a
 * manifest, but a page is never taken down by it).
 */
export { PageDataProvider };
import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { RequestResult } from '../../services/http/useRequest';
import type { PortalServices } from '../../services/portalServices';
import { useServices } from '../hooks';
import { PAGE_DATA_LOADERS } from './loadPageData';
import { resolvePageDataParams, type PageDataDeclaration } from './pageDataSources';
import { BlockDataBindingContext, PageDataContext, type PageDataReader } from './pageDataContext';

type Snapshot = RequestResult<unknown>;

interface Source {
  snapshot: Snapshot;
  listeners: Set<() => void>;
  run: number;
}

/** The calls of one page at one address. */
export class PageDataStore implements PageDataReader {
  private readonly sources = new Map<string, Source>();

  constructor(
    private readonly services: PortalServices,
    private readonly declarations: Readonly<Record<string, PageDataDeclaration>>,
    private readonly params: Readonly<Record<string, Record<string, string> | null>>,
  ) {}

  /** Starts every declared source (the page renderer does so on its first render). */
  startAll(): void {
    for (const name of Object.keys(this.declarations)) this.source(name);
  }

  snapshot(name: string): Snapshot {
    return this.source(name)?.snapshot ?? notDeclared(name);
  }

  subscribe(name: string, listener: () => void): () => void {
    const source = this.source(name);
    if (!source) return () => undefined;
    source.listeners.add(listener);
    return () => source.listeners.delete(listener);
  }

  private source(name: string): Source | undefined {
    const existing = this.sources.get(name);
    if (existing) return existing;
    if (!Object.prototype.hasOwnProperty.call(this.declarations, name)) return undefined;
    const source: Source = {
      snapshot: { state: 'pending', data: undefined, error: undefined, reload: () => undefined },
      listeners: new Set(),
      run: 0,
    };
    this.sources.set(name, source);
    this.load(name, source);
    return source;
  }

  private load(name: string, source: Source): void {
    const run = ++source.run;
    const reload = () => this.load(name, source);
    const settle = (next: Omit<Snapshot, 'reload'>) => {
      if (run !== source.run) return; // a reload superseded this call
      source.snapshot = { ...next, reload };
      for (const listener of source.listeners) listener();
    };
    const params = this.params[name];
    if (!params) {
      settle({ state: 'finished', data: null, error: undefined });
      return;
    }
    source.snapshot = { ...source.snapshot, state: 'pending', error: undefined, reload };
    for (const listener of source.listeners) listener();
    let call: Promise<unknown>;
    try {
      call = PAGE_DATA_LOADERS[this.declarations[name].source](this.services, params);
    } catch (error) {
      call = Promise.reject(error);
    }
    call.then(
      (data) => settle({ state: 'finished', data, error: undefined }),
      (error: unknown) => settle({ state: 'error', data: source.snapshot.data, error }),
    );
  }
}

const notDeclaredSnapshots = new Map<string, Snapshot>();
function notDeclared(name: string): Snapshot {
  let snapshot = notDeclaredSnapshots.get(name);
  if (!snapshot) {
    snapshot = {
      state: 'error',
      data: undefined,
      error: new Error(`page data "${name}" is not declared by this page`),
      reload: () => undefined,
    };
    notDeclaredSnapshots.set(name, snapshot);
  }
  return snapshot;
}

const NO_DECLARATIONS: Readonly<Record<string, PageDataDeclaration>> = {};

/**
 * Stores made by a render React has not committed yet, by the page's declarations and params.
 * A render that suspends above the provider (a block's code still loading on a cold visit) is
 * thrown away with its memos; the retry finds the store the first attempt made, so each source
 * is still called once. Committed stores leave this table, so a later visit calls again.
 */
const uncommitted = new WeakMap<object, Map<string, { services: object; store: PageDataStore }>>();

function uncommittedStore(
  services: PortalServices,
  declarations: Readonly<Record<string, PageDataDeclaration>>,
  params: Readonly<Record<string, Record<string, string> | null>>,
  paramsKey: string,
): PageDataStore {
  let byParams = uncommitted.get(declarations);
  if (!byParams) uncommitted.set(declarations, (byParams = new Map()));
  const earlier = byParams.get(paramsKey);
  if (earlier && earlier.services === services) return earlier.store;
  const store = new PageDataStore(services, declarations, params);
  byParams.set(paramsKey, { services, store });
  return store;
}

function forgetUncommitted(
  declarations: Readonly<Record<string, PageDataDeclaration>>,
  paramsKey: string,
  store: PageDataStore,
): void {
  const byParams = uncommitted.get(declarations);
  if (byParams?.get(paramsKey)?.store === store) byParams.delete(paramsKey);
}

/**
 * Provides a page's declared data to its blocks, resolved for the current route and query. The
 * page renderer loads it with the first page that declares data (this file stays out of the
 * visitor's entry).
 */
export default function PageDataProvider(props: {
  declarations: Readonly<Record<string, PageDataDeclaration>> | undefined;
  children: ReactNode;
}) {
  const services = useServices();
  const routeParams = useParams();
  const { search } = useLocation();
  const declarations = props.declarations ?? NO_DECLARATIONS;
  // The resolved params decide when to call again: a change of an unrelated query keeps them.
  const params = useMemo(() => {
    const query = new URLSearchParams(search);
    return Object.fromEntries(
      Object.entries(declarations).map(([name, declaration]) => [
        name,
        resolvePageDataParams(declaration, routeParams, query),
      ]),
    );
  }, [declarations, routeParams, search]);
  const paramsKey = JSON.stringify(params);
  const store = useMemo(
    () => uncommittedStore(services, declarations, params, paramsKey),
    // paramsKey stands for params (a new object on every route match).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [services, declarations, paramsKey],
  );
  // Started with the first render, so the calls run while the blocks' code is still loading.
  useMemo(() => store.startAll(), [store]);
  // Committed: this page holds its store now; a later visit starts afresh.
  useEffect(
    () => forgetUncommitted(declarations, paramsKey, store),
    [declarations, paramsKey, store],
  );
  return <PageDataContext.Provider value={store}>{props.children}</PageDataContext.Provider>;
}

/**
 * A page data source by the block's input name (its schema's `x-data`): `{ state, data, error,
 * reload }` like `useRequest`, shared with every block of the page reading the same source.
 */
export function usePageData<T>(input: string): RequestResult<T> {
  const store = useContext(PageDataContext);
  const binding = useContext(BlockDataBindingContext);
  const name = binding && Object.hasOwn(binding, input) ? binding[input] : input;
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribe(name, listener) : () => undefined),
    [store, name],
  );
  const read = () => (store ? store.snapshot(name) : notDeclared(name));
  return useSyncExternalStore(subscribe, read, read) as RequestResult<T>;
}
