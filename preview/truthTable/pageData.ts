/**
 * 本页数据: the named data the previewed page declares (issue 16: a page's `data`), each with its
 * source, its params as the previewed address fills them (a route or query parameter the address
 * lacks is shown as missing: the blocks then show their not-found state), and the blocks that
 * read it (their schema's `x-data`, through the instance's `data` binding).
 */
import {
  blockDataInputsOf,
  isPageDataSourceId,
  PAGE_DATA_SOURCES,
  resolvePageDataParam,
  type PageDataDeclaration,
  type PageDataParam,
} from '../../src/runtime/data/pageDataSources';
import { PAGE_DATA_SOURCE_DOCS } from '../../src/runtime/data/pageDataSourceDocs';
import { blocksOf, type ManifestShape, type MatchedPage } from '../context/previewedContest';

export interface PageDataParamRow {
  name: string;
  /** Where the value comes from, as QA reads it: 路由 :trainId, 查询 ?newsId, 固定值. */
  from: string;
  /** Its value at the previewed address; null: missing there. */
  value: string | null;
}

export interface PageDataRow {
  name: string;
  source: string;
  description: string;
  params: PageDataParamRow[];
  /** The blocks reading it: type and JSON pointer in the page. */
  readers: { type: string; pointer: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function pageDataOf(
  manifest: ManifestShape,
  matched: MatchedPage,
  schemas: ReadonlyMap<string, Record<string, unknown>>,
): PageDataRow[] {
  const page = isRecord(manifest.pages) ? manifest.pages[matched.page] : undefined;
  const declared = isRecord(page) && isRecord(page.data) ? page.data : {};
  const blocks = blocksOf(manifest, matched.page);
  return Object.entries(declared).flatMap(([name, raw]) => {
    if (!isRecord(raw) || !isPageDataSourceId(raw.source)) return [];
    const declaration = raw as unknown as PageDataDeclaration;
    const given = isRecord(raw.params) ? raw.params : {};
    const params = PAGE_DATA_SOURCES[declaration.source].params.map((param): PageDataParamRow => {
      const spec = given[param] as PageDataParam | undefined;
      let from = '未给出';
      if (typeof spec === 'string') from = '固定值';
      else if (isRecord(spec) && 'route' in spec) from = `路由 :${spec.route}`;
      else if (isRecord(spec) && 'query' in spec) from = `查询 ?${spec.query}`;
      return {
        name: param,
        from,
        value: resolvePageDataParam(spec, matched.params, matched.query),
      };
    });
    const readers = blocks
      .filter((block) => {
        if (typeof block.type !== 'string') return false;
        const inputs = blockDataInputsOf(schemas.get(block.type));
        const binding = isRecord(block.data) ? block.data : {};
        return Object.keys(inputs).some(
          (input) => (typeof binding[input] === 'string' ? binding[input] : input) === name,
        );
      })
      .map((block) => ({
        type: String(block.type),
        pointer: `/pages/${matched.page}${block.pointer}`,
      }));
    return [
      {
        name,
        source: declaration.source,
        description: PAGE_DATA_SOURCE_DOCS[declaration.source],
        params,
        readers,
      },
    ];
  });
}
