/**
 * The malformed-input walk (issue 12, "every endpoint checks its input"): every route the
 * stand-in registered (server/http/declaredInput.ts records them) is sent input of the wrong
 * shape, built from the route's own declared schemas, with a valid Bearer token and the
 * `sdp-app-id` header so neither is what refuses. A request is held when the stand-in answers
 * 400 with a Chinese `message` and wrote nothing to the database. Shared by the server test
 * (server/tests/inputWalk.test.ts) and the probe family (scripts/probe/inputFamily.ts).
 *
 * Besides the malformed requests, prototype keys (`constructor`, `__proto__`, `toString`) are
 * tried wherever a route takes an id, a name or a text: they must be answered exactly as an
 * ordinary unknown value is (same status, same "wrote or not"), never as a found one or a 500.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app';
import { declaredRoutes, type DeclaredRoute } from '../../server/http/declaredInput';
import { IGNORED_BODY, NO_BODY, type JsonSchema } from '../../server/http/json';
import { DEMO_PASSWORD } from '../../server/seed-data/users';

/** A request the stand-in did not hold. */
export interface MishandledRequest {
  method: string;
  /** The route as registered (`/svc/uc/v1/school_infos/:id/majors/actions/search`). */
  route: string;
  /** What was wrong with it (`root array`, `wrong type: offset`, `prototype key constructor: id`). */
  variant: string;
  /** The status answered (0 when nothing was sent: the route's schema itself falls short). */
  status: number;
  detail: string;
}

export interface WalkResult {
  /** Routes walked (HEAD twins of GET routes left out). */
  routes: number;
  /** Requests sent. */
  tried: number;
  mishandled: MishandledRequest[];
}

/** Keys of Object.prototype a URL or a body may name: never a found record. */
export const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString'] as const;
/** An ordinary value nothing is stored under, the control for the prototype keys. */
const UNKNOWN_VALUE = 'zz-walk-unknown';
const CJK = /[\u4e00-\u9fff]/;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// The stand-in's own validation semantics (server/app.ts): nothing coerced, nothing dropped.
const ajv = new Ajv({ strict: false, coerceTypes: false, allErrors: false });
const compiled = new WeakMap<object, ValidateFunction>();
function accepts(schema: JsonSchema, value: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema as object);
    compiled.set(schema, validate);
  }
  // fastify hands an absent part to the validator as null.
  return validate(value === undefined ? null : value);
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return typeof schema.type === 'string' ? [schema.type] : [...schema.type];
}

/** A value `schema` accepts, or undefined when none can be made up (declare `examples`). */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.enum?.length) return schema.enum[0];
  const [type] = typesOf(schema);
  switch (type) {
    case 'string': {
      if (schema.pattern) return undefined;
      const length = Math.max(schema.minLength ?? 0, 1);
      return 'a'.repeat(Math.min(length, schema.maxLength ?? length));
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, 0) <= (schema.maximum ?? Infinity)
        ? Math.max(schema.minimum ?? 0, 0)
        : schema.minimum;
    case 'boolean':
      return true;
    case 'array': {
      const count = schema.minItems ?? 0;
      if (count === 0) return [];
      const item = schema.items ? sampleOf(schema.items) : 'a';
      return item === undefined ? undefined : Array.from({ length: count }, () => item);
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        const sample = property ? sampleOf(property) : 'a';
        if (sample === undefined) return undefined;
        value[name] = sample;
      }
      return value;
    }
    default:
      return typesOf(schema).length === 0 ? {} : undefined;
  }
}

/** A value of another JSON type than `schema` declares, or undefined when it declares none. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.length === 0) return undefined;
  if (types.includes('string')) return 12345;
  if (types.includes('integer') || types.includes('number')) return '12';
  if (types.includes('boolean')) return 'true';
  return 'not-an-object-or-array';
}

interface Mutation {
  label: string;
  value: unknown;
}

/**
 * Wrong versions of `sample` (a valid value of `schema`): each declared field of the wrong type,
 * too long, out of range, an unknown field where the object is closed; nested objects and the
 * items of arrays likewise.
 */
