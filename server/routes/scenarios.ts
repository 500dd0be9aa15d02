import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { SCENARIOS, applyScenario, findScenario } from '../scenarios';
import { contestToWire, findContest } from '../data/contests';
import { KPZY_CONTEST_ID } from '../seed-data/kpzy';
import { toPlatformTime } from '../time';
import { NO_PARAMS, NO_QUERY, optionalBodyOf, paramsOf, schemas } from '../http/json';

/** `POST /:name` takes a scenario name and optionally `{now}` (epoch ms, before the year 10000). */
const applyInput = {
  params: paramsOf({
    name: { type: 'string', pattern: '^[a-z0-9-]{1,64}$', examples: ['default'] },
  }),
  querystring: NO_QUERY,
  body: optionalBodyOf({ now: schemas.epochMs }),
};

/** Test and QA switch for the kpzy contest state; registered only when scenarios are enabled. */
const scenarioRoutes: FastifyPluginAsync<ServiceContext> = async (app, { db, clock }) => {
  app.get('/', { schema: { params: NO_PARAMS, querystring: NO_QUERY } }, async () =>
    SCENARIOS.map(({ name, description }) => ({ name, description, contest_id: KPZY_CONTEST_ID })),
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
      (typeof requested !== 'number' || !Number.isFinite(requested) || requested <= 0)
    ) {
      throw badRequest('now 应为毫秒时间戳（正数）');
    }
    const now = requested ?? clock();
    const scenario = applyScenario(db, name, now);
    const contest = findContest(db, KPZY_CONTEST_ID);
    return {
      name: scenario.name,
      description: scenario.description,
      now: toPlatformTime(now),
      contest: contest ? contestToWire(contest) : null,
    };
  });
};

export default scenarioRoutes;
