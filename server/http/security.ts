import type { FastifyInstance } from 'fastify';

/**
 * The policy the portal is built for (DESIGN principle 1: no eval, no inline script). Its one
 * home: every HTML answer of the stand-in carries it (installSecurityHeaders below), and the
 * browser test tests/e2e/everyRoute.e2e.ts visits every route under it and fails on any
 * violation.
 */
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
  // The feedback dialog frames /productFeedback and the preview frames the portal (same
  // origin); a banner may open an https page in its modal.
  "frame-src 'self' https:",
  "connect-src 'self'",
  // No plugin content at all, and no <base> that would re-point every relative URL.
  "object-src 'none'",
  "base-uri 'none'",
  // Only the site itself may frame its pages (the preview app frames the portal, the portal its
  // feedback dialog): the CSP form of X-Frame-Options SAMEORIGIN, sent beside it.
  "frame-ancestors 'self'",
  // The only forms that post are the stand-in's sign-in page (to /sso/login, which answers
  // with a redirect in-site); the portal posts through fetch, never a form.
  "form-action 'self'",
].join('; ');

/**
 * The policy of an SVG the stand-in sends (generated covers and document pages, the front end's
 * own images). Shown in an <img> an SVG runs nothing anyway; opened on its own it is a document,
 * and this keeps it from running script or loading anything.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Every HTML answer, whichever route produced it, leaves with the CSP header; every SVG answer
 * with the SVG policy.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    } else if (type.startsWith('image/svg+xml')) {
      reply.header('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}
