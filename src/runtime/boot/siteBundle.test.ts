import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMessages } from './siteBundle';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('fetchMessages', () => {
  it('asks once per language, however many callers (boot and site)', async () => {
    const fetchMock = vi.fn(async () => answer({ 'shell.loading': '努力加载中…' }));
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([fetchMessages('fr'), fetchMessages('fr')]);
    expect(first).toEqual(second);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/manifests/messages/fr.json',
      { headers: { accept: 'application/json' } },
    ]);
  });

  it('asks again after a failed answer', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer({}, 503))
      .mockResolvedValueOnce(answer({ ok: '好' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchMessages('de')).rejects.toThrow('503');
    await expect(fetchMessages('de')).resolves.toEqual({ ok: '好' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
