import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createComponentConfigService } from './componentConfigService';

const origin = window.location.origin;
const { server, requests } = startMswServer(
  http.get(`${origin}/svc/app/v1/component_configs`, () =>
    HttpResponse.json({ 'attachment-preview-enable': true }),
  ),
);

function setup() {
  const { client } = testClient();
  const logger = { warn: vi.fn() };
  return { service: createComponentConfigService(client, logger), logger };
}

describe('service component config (CORE-API-04, CORE-ENV-08)', () => {
  it('asks the public teacher-train config for attachment-preview-enable, once', async () => {
    const { service } = setup();
    await expect(service.attachmentPreviewEnabled()).resolves.toBe(true);
    await expect(service.attachmentPreviewEnabled()).resolves.toBe(true);
    expect(requests).toHaveLength(1);
    const query = requests[0].url.searchParams;
    expect(query.get('public')).toBe('true');
    expect(query.get('formatCode')).toBe('teacher-train');
    expect(query.get('properties')).toBe('attachment-preview-enable');
  });

  it.each([
    [{ 'attachment-preview-enable': 'true' }, true],
    [{ 'attachment-preview-enable': false }, false],
    [{ 'attachment-preview-enable': 'false' }, false],
    [{ properties: [{ key: 'attachment-preview-enable', value: true }] }, true],
    [{}, false],
  ])('reads %j as preview %s', async (answer, enabled) => {
    server.use(http.get(`${origin}/svc/app/v1/component_configs`, () => HttpResponse.json(answer)));
    await expect(setup().service.attachmentPreviewEnabled()).resolves.toBe(enabled);
  });

  it('a failure is only logged: no preview, and the next visit asks again', async () => {
    server.use(
      http.get(
        `${origin}/svc/app/v1/component_configs`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { service, logger } = setup();
    await expect(service.attachmentPreviewEnabled()).resolves.toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      '[component config] teacher-train could not be read',
      expect.anything(),
    );
    server.resetHandlers();
    await expect(service.attachmentPreviewEnabled()).resolves.toBe(true);
  });
});