function mutationsOf(schema: JsonSchema, sample: unknown, path: string): Mutation[] {
  const out: Mutation[] = [];
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const types = typesOf(schema);
  if (path) {
    const wrong = wrongTypeFor(schema);
    if (wrong !== undefined) out.push({ label: `wrong type: ${path}`, value: wrong });
    if (types.includes('string') && schema.maxLength !== undefined)
      out.push({ label: `too long: ${path}`, value: 'a'.repeat(schema.maxLength + 1) });
    if ((types.includes('integer') || types.includes('number')) && schema.maximum !== undefined)
      out.push({ label: `too large: ${path}`, value: 1e308 });
    if ((types.includes('integer') || types.includes('number')) && schema.minimum !== undefined)
      out.push({ label: `too small: ${path}`, value: -1e308 });
    if (types.includes('array') && schema.maxItems !== undefined && schema.items) {
      const item = sampleOf(schema.items);
      if (item !== undefined)
        out.push({
          label: `too many items: ${path}`,
          value: Array.from({ length: schema.maxItems + 1 }, () => item),
        });
    }
  }
  if (types.includes('object') && schema.properties && sample && typeof sample === 'object') {
    const base = sample as Record<string, unknown>;
    for (const [name, property] of Object.entries(schema.properties)) {
      const valid = name in base ? base[name] : sampleOf(property);
      if (valid === undefined) continue;
      for (const mutation of mutationsOf(property, valid, at(name)))
        out.push({ label: mutation.label, value: { ...base, [name]: mutation.value } });
    }
    if (schema.additionalProperties === false)
      out.push({
        label: `unknown field: ${at('unexpected_field')}`,
        value: { ...base, unexpected_field: 1 },
      });
  }
  if (types.includes('array') && schema.items) {
    const item = sampleOf(schema.items);
    if (item !== undefined)
      for (const mutation of mutationsOf(schema.items, item, `${path}[0]`))
        out.push({ label: mutation.label, value: [mutation.value] });
  }
  return out;
}

/** Text values `schema` refuses (too long, or characters its pattern does not allow). */
function refusedTexts(schema: JsonSchema): Mutation[] {
  const candidates: Mutation[] = [
    {
      label: 'too long',
      value: 'a'.repeat(schema.maxLength !== undefined ? schema.maxLength + 1 : 300),
    },
    { label: 'too long', value: 'a'.repeat(3000) },
    { label: 'bad characters', value: 'bad value <>"\'!' },
    { label: 'not allowed', value: 'zz-not-allowed' },
  ];
  const seen = new Set<string>();
  return candidates.filter((candidate) => {
    if (seen.has(candidate.label) || accepts(schema, candidate.value)) return false;
    seen.add(candidate.label);
    return true;
  });
}

/**
 * A text a route may look something up by: an id, a name, a code (a pattern, or at most 256
 * characters). Free texts (a comment, a draft manifest) are not tried with prototype keys.
 */
function isKeyLike(schema: JsonSchema): boolean {
  return (
    typesOf(schema).includes('string') &&
    (schema.pattern !== undefined || (schema.maxLength ?? Infinity) <= 256)
  );
}

type Counted = Map<string, number>;

