import { describe, expect, it } from 'vitest';
import { fillEnvironmentNamesDeep } from './environment';

describe('fillEnvironmentNamesDeep', () => {
  const env = { channels: { kpzy: 'ch-kpzy' } };

  it('fills {{names}} in every string of a manifest part', () => {
    expect(
      fillEnvironmentNamesDeep({ a: ['{{channels.kpzy}}', { b: 'x {{channels.kpzy}}' }] }, env),
    ).toEqual({ a: ['ch-kpzy', { b: 'x ch-kpzy' }] });
  });

  it('keeps a parsed "__proto__" key a plain key, never the copy’s prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "title": "{{channels.kpzy}}"}');
    const filled = fillEnvironmentNamesDeep(parsed, env) as Record<string, unknown>;
    expect(Object.getPrototypeOf(filled)).toBe(Object.prototype);
    expect((filled as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.hasOwn(filled, '__proto__')).toBe(true);
    expect(filled.title).toBe('ch-kpzy');
  });
});
