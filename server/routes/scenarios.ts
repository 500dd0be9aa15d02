import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { SCENARIOS, applyScenario, findScenario } from '../scenarios';
import { contestToWire, findContest } from '../data/contests';
import { sweepWorksFolder } from '../data/contestWorks';
import { toPlatformTime } from '../time';
import { requireBrowserWrite, requireLocalClient, type HostAllowList } from '../http/access';
import { NO_PARAMS, NO_QUERY, optionalBodyOf, paramsOf } from '../http/json';

export interface ScenarioRoutesOptions extends ServiceContext {
  /** Host names whose pages may switch scenarios (http/access.ts). */
  hosts: HostAllowList;
  /** The works folder: the files of the works a scenario deleted go with them. */
  worksDir: string;
}

/**
 * The range a scenario's `now` may take: 2000-01-01 to 2100-01-01 (UTC). Every contest time is
 * computed from it, and outside this range they stop being dates the platform's wire format
 * can print (1e308 came out as NaN-NaN-NaN).
 */
export const SCENARIO_NOW_MIN = Date.UTC(2000, 0, 1);
export const SCENARIO_NOW_MAX = Date.UTC(2100, 0, 1);

/**
 * `POST /:name` takes a scenario name and optionally `{now}`. The schema types `now`; its range
 * is checked by the handler, whose message names the range in dates rather than milliseconds.
 */
const applyInput = {
  params: paramsOf({
    name: { type: 'string', pattern: '^[a-z0-9-]{1,64}$', examples: ['default'] },
  }),
  querystring: NO_QUERY,
  body: optionalBodyOf({ now: { type: 'number', examples: [1767225600000] } }),
};

/**
 * Test and QA switch for the contests' states (kpzy, the data contest, the writing contest);
 * registered only when scenarios are enabled (never in production). It answers this machine
 * only, and a browser's switch only from this server's own pages: anyone else could close
 * enrolment for everyone.
 */
const scenarioRoutes: FastifyPluginAsync<ScenarioRoutesOptions> = async (
  app,
  { db, clock, hosts, seedDir, worksDir },
) => {
  app.addHook('onRequest', async (request) => {
    requireLocalClient(request, 'SCENARIO/LOCAL_ONLY');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      requireBrowserWrite(request, hosts, 'SCENARIO', { bodyOptional: true });
  });

  // Each scenario with the contest it is about (the first it changes).
  app.get('/', { schema: { params: NO_PARAMS, querystring: NO_QUERY } }, async () =>
    SCENARIOS.map(({ name, description, contests }) => ({
      name,
      description,
      contest_id: contests[0],
    })),
  );

  app.post('/:name', { schema: applyInput }, async (request) => {
    const { name } = request.params as { name: string };
    if (!findScenario(name)) {
      throw notFound(`未知场景 ${name}，可用场景见 GET /__scenario`, 'SCENARIO/NOT_FOUND');
    }
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
      throw badRequest('请求体应为 JSON 对象，例如 {"now": 1767225600000}');
    }
    const requested = (body as { now?: unknown } | null | undefined)?.now;
    if (
      requested !== undefined &&
      (typeof requested !== 'number' ||
        !Number.isInteger(requested) ||
        requested < SCENARIO_NOW_MIN ||
        requested > SCENARIO_NOW_MAX)
    ) {
      throw badRequest('now 应为 2000-01-01 至 2100-01-01 之间的毫秒时间戳（整数）');
    }
    const now = requested ?? clock();
    const scenario = applyScenario(db, name, now, seedDir);
    sweepWorksFolder(worksDir, db, { unfinished: false });
    const contest = findContest(db, scenario.contests[0]);
    return {
      name: scenario.name,
      description: scenario.description,
      now: toPlatformTime(now),
      contest: contest ? contestToWire(contest) : null,
    };
  });
};

export default scenarioRoutes;
