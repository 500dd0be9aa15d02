import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every failure leaves as `{code, message}` with a Chinese message, the way the platform's
 * services answer, so the front end can show `message` as is.
 */
export interface ErrorBody {
  code: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, code = 'INVALID_ARGUMENT') =>
  new ApiError(400, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new ApiError(404, code, message);
export const unauthorized = (message = '登录已失效，请重新登录', code = 'UC/AUTH_INVALID') =>
  new ApiError(401, code, message);

interface AjvLikeError {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

const CONTEXT_LABELS: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

const TYPE_LABELS: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: 'null',
};

/** Ajv names one type or several (`['object', 'null']`, or joined by commas). */
function typeLabel(type: unknown): string {
  return (Array.isArray(type) ? type : String(type).split(','))
    .map((name) => TYPE_LABELS[String(name)] ?? String(name))
    .join('或');
}

/** Ajv speaks English; operators and testers read Chinese, so translate the first error. */
export function describeValidationError(error: AjvLikeError, context: string | undefined): string {
  const where = CONTEXT_LABELS[context ?? 'body'] ?? '请求';
  const path = (error.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = path ? `${where}字段 ${path}` : where;
  const params = error.params ?? {};
  // NO_BODY (http/json.ts) is the only schema with a `not` at the root of a body.
  if (context === 'body' && path === '' && error.keyword === 'not') return '该接口不接受请求体';
  switch (error.keyword) {
    case 'required': {
      const missing = `${path ? `${path}.` : ''}${String(params.missingProperty)}`;
      return context === 'querystring' ? `缺少参数 ${missing}` : `${where}缺少必填字段 ${missing}`;
    }
    case 'type':
      return `${field} 类型不正确，应为${typeLabel(params.type)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} 不能大于 ${String(params.limit)}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} 不能小于 ${String(params.limit)}`;
    case 'maxItems':
      return `${field} 最多 ${String(params.limit)} 项`;
    case 'minItems':
      return `${field} 至少 ${String(params.limit)} 项`;
    case 'maxLength':
      return `${field} 长度不能超过 ${String(params.limit)}`;
    case 'minLength':
      return `${field} 不能为空`;
    case 'enum':
      return `${field} 取值不在允许范围内`;
    case 'pattern':
    case 'format':
      return `${field} 格式不正确`;
    case 'additionalProperties':
      return context === 'querystring'
        ? `不支持的查询参数 ${String(params.additionalProperty)}`
        : `${where}包含不支持的字段 ${String(params.additionalProperty)}`;
    case 'maxProperties':
      return `${field} 最多 ${String(params.limit)} 个字段`;
    default:
      return `${field} 不合法`;
  }
}

const FASTIFY_CODES: Record<string, ErrorBody & { status: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: '请求体不是合法的 JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: '请求体不能为空' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: '不支持的请求内容类型，请使用 application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', message: '请求体过大' },
};

export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply) => {
    if (error instanceof ApiError) {
      return sendError(reply, error.statusCode, { code: error.code, message: error.message });
    }
    if (error.validation && error.validation.length > 0) {
      const first = error.validation[0] as AjvLikeError;
      return sendError(reply, 400, {
        code: 'INVALID_ARGUMENT',
        message: describeValidationError(first, error.validationContext),
      });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known.status, { code: known.code, message: known.message });
    if (error instanceof SyntaxError) {
      return sendError(reply, 400, { code: 'INVALID_JSON', message: '请求体不是合法的 JSON' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, { code: 'BAD_REQUEST', message: '请求不合法' });
    }
    request.log.error(error);
    return sendError(reply, 500, { code: 'INTERNAL_ERROR', message: '服务器开小差了，请稍后重试' });
  });
}
