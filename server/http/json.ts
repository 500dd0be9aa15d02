import type { FastifyInstance } from 'fastify';
import { VERSION_PARAM_NAME } from '../../src/lib/specConstants';

/**
 * Clients post bodiless actions (like, logout, scenario) with or without a JSON content type;
 * fastify rejects an empty JSON body, so an empty one is read as "no body" instead and the
 * route's own schema decides whether a body was required.
 */
export function installLenientJsonParser(app: FastifyInstance): void {
  const strict = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    strict(request, String(body), done);
  });
}

/** Form posts of the sign-in page (the only non-JSON body the stand-in accepts). */
export function installFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

/**
 * The part of JSON Schema the routes use, typed so the input walk (scripts/probe/
 * malformedRequests.ts) can read a route's schema back and build wrong input from it.
 */
export interface JsonSchema {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: readonly unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  minProperties?: number;
  nullable?: boolean;
  not?: JsonSchema;
  anyOf?: readonly JsonSchema[];
  /** A valid value: the walk builds well-formed requests from it where a pattern says little. */
  examples?: readonly unknown[];
  description?: string;
}

/**
 * The latest time the stand-in accepts: 9999-12-31 23:59:59.999 Beijing time. Past it the wire
 * format (`2026-09-01T09:00:00.000+0800`, time.ts) has no four-digit year, and far past it
 * (1e308) no date at all.
 */
export const MAX_EPOCH_MS = 253_402_271_999_999;

/**
 * JSON Schema fragments shared by the services, so a route's schema reads as what it accepts.
 * Query strings and path parameters arrive as text (ajv does not coerce: `coerceTypes: false`),
 * so their numbers are digit strings.
 */
export const schemas = {
  /** A platform id: contents, libraries, users, contests… */
  id: {
    type: 'string',
    minLength: 1,
    maxLength: 128,
    pattern: '^[A-Za-z0-9_.:-]+$',
    examples: ['id-1'],
  },
  /** An administrative area code (six digits: 110108 北京市海淀区; 110000 for the whole city). */
  areaCode: { type: 'string', pattern: '^[0-9]{6}$', examples: ['110108'] },
  /** A site id as manifests name sites (schemas/site.schema.json): `portal`, `hd-kpzy`. */
  siteId: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,63}$', examples: ['portal'] },
  /** A site's manifest under /manifests/sites/: its id, `.json` optional. */
  siteFile: {
    type: 'string',
    pattern: '^[a-z][a-z0-9-]{0,63}(\\.json)?$',
    examples: ['portal.json'],
  },
  /** A message catalogue under /manifests/messages/: its language tag, `.json` optional. */
  languageFile: {
    type: 'string',
    pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}(\\.json)?$',
    examples: ['zh-CN.json'],
  },
  /** One file name of a static folder (`part_1.json`, `page-2.svg`). */
  fileName: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    pattern: '^[A-Za-z0-9_.-]+$',
    examples: ['file-1.json'],
  },
  /** A relative file path below a static folder: no `..`, no leading slash. */
  filePath: {
    type: 'string',
    minLength: 1,
    maxLength: 512,
    pattern: '^(?!.*\\.\\.)[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*$',
    examples: ['folder/file-1.json'],
  },
  /** A path of a page (the `*` of a catch-all route). */
  pagePath: { type: 'string', maxLength: 2048 },
  /** Free text of at most `max` characters (at least `min`). */
  text: (max: number, min = 0): JsonSchema => ({
    type: 'string',
    ...(min > 0 ? { minLength: min } : {}),
    maxLength: max,
  }),
  /** One of a fixed set of words. */
  oneOf: (values: readonly string[]): JsonSchema => ({ type: 'string', enum: values }),
  /** A page number of a body, from 0. */
  pageNo: { type: 'integer', minimum: 0, maximum: 100000 },
  /** A page size of a body, 1 to `max`. */
  pageSize: (max: number): JsonSchema => ({ type: 'integer', minimum: 1, maximum: max }),
  /** An offset of a body (items to skip). */
  offset: { type: 'integer', minimum: 0, maximum: 100000 },
  /** A limit of a body (items at most), 1 to `max`. */
  limit: (max: number): JsonSchema => ({ type: 'integer', minimum: 1, maximum: max }),
  /** A list of 1 to `max` ids. */
  idList: (max: number): JsonSchema => ({
    type: 'array',
    minItems: 1,
    maxItems: max,
    items: { type: 'string', minLength: 1, maxLength: 128 },
  }),
  /** A time as epoch milliseconds, after 1970 and before the year 10000. */
  epochMs: { type: 'integer', minimum: 1, maximum: MAX_EPOCH_MS, examples: [1767225600000] },
  boolean: { type: 'boolean' },
  /** An open object the platform defines no fields for (an enrolment's `extra`). */
  openObject: { type: 'object', maxProperties: 100 },
  /** Query text: a whole number of at most `digits` digits (`$limit=20`). */
  queryInteger: (digits: number): JsonSchema => ({
    type: 'string',
    pattern: `^[0-9]{1,${digits}}$`,
    examples: ['1'],
  }),
  /** Query `$offset` (items to skip) and `$limit` (items at most), as the platform pages lists. */
  queryOffset: { type: 'string', pattern: '^[0-9]{1,6}$', examples: ['0'] },
  queryLimit: { type: 'string', pattern: '^[0-9]{1,3}$', examples: ['20'] },
  /** Query `true` or `false`. */
  queryFlag: { type: 'string', enum: ['true', 'false'] },
  /** The version parameter the portal's HTTP client adds to every request (seed 000 §7, §9). */
  versionParam: { type: 'string', pattern: '^[0-9]{1,16}$', examples: ['2950000'] },
} satisfies Record<string, JsonSchema | ((...args: never[]) => JsonSchema)>;

