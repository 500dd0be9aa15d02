/**
 * The named data a page may declare (issue 16, point 3: "a page may declare named data sources
 * — a service call with params from the route — that blocks read by name"). This file is the
 * catalogue of source kinds: what each is called in a manifest and which params it takes. It is
 * plain data, so the manifest checker (build, server, preview) reads it without the services;
 * the calls themselves are in `loadPageData.ts`.
 *
 * A page says, for example:
 *   "data": { "project": { "source": "training.project", "params": { "trainId": { "route": "trainId" } } } }
 * and each block whose schema declares `"x-data": { "project": "training.project" }` reads it
 * with `usePageData('project')`: one call for the whole page, however many blocks read it.
 *
 * To add a kind: one entry here, one loader in loadPageData.ts and one sentence in
 * pageDataSourceDocs.ts (TypeScript insists on both), and the name in schemas/site.schema.json
 * `#/$defs/pageData` (a test compares the lists). The sentences live apart because this file is
 * in every visitor's entry and they are for operators and QA only.
 */
export const PAGE_DATA_SOURCES = {
  'training.project': { params: ['trainId'] },
  'library.contents': { params: ['libraryId'] },
} as const satisfies Record<string, { params: readonly string[] }>;

export type PageDataSourceId = keyof typeof PAGE_DATA_SOURCES;

/** Where a param's value comes from: the route (`:trainId`), the query (`?newsId=`), or literal. */
export type PageDataParam = string | { route: string } | { query: string };

/** One named data source of a page, as the manifest writes it. */
export interface PageDataDeclaration {
  source: PageDataSourceId;
  params?: Record<string, PageDataParam>;
}

export const isPageDataSourceId = (value: unknown): value is PageDataSourceId =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PAGE_DATA_SOURCES, value);

/**
 * The keyword in a block's schema naming the page data it reads: `"x-data": { "<input>":
 * "<source kind>" }`. By default an input reads the page data of the same name; a block instance
 * may bind it to another (`"data": { "<input>": "<page data name>" }`).
 */
export const BLOCK_DATA_KEYWORD = 'x-data';

/** A block schema's data inputs: input name → source kind (unknown kinds are left out). */
export function blockDataInputsOf(schema: unknown): Record<string, PageDataSourceId> {
  if (!schema || typeof schema !== 'object') return {};
  const declared = (schema as Record<string, unknown>)[BLOCK_DATA_KEYWORD];
  if (!declared || typeof declared !== 'object' || Array.isArray(declared)) return {};
  return Object.fromEntries(
    Object.entries(declared as Record<string, unknown>).filter(
      (pair): pair is [string, PageDataSourceId] => isPageDataSourceId(pair[1]),
    ),
  );
}

/** One param's value at an address: literal, from the route or the query; null when missing. */
export function resolvePageDataParam(
  given: PageDataParam | undefined,
  routeParams: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
): string | null {
  let value: string | null | undefined;
  if (typeof given === 'string') value = given;
  else if (given && 'route' in given) value = routeParams[given.route];
  else if (given && 'query' in given) value = query.get(given.query);
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A declaration's params with their values for one address; null when a param the source needs
 * is missing or empty there (the blocks then show their not-found state, no call is made).
 */
export function resolvePageDataParams(
  declaration: PageDataDeclaration,
  routeParams: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
): Record<string, string> | null {
  const resolved: Record<string, string> = {};
  for (const name of PAGE_DATA_SOURCES[declaration.source].params) {
    const value = resolvePageDataParam(declaration.params?.[name], routeParams, query);
    if (value === null) return null;
    resolved[name] = value;
  }
  return resolved;
}
