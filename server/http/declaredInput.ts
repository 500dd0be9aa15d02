import type { FastifyInstance, RouteOptions } from 'fastify';
import { VERSION_PARAM_NAME } from '../../src/lib/specConstants';
import {
  IGNORED_BODY,
  NO_BODY,
  multipartDeclarationOf,
  type JsonSchema,
  type MultipartBodyDeclaration,
} from './json';

/**
 * Every route of the stand-in declares its input: a JSON schema for its path parameters and its
 * query string, and for its body when its method has one ("no body" and "no query parameter"
 * included, through NO_BODY / NO_QUERY / NO_PARAMS of http/json.ts). A route registered without
 * them stops the server at start-up, so a new route cannot forget to check what it is sent.
 * The routes are also recorded, so the input walk (scripts/probe/malformedRequests.ts) can send
 * each of them malformed input.
 */

export type InputPart = 'params' | 'querystring' | 'body';

export interface DeclaredRoute {
  method: string;
  /** The full path, prefix included (`/svc/course/v1/courses/:courseId`). */
  url: string;
  params: JsonSchema;
  querystring: JsonSchema;
  /** Absent for GET, HEAD and OPTIONS. */
  body?: JsonSchema;
  /** The body is documented as ignored (IGNORED_BODY): any body is accepted and not read. */
  ignoresBody: boolean;
  /** A multipart upload (multipartBodyOf): its declared text fields and file part. */
  multipart?: MultipartBodyDeclaration;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const registry = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** `:name` segments (also `:name(regex)`) and the `*` of a catch-all, in path order. */
export function pathParameterNames(url: string): string[] {
  const names = Array.from(url.matchAll(/:([A-Za-z_$][\w$]*)/g), (match) => match[1]);
  return url.includes('*') ? [...names, '*'] : names;
}

function isObjectSchema(schema: unknown): schema is JsonSchema {
  return typeof schema === 'object' && schema !== null && !Array.isArray(schema);
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** What is wrong with a route's declared input, or [] when it declares everything it must. */
export function inputDeclarationProblems(route: {
  method: string | string[];
  url: string;
  schema?: unknown;
}): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = (isObjectSchema(route.schema) ? route.schema : {}) as Partial<
    Record<InputPart, unknown>
  >;
  const parts: InputPart[] = methods.some((method) => METHODS_WITH_BODY.has(method))
    ? ['params', 'querystring', 'body']
    : ['params', 'querystring'];
  const problems = parts
    .filter((part) => !isObjectSchema(schema[part]))
    .map((part) => `declares no schema.${part}`);
  for (const part of ['params', 'querystring'] as const) {
    const declared = schema[part];
    if (isObjectSchema(declared) && declared.type !== 'object')
      problems.push(`schema.${part} must be an object schema`);
  }
  // A body schema that says nothing (`{}`) would take anything: say what it is, or that there
  // is none (NO_BODY), or that the documentation ignores it (IGNORED_BODY).
  const body = schema.body;
  if (
    parts.includes('body') &&
    isObjectSchema(body) &&
    body.type === undefined &&
    body !== NO_BODY &&
    body !== IGNORED_BODY &&
    !multipartDeclarationOf(body)
  )
    problems.push(
      'schema.body must declare its type (or be NO_BODY / IGNORED_BODY / multipartBodyOf)',
    );
  if (
    parts.includes('body') &&
    isObjectSchema(body) &&
    body.type === 'object' &&
    body.additionalProperties !== false
  )
    problems.push('schema.body must refuse fields it does not declare (use bodyOf)');
  const params = schema.params;
  if (isObjectSchema(params)) {
    const declared = Object.keys(params.properties ?? {});
    const inPath = pathParameterNames(route.url);
    if (!sameNames(declared, inPath))
      problems.push(
        `declares path parameters [${declared.join(', ')}] but its path has [${inPath.join(', ')}]`,
      );
    if (!sameNames(params.required ?? [], inPath))
      problems.push('must require every path parameter (use paramsOf)');
  }
  const query = schema.querystring;
  if (isObjectSchema(query) && typeof query.additionalProperties !== 'boolean')
    problems.push(
      'schema.querystring must say whether other parameters are refused (queryOf) or tolerated (openQueryOf)',
    );
  if (
    isObjectSchema(query) &&
    query.additionalProperties === false &&
    !query.properties?.[VERSION_PARAM_NAME]
  )
    problems.push(
      `refuses the version parameter ${VERSION_PARAM_NAME} the portal adds to every call (use queryOf)`,
    );
  return problems;
}

/**
 * Installs the start-up check on `app` (before any route is registered) and starts recording
 * its routes for declaredRoutes().
 */
export function requireDeclaredInput(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  registry.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const problems = inputDeclarationProblems(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (problems.length > 0)
      throw new Error(
        `Route ${methods.join(',')} ${route.url} must declare its input (server/http/json.ts: ` +
          `paramsOf/NO_PARAMS, queryOf/NO_QUERY, bodyOf/NO_BODY): ${problems.join('; ')}`,
      );
    const schema = route.schema as Partial<Record<InputPart, JsonSchema>>;
    for (const method of methods)
      routes.push({
        method,
        url: route.url,
        params: schema.params as JsonSchema,
        querystring: schema.querystring as JsonSchema,
        ...(METHODS_WITH_BODY.has(method) ? { body: schema.body } : {}),
        ignoresBody: schema.body === IGNORED_BODY,
        ...(multipartDeclarationOf(schema.body)
          ? { multipart: multipartDeclarationOf(schema.body) }
          : {}),
      });
  });
}

/** Every route registered on `app` since requireDeclaredInput(app), in registration order. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  const routes = registry.get(app);
  if (!routes) throw new Error('requireDeclaredInput was not installed on this app');
  return routes;
}
