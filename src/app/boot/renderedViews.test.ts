import { describe, expect, it } from 'vitest';
import { createRenderedViews } from './renderedViews';

describe('first views kept on the server', () => {
  const setUp = (most = 32) => {
    let time = 1_000;
    const views = createRenderedViews<string>({ keepForMs: 60_000, most, now: () => time });
    return { views, later: (ms: number) => (time += ms) };
  };
  const parts = (text: string) => ['/', 'portal.example', [{}], [['GET /svc/a?', text]]];

  it('the same page with the same data is sent as rendered, within 60 s of its render', () => {
    const { views, later } = setUp();
    const key = views.keyOf(parts('[1]'));
    expect(views.earlier(key)).toBeUndefined();
    views.keep(key, '<h1>一</h1>');
    later(59_999);
    expect(views.earlier(views.keyOf(parts('[1]')))).toBe('<h1>一</h1>');
    later(1);
    expect(views.earlier(key)).toBeUndefined();
  });

  it('changed data, another address or another manifest is another page at once', () => {
    const { views } = setUp();
    views.keep(views.keyOf(parts('[1]')), '<h1>一</h1>');
    expect(views.earlier(views.keyOf(parts('[2]')))).toBeUndefined();
    expect(views.earlier(views.keyOf(['/sport', ...parts('[1]').slice(1)]))).toBeUndefined();
    const [url, host, , answers] = parts('[1]');
    expect(views.earlier(views.keyOf([url, host, [{ id: 'portal' }], answers]))).toBeUndefined();
  });

  it('keeps the 32 latest', () => {
    const { views } = setUp(32);
    const keys = Array.from({ length: 33 }, (_, i) => views.keyOf(parts(`[${i}]`)));
    keys.forEach((key, i) => views.keep(key, `page ${i}`));
    expect(views.earlier(keys[0])).toBeUndefined();
    expect(views.earlier(keys[1])).toBe('page 1');
    expect(views.earlier(keys[32])).toBe('page 32');
  });
});
