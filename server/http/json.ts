import type { FastifyInstance } from 'fastify';

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

/** JSON Schema fragments reused by several services. */
export const schemas = {
  id: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' },
  pageNo: { type: 'integer', minimum: 0, maximum: 100000 },
  idList: (max: number) => ({
    type: 'array',
    minItems: 1,
    maxItems: max,
    items: { type: 'string', minLength: 1, maxLength: 128 },
  }),
} as const;
