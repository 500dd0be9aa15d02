import type { FastifyInstance } from 'fastify';

/** The policy the portal is built for (DESIGN principle 1: no eval, no inline script). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: https:",
  // video.js ships its control icons as a data: font, and its HLS engine transmuxes in a
  // worker made from a blob: URL; neither can run code injected into a page.
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "frame-src 'self' https:",
  "connect-src 'self'",
].join('; ');

/** Every HTML answer, whichever route produced it, leaves with the CSP header. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    }
    return payload;
  });
}
