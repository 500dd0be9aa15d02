import { describe, expect, it, vi } from 'vitest';
import { loadOnFirstUse } from './loadOnFirstUse';

describe('loadOnFirstUse', () => {
  it('loads once for every later call, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue('service');
    const service = loadOnFirstUse(load);
    await expect(service()).rejects.toThrow('chunk failed');
    await expect(service()).resolves.toBe('service');
    await expect(service()).resolves.toBe('service');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