function tableCounts(db: Database): Counted {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  return new Map(
    tables.map((table) => [
      table,
      db
        .prepare(`SELECT COUNT(*) FROM "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number,
    ]),
  );
}

function changedTables(before: Counted, after: Counted): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (table) => before.get(table) !== after.get(table),
  );
}

const totalChanges = (db: Database) => db.prepare('SELECT total_changes()').pluck().get() as number;

interface Planned {
  variant: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** JSON text sent as the body; undefined: no body. */
  body?: string;
}

function pathOf(url: string, params: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z_$][\w$]*)/g, (_match, name: string) => encodeURIComponent(params[name]))
    .replace('*', () => params['*'].split('/').map(encodeURIComponent).join('/'));
}

function queryText(query: Record<string, string | string[]>): string {
  const parts = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeURIComponent(name)}=${encodeURIComponent(item)}`,
    ),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

export interface WalkOptions {
  app: FastifyInstance;
  /** Sent with every request: a valid Bearer token and the `sdp-app-id` header. */
  headers: Record<string, string>;
  db: Database;
}

/** Sends every route its malformed variants; answers what was tried and what was mishandled. */
export async function walkMalformedRequests({
  app,
  headers,
  db,
}: WalkOptions): Promise<WalkResult> {
  // HEAD routes are fastify's copies of GET routes (same schemas, no answer body to read).
  const all = declaredRoutes(app);
  const bare = (url: string) => url.replace(/(.)\/$/, '$1');
  const getUrls = new Set(
    all.filter((route) => route.method === 'GET').map((route) => bare(route.url)),
  );
  const routes = all.filter((route) => !(route.method === 'HEAD' && getUrls.has(bare(route.url))));
  const mishandled: MishandledRequest[] = [];
  let tried = 0;

  const send = async (route: DeclaredRoute, planned: Planned) => {
    tried += 1;
    const before = totalChanges(db);
    const response = await app.inject({
      method: route.method as 'GET',
      url: pathOf(route.url, planned.params) + queryText(planned.query),
      headers: {
        ...headers,
        ...(planned.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(planned.body !== undefined ? { payload: planned.body } : {}),
    });
    return { response, wrote: totalChanges(db) !== before };
  };

  for (const route of routes) {
    const fail = (variant: string, status: number, detail: string) =>
      mishandled.push({ method: route.method, route: route.url, variant, status, detail });
    const paramSchemas = route.params.properties ?? {};
    const querySchemas = route.querystring.properties ?? {};
    const hasBody = METHODS_WITH_BODY.has(route.method) && !route.ignoresBody;
    const bodySchema = route.body;

    // A well-formed request, so each variant below is wrong in one way only.
    const params: Record<string, string> = {};
    for (const [name, schema] of Object.entries(paramSchemas))
      params[name] = String(sampleOf(schema));
    const query: Record<string, string> = {};
    for (const name of route.querystring.required ?? [])
      query[name] = String(sampleOf(querySchemas[name] ?? {}));
    const body = hasBody && bodySchema && bodySchema !== NO_BODY ? sampleOf(bodySchema) : undefined;
    const baseBody = body === undefined ? undefined : JSON.stringify(body);
    if (
      !accepts(route.params, params) ||
      !accepts(route.querystring, query) ||
      (hasBody && bodySchema && !accepts(bodySchema, body))
    ) {
      fail('well-formed request', 0, 'no valid request can be built: declare `examples`');
      continue;
    }

    const planned: Planned[] = [];
    const plan = (variant: string, change: Partial<Planned>) =>
      planned.push({ variant, params, query, body: baseBody, ...change });

    for (const [name, schema] of Object.entries(paramSchemas)) {
      const refused = refusedTexts(schema);
      if (refused.length === 0) fail(`path parameter ${name}`, 0, 'accepts any text: bound it');
      for (const { label, value } of refused)
        plan(`${label}: path ${name}`, { params: { ...params, [name]: String(value) } });
    }
    for (const [name, schema] of Object.entries(querySchemas)) {
      const refused = refusedTexts(schema);
      if (refused.length === 0) fail(`query ${name}`, 0, 'accepts any text: bound it');
      for (const { label, value } of refused)
        plan(`${label}: query ${name}`, { query: { ...query, [name]: String(value) } });
      const one = query[name] ?? String(sampleOf(schema) ?? 'a');
      plan(`repeated: query ${name}`, { query: { ...query, [name]: [one, one] } });
    }
    if (route.querystring.additionalProperties === false)
      plan('unknown query parameter', { query: { ...query, unexpected_param: '1' } });

    if (hasBody && bodySchema) {
      const nullable = accepts(bodySchema, null);
      plan('root array', { body: '[]' });
      plan('root string', { body: '"text"' });
      plan('root number', { body: '42' });
      plan('root boolean', { body: 'true' });
      if (!nullable) plan('root null', { body: 'null' });
      plan('not JSON', { body: '{"' });
      plan('__proto__ key', { body: '{"__proto__":{"polluted":true}}' });
      if (bodySchema === NO_BODY) plan('a body where none is taken', { body: '{"unexpected":1}' });
      else {
        const allWrong = Object.fromEntries(
          Object.entries(bodySchema.properties ?? {}).flatMap(([name, property]) => {
            const wrong = wrongTypeFor(property);
            return wrong === undefined ? [] : [[name, wrong]];
          }),
        );
        if (Object.keys(allWrong).length > 0)
          plan('every field of the wrong type', { body: JSON.stringify(allWrong) });
        for (const mutation of mutationsOf(bodySchema, body, ''))
          plan(mutation.label, { body: JSON.stringify(mutation.value) });
      }
    }
    if (bodySchema === IGNORED_BODY && !route.ignoresBody)
      fail('ignored body', 0, 'IGNORED_BODY seen but not recorded as ignored');

    const countsBefore = tableCounts(db);
    for (const request of planned) {
      const { response, wrote } = await send(route, request);
      let message: unknown;
      try {
        message = (response.json() as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      const detail = `answered ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (response.statusCode !== 400) fail(request.variant, response.statusCode, detail);
      else if (typeof message !== 'string' || !CJK.test(message))
        fail(request.variant, 400, `no Chinese message: ${response.body.slice(0, 160)}`);
      else if (wrote) fail(request.variant, 400, 'refused, but the database was written');
    }
    const changed = changedTables(countsBefore, tableCounts(db));
    if (changed.length)
      fail('all malformed variants', 0, `row counts changed in ${changed.join(', ')}`);

    // Prototype keys must be unknown values like any other: same answer as the control.
    const textSlots: { where: string; schema: JsonSchema; with: (value: string) => Planned }[] = [
      ...Object.entries(paramSchemas).map(([name, schema]) => ({
        where: `path ${name}`,
        schema,
        with: (value: string) => ({
          variant: '',
          params: { ...params, [name]: value },
          query,
          body: baseBody,
        }),
      })),
      ...Object.entries(querySchemas).map(([name, schema]) => ({
        where: `query ${name}`,
        schema,
        with: (value: string) => ({
          variant: '',
          params,
          query: { ...query, [name]: value },
          body: baseBody,
        }),
      })),
      ...(body && typeof body === 'object' && !Array.isArray(body) && bodySchema?.properties
        ? Object.entries(bodySchema.properties).map(([name, schema]) => ({
            where: `body ${name}`,
            schema,
            with: (value: string) => ({
              variant: '',
              params,
              query,
              body: JSON.stringify({ ...body, [name]: value }),
            }),
          }))
        : []),
    ];
    for (const slot of textSlots) {
      if (!isKeyLike(slot.schema) || !accepts(slot.schema, UNKNOWN_VALUE)) continue;
      const control = await send(route, slot.with(UNKNOWN_VALUE));
      for (const key of PROTOTYPE_KEYS) {
        if (!accepts(slot.schema, key)) continue;
        const variant = `prototype key ${key}: ${slot.where}`;
        const { response, wrote } = await send(route, { ...slot.with(key), variant });
        if (response.statusCode === 500 || response.statusCode !== control.response.statusCode)
          fail(
            variant,
            response.statusCode,
            `answered ${response.statusCode} where an unknown value answers ${control.response.statusCode}: ${response.body.slice(0, 120)}`,
          );
        else if (wrote !== control.wrote)
          fail(variant, response.statusCode, 'wrote where an unknown value does not, or not');
      }
    }
  }
  return { routes: routes.length, tried, mishandled };
}

export interface WalkApp {
  app: FastifyInstance;
  db: Database;
  /** A signed-in demo account's Bearer token and the `sdp-app-id` header. */
  headers: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A stand-in on a fresh temporary database and a copy of site-configs/ (the preview routes
 * could write there), with scenarios on, so every route exists; signed in as `teacher`.
 */
export async function openWalkApp(repoRoot: string): Promise<WalkApp> {
  const dir = mkdtempSync(join(tmpdir(), 'edu-input-walk-'));
  const siteConfigDir = join(dir, 'site-configs');
  cpSync(resolve(repoRoot, 'site-configs'), siteConfigDir, { recursive: true });
  const app = await createApp({
    dbPath: join(dir, 'portal.sqlite'),
    distDir: join(dir, 'no-dist'),
    scenarios: true,
    siteConfigDir,
  });
  const close = async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/sso/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account: 'teacher', password: DEMO_PASSWORD }).toString(),
    });
    const ticket = new URL(String(signIn.headers.location), 'http://localhost').searchParams.get(
      'ticket',
    );
    const exchange = await app.inject({
      method: 'POST',
      url: '/svc/uc/v1.1/sso/tickets/actions/exchange',
      payload: { ticket },
    });
    const { access_token: token } = exchange.json<{ access_token?: string }>();
    if (!token) throw new Error(`the walk could not sign in: ${exchange.body}`);
    return {
      app,
      db: app.portal.db,
      headers: { authorization: `Bearer ${token}`, 'sdp-app-id': 'local-app-id' },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One line per mishandled request, for a test failure or the probe's console. */
export function describeMishandled(item: MishandledRequest): string {
  return `${item.method} ${item.route} [${item.variant}] → ${item.status || '-'}: ${item.detail}`;
}