type Properties = Record<string, JsonSchema>;

/**
 * One object per distinct schema: fastify's ajv compiles a schema object once and reuses it for
 * every route that declares the same object, so equal declarations share their validator (the
 * server starts faster: some 130 routes × 3 parts).
 */
const built = new Map<string, JsonSchema>();
function shared(schema: JsonSchema): JsonSchema {
  const key = JSON.stringify(schema);
  const known = built.get(key);
  if (known) return known;
  built.set(key, schema);
  return schema;
}

/** Path parameters: exactly these, each required (the start-up check compares them with the path). */
export function paramsOf(properties: Properties): JsonSchema {
  return shared({
    type: 'object',
    required: Object.keys(properties),
    additionalProperties: false,
    properties,
  });
}

/** A route whose path has no parameters. */
export const NO_PARAMS: JsonSchema = paramsOf({});

/**
 * The query parameters a service call reads, typed; any other parameter is refused, except the
 * version parameter the portal's HTTP client adds to every request.
 */
export function queryOf(properties: Properties, required: readonly string[] = []): JsonSchema {
  return shared({
    type: 'object',
    required,
    additionalProperties: false,
    properties: { ...properties, [VERSION_PARAM_NAME]: schemas.versionParam },
  });
}

/** A service call that reads no query parameter (the version parameter is still allowed). */
export const NO_QUERY: JsonSchema = queryOf({});

/**
 * Pages and files, whose addresses legitimately carry parameters nobody here reads (image-
 * processing queries on image URLs, a page's own parameters on the front end's pages): the
 * parameters the route reads are typed, any other is tolerated.
 */
export function openQueryOf(
  properties: Properties = {},
  required: readonly string[] = [],
): JsonSchema {
  return shared({
    type: 'object',
    required,
    additionalProperties: true,
    properties: { ...properties, [VERSION_PARAM_NAME]: schemas.versionParam },
  });
}

/** A JSON object body with exactly these fields (`required` must be sent). */
export function bodyOf(properties: Properties, required: readonly string[] = []): JsonSchema {
  return shared({ type: 'object', required, additionalProperties: false, properties });
}

/** A JSON object body with exactly these fields, or no body at all. */
export function optionalBodyOf(
  properties: Properties,
  required: readonly string[] = [],
): JsonSchema {
  // An absent body reaches the validator as null.
  return shared({ ...bodyOf(properties, required), nullable: true });
}

/**
 * A bodiless action (like, subscribe, logout): no body, or the empty object `{}` HTTP clients
 * send for one. Anything else is refused: the caller believes it is saying something. (One `not`
 * at the root, so http/errors.ts knows the refusal as "this route takes no body".)
 */
export const NO_BODY: JsonSchema = {
  not: {
    anyOf: [
      { type: 'array' },
      { type: 'string' },
      { type: 'number' },
      { type: 'boolean' },
      { type: 'object', minProperties: 1 },
    ],
  },
  description: 'no body',
};

/**
 * A body the documentation says is ignored (`POST /sso/get_ticket`: "any body is ignored").
 * The only exception to "a body sent to a route that takes none is refused"; the input walk
 * recognises it by identity and leaves the body alone there.
 */
export const IGNORED_BODY: JsonSchema = { description: 'any body is ignored' };

/**
 * The value of `record` under `key` when it is the record's own (never one inherited from
 * Object.prototype): `constructor`, `__proto__` or `toString` from a URL are unknown keys.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * A multipart/form-data body (an upload): its text fields, declared like a JSON body, and the
 * name of its one file part. Fastify's JSON validation cannot see inside a multipart stream, so
 * the route reads the parts itself and checks the fields it collected with `fields`
 * (readMultipartUpload, http/multipart.ts) — the same refusals, the same Chinese messages. The
 * body schema fastify gets says nothing (a stream is not JSON); the start-up check accepts it
 * only as one of these declarations (declaredInput.ts).
 */
export interface MultipartBodyDeclaration {
  /** The text fields, sent before the file: a closed object schema (bodyOf). */
  fields: JsonSchema;
  /** The name of the file part, sent last. */
  file: string;
}

const multipartBodies = new WeakMap<JsonSchema, MultipartBodyDeclaration>();

export function multipartBodyOf(
  properties: Properties,
  required: readonly string[],
  file: string,
): JsonSchema {
  const schema: JsonSchema = {
    description: `multipart/form-data: ${Object.keys(properties).join(', ')}, then the file ${file}`,
  };
  multipartBodies.set(schema, { fields: bodyOf(properties, required), file });
  return schema;
}

/** The multipart declaration behind a body schema made by multipartBodyOf, if it is one. */
export function multipartDeclarationOf(schema: unknown): MultipartBodyDeclaration | undefined {
  return typeof schema === 'object' && schema !== null
    ? multipartBodies.get(schema as JsonSchema)
    : undefined;
}
