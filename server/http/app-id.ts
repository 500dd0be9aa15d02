import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** Services that the platform fronts with an application gateway want to know the calling app. */
export async function requireAppId(request: FastifyRequest): Promise<void> {
  const appId = request.headers['sdp-app-id'];
  if (typeof appId !== 'string' || appId.trim() === '') {
    throw badRequest('缺少请求头 sdp-app-id', 'APP_ID_REQUIRED');
  }
}
