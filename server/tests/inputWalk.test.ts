import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeMishandled,
  openWalkApp,
  walkMalformedRequests,
  type WalkApp,
} from '../../scripts/probe/malformedRequests';
import { declaredRoutes, requireDeclaredInput } from '../http/declaredInput';
import { bodyOf, NO_BODY, NO_PARAMS, NO_QUERY, paramsOf, queryOf, schemas } from '../http/json';
import { REPO_ROOT } from '../paths';

/**
 * Issue 12, "every endpoint checks its input": every route of the stand-in declares a schema
 * for its path parameters, query and body, and a malformed request is answered 400 with a
 * Chinese message and stores nothing. The walk (scripts/probe/malformedRequests.ts) sends every
 * registered route malformed input built from its own schemas, signed in and with sdp-app-id.
 */

let walk: WalkApp;

beforeAll(async () => {
  walk = await openWalkApp(REPO_ROOT);
}, 120_000);
afterAll(async () => {
  await walk?.close();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string) =>
  walk.app.inject({
    method,
    url,
    headers: {
      ...walk.headers,
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });

const rows = (table: string) =>
  walk.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

describe('every route of the stand-in checks its input', () => {
  it('answers every malformed request with 400, a Chinese message and nothing stored', async () => {
    const result = await walkMalformedRequests(walk);
    // Every registered route was walked, each with several malformed requests.
    expect(result.routes).toBe(
      declaredRoutes(walk.app).filter((route) => route.method !== 'HEAD').length,
    );
    expect(result.routes).toBeGreaterThan(120);
    expect(result.tried).toBeGreaterThan(result.routes * 5);
    expect(result.mishandled.map(describeMishandled)).toEqual([]);
  }, 240_000);

  it('the majors search refuses a body of the wrong shape and keeps answering the right one', async () => {
    const url = '/svc/uc/v1/school_infos/sch-dc-zz/majors/actions/search';
    for (const payload of ['[]', '"major"', '42', 'null', '{"major_codes":"5101"}']) {
      const res = await send('POST', url, payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json<{ message: string }>().message, payload).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await send('POST', url, '{"offset":"0","limit":100}')).json()).toEqual({
      code: 'INVALID_ARGUMENT',
      message: '请求体字段 offset 类型不正确，应为整数',
    });
    // What the profile form sends (src/services/schoolService.ts) still finds the majors.
    const ok = await send('POST', url, JSON.stringify({ major_codes: [], offset: 0, limit: 100 }));
    expect(ok.statusCode).toBe(200);
    const all = await send('POST', url, JSON.stringify({ offset: 0, limit: 100 }));
    expect(all.json<{ total: number }>().total).toBeGreaterThan(0);
  });

  it('refuses a field a body does not declare, and stores nothing', async () => {
    const before = rows('product_feedback');
    const res = await send(
      'POST',
      '/svc/feedback/v1/feedbacks',
      JSON.stringify({ type: 'other', content: '页面加载很快，谢谢', admin: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_ARGUMENT',
      message: '请求体包含不支持的字段 admin',
    });
    expect(rows('product_feedback')).toBe(before);
  });

  it('a route that takes no body refuses one; the documented "any body is ignored" keeps working', async () => {
    const like = await send('POST', '/svc/stats/v1/res_stats/art-0001?type=like', '[1]');
    expect(like.json()).toEqual({ code: 'INVALID_ARGUMENT', message: '该接口不接受请求体' });
    expect(
      (await send('POST', '/svc/stats/v1/res_stats/art-0001?type=like', '{}')).statusCode,
    ).toBe(200);
    // Seed 000 §7 / server/README.md: POST /sso/get_ticket, any body is ignored.
    expect((await send('POST', '/sso/get_ticket', '["anything"]')).statusCode).toBe(200);
  });

  it('types the query parameters it reads, tolerates the version parameter, refuses others', async () => {
    const lives = '/svc/course/v1/open_class_lives/actions/search';
    expect((await send('GET', `${lives}?status=0&$offset=0&$limit=6&_v=2950000`)).statusCode).toBe(
      200,
    );
    expect((await send('GET', `${lives}?status=0&status=1`)).json()).toEqual({
      code: 'INVALID_ARGUMENT',
      message: '查询参数字段 status 类型不正确，应为字符串',
    });
    expect((await send('GET', `${lives}?debug=1`)).json()).toEqual({
      code: 'INVALID_ARGUMENT',
      message: '不支持的查询参数 debug',
    });
    // Image URLs carry image-processing parameters nobody here reads.
    const cover = await send('GET', '/svc/static/bench/covers/c01.png?x-oss-process=image/resize');
    expect(cover.statusCode).toBe(200);
  });

  it('site ids named after Object.prototype keys are unknown sites, not empty manifests', async () => {
    for (const id of ['constructor', 'constructor.json']) {
      const res = await send('GET', `/manifests/sites/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('没有站点 constructor');
    }
    // Not a site id at all (schemas/site.schema.json: lower-case letters, digits, dashes).
    for (const id of ['__proto__', 'toString']) {
      expect((await send('GET', `/manifests/sites/${id}`)).statusCode, id).toBe(400);
    }
    // Not a language tag (zh-CN, en): refused before any catalogue is looked up.
    expect((await send('GET', '/manifests/messages/constructor.json')).statusCode).toBe(400);
    expect((await send('GET', '/__preview/sites/constructor/source')).statusCode).toBe(404);
    const check = await send(
      'POST',
      '/__preview/check',
      JSON.stringify({ siteId: 'constructor', text: '{}' }),
    );
    expect(check.statusCode).toBe(404);
  });

  it('a scenario time of 1e308 is refused, not printed as NaN-NaN-NaN', async () => {
    const res = await send('POST', '/__scenario/default', JSON.stringify({ now: 1e308 }));
    expect(res.statusCode).toBe(400);
    // The range is the scenario route's own (server/routes/scenarios.ts, tested in
    // safeDefaults.test.ts); the schema types the field.
    expect(res.json<{ message: string }>().message).toContain('2000-01-01 至 2100-01-01');
    expect(res.body).not.toContain('NaN');
    // The preview's own call, without a body, still applies the scenario.
    expect((await walk.app.inject({ method: 'POST', url: '/__scenario/default' })).statusCode).toBe(
      200,
    );
  });
});

describe('the start-up check', () => {
  const appWithCheck = () => {
    const app = Fastify();
    requireDeclaredInput(app);
    return app;
  };

  it('stops the server when a route declares no schema', async () => {
    const app = appWithCheck();
    expect(() => app.get('/v1/things', async () => [])).toThrow(
      /GET \/v1\/things must declare its input.*schema\.params.*schema\.querystring/,
    );
    expect(() =>
      app.post(
        '/v1/things',
        { schema: { params: NO_PARAMS, querystring: NO_QUERY } },
        async () => [],
      ),
    ).toThrow(/POST \/v1\/things .*declares no schema\.body/);
    await app.close();
  });

  it('stops the server when a body or query schema would take anything', async () => {
    const app = appWithCheck();
    expect(() =>
      app.post(
        '/v1/things',
        { schema: { params: NO_PARAMS, querystring: NO_QUERY, body: {} } },
        async () => [],
      ),
    ).toThrow(/schema\.body must declare its type/);
    expect(() =>
      app.put(
        '/v1/things',
        {
          schema: {
            params: NO_PARAMS,
            querystring: NO_QUERY,
            body: { type: 'object', properties: { name: schemas.text(20) } },
          },
        },
        async () => [],
      ),
    ).toThrow(/schema\.body must refuse fields it does not declare/);
    expect(() =>
      app.get(
        '/v1/things',
        { schema: { params: NO_PARAMS, querystring: { type: 'object', properties: {} } } },
        async () => [],
      ),
    ).toThrow(/must say whether other parameters are refused/);
    await app.close();
  });

  it('stops the server when the path parameters and their schema disagree', async () => {
    const app = appWithCheck();
    expect(() =>
      app.get(
        '/v1/things/:thingId',
        { schema: { params: paramsOf({ id: schemas.id }), querystring: NO_QUERY } },
        async () => [],
      ),
    ).toThrow(/declares path parameters \[id\] but its path has \[thingId\]/);
    await app.close();
  });

  it('stops the server when a closed query refuses the version parameter', async () => {
    const app = appWithCheck();
    expect(() =>
      app.get(
        '/v1/things',
        {
          schema: {
            params: NO_PARAMS,
            querystring: { type: 'object', additionalProperties: false, properties: {} },
          },
        },
        async () => [],
      ),
    ).toThrow(/refuses the version parameter _v/);
    await app.close();
  });

  it('records a route that declares everything, with the parts it declared', async () => {
    const app = appWithCheck();
    const body = bodyOf({ name: schemas.text(20) });
    app.post(
      '/v1/things/:id',
      {
        schema: {
          params: paramsOf({ id: schemas.id }),
          querystring: queryOf({ page: schemas.queryOffset }),
          body,
        },
      },
      async () => [],
    );
    app.post(
      '/v1/ping',
      { schema: { params: NO_PARAMS, querystring: NO_QUERY, body: NO_BODY } },
      async () => [],
    );
    await app.ready();
    expect(declaredRoutes(app).map((route) => `${route.method} ${route.url}`)).toEqual([
      'POST /v1/things/:id',
      'POST /v1/ping',
    ]);
    expect(declaredRoutes(app)[0].body).toBe(body);
    await app.close();
  });
});
