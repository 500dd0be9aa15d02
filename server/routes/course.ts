import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { VERSION_PARAM_BUCKET_S } from '../../src/lib/specConstants';
import { notFound } from '../http/errors';
import { bodyOf, NO_PARAMS, NO_QUERY, paramsOf, queryOf, schemas } from '../http/json';
import {
  catalogTree,
  countContents,
  libraryExists,
  partCount,
  partUrl,
  searchContents,
} from '../data/library';

/** Course service (seed 000 §7): channels, sections, library contents, catalogs, search. */

interface ChannelRow {
  id: string;
  title: string;
  scope: string;
  sort_order: number;
  extra: string;
}

interface SectionRow {
  channel_id: string;
  id: string;
  parent_id: string | null;
  type: number;
  setting: string;
  data_config: string | null;
  inline_contents: string | null;
}

interface WireSection {
  id: string;
  channel_id: string;
  type: number;
  setting: unknown;
  data_config?: unknown;
  libraryContents?: unknown[];
  children?: WireSection[];
}

const SEARCH_MAX_PAGE_SIZE = 500;

const searchBody = (libraryIdsRequired: boolean) =>
  bodyOf(
    {
      library_ids: schemas.idList(100),
      page_no: schemas.pageNo,
      page_size: schemas.pageSize(SEARCH_MAX_PAGE_SIZE),
      keyword: schemas.text(100),
      tag_ids: { type: 'array', maxItems: 10, items: schemas.id },
    },
    libraryIdsRequired ? ['library_ids'] : [],
  );

const channelsParams = {
  channelServiceName: schemas.id,
  appId: schemas.id,
};
const channelsQuery = queryOf({ language: schemas.text(16), scope: schemas.text(64, 1) }, [
  'scope',
]);

interface SearchBody {
  library_ids?: string[];
  page_no?: number;
  page_size?: number;
  keyword?: string;
  tag_ids?: string[];
}

const courseRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db }) => {
  const channelsHandler = async (request: FastifyRequest) => {
    const { scope } = request.query as { scope: string };
    const rows = db
      .prepare('SELECT * FROM channels WHERE scope = ? ORDER BY sort_order, id')
      .all(scope) as ChannelRow[];
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      scope: row.scope,
      sort: row.sort_order,
      ...(JSON.parse(row.extra) as object),
    }));
  };
  const channelsPath = '/:channelServiceName/api/zh-CN/:appId/auxo_channel_api/v1/app/channels';
  app.get(
    channelsPath,
    { schema: { params: paramsOf(channelsParams), querystring: channelsQuery } },
    channelsHandler,
  );
  // The real client appends a cache-busting hash, sometimes as an extra path segment.
  app.get(
    `${channelsPath}/:hash`,
    {
      schema: {
        params: paramsOf({ ...channelsParams, hash: schemas.id }),
        querystring: channelsQuery,
      },
    },
    channelsHandler,
  );

  const libraryParams = paramsOf({ libraryId: schemas.id });

  /**
   * A channel's sections and a library's content list are the same for every visitor, and the
   * client asks with the version parameter (`_v`, a 10-minute bucket): a browser may keep an
   * answer for that long, so a repeat visit in the window downloads neither again (issue 17).
   */
  const PUBLIC_FOR_ONE_VERSION_BUCKET = `public, max-age=${VERSION_PARAM_BUCKET_S}`;

  app.get(
    '/v2/channels/:id/sections',
    {
      schema: {
        params: paramsOf({ id: schemas.id }),
        querystring: queryOf({ query_type: schemas.queryInteger(2) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const channel = db.prepare('SELECT 1 FROM channels WHERE id = ?').get(id);
      if (!channel) throw notFound('频道不存在', 'COURSE/CHANNEL_NOT_FOUND');
      const rows = db
        .prepare('SELECT * FROM sections WHERE channel_id = ? ORDER BY sort_order, id')
        .all(id) as SectionRow[];
      const toWire = (row: SectionRow): WireSection => ({
        id: row.id,
        channel_id: row.channel_id,
        type: row.type,
        setting: JSON.parse(row.setting) as unknown,
        ...(row.data_config ? { data_config: JSON.parse(row.data_config) as unknown } : {}),
        ...(row.inline_contents
          ? { libraryContents: JSON.parse(row.inline_contents) as unknown[] }
          : {}),
      });
      const top = rows.filter((row) => row.parent_id === null).map(toWire);
      for (const section of top) {
        const children = rows.filter((row) => row.parent_id === section.id).map(toWire);
        if (children.length > 0 || section.type === 26) section.children = children;
      }
      reply.header('cache-control', PUBLIC_FOR_ONE_VERSION_BUCKET);
      return top;
    },
  );

  app.get(
    '/v1/libraries/:libraryId/contents/actions/full/adapter',
    {
      schema: {
        params: libraryParams,
        querystring: queryOf({ sort_type: schemas.queryInteger(2) }),
      },
    },
    async (request, reply) => {
      const { libraryId } = request.params as { libraryId: string };
      if (!libraryExists(db, libraryId)) throw notFound('资源库不存在', 'COURSE/LIBRARY_NOT_FOUND');
      reply.header('cache-control', PUBLIC_FOR_ONE_VERSION_BUCKET);
      const parts = partCount(countContents(db, libraryId));
      return Array.from({ length: parts }, (_, i) => partUrl(libraryId, i + 1));
    },
  );

  app.get(
    '/v1/catalogs/libraries/:libraryId',
    { schema: { params: libraryParams, querystring: queryOf({ all: schemas.queryFlag }) } },
    async (request) => {
      const { libraryId } = request.params as { libraryId: string };
      if (!libraryExists(db, libraryId)) throw notFound('资源库不存在', 'COURSE/LIBRARY_NOT_FOUND');
      return catalogTree(db, libraryId);
    },
  );

  app.post(
    '/v1/libraries/:id/contents/actions/search/adapter',
    {
      schema: {
        params: paramsOf({ id: schemas.id }),
        querystring: NO_QUERY,
        body: searchBody(false),
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const body = request.body as SearchBody;
      if (!libraryExists(db, id)) throw notFound('资源库不存在', 'COURSE/LIBRARY_NOT_FOUND');
      const libraryIds = body.library_ids?.length ? body.library_ids : [id];
      return searchContents(db, libraryIds, body.page_no ?? 0, body.page_size ?? 20, {
        keyword: body.keyword,
        tagIds: body.tag_ids,
      });
    },
  );

  app.post(
    '/v1/libraries/contents/actions/search/adapter',
    { schema: { params: NO_PARAMS, querystring: NO_QUERY, body: searchBody(true) } },
    async (request) => {
      const body = request.body as Required<Pick<SearchBody, 'library_ids'>> & SearchBody;
      return searchContents(db, body.library_ids, body.page_no ?? 0, body.page_size ?? 20, {
        keyword: body.keyword,
        tagIds: body.tag_ids,
      });
    },
  );
};

export default courseRoutes;
