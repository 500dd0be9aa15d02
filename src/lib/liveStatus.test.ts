import { describe, expect, it } from 'vitest';
import { LIVE_STATUS_MESSAGES, liveStatusAt } from './liveStatus';
import zhCN from '../../site-configs/messages/zh-CN.json';

const T0 = Date.UTC(2026, 10, 22, 2, 0);
const MINUTE = 60_000;

describe('liveStatusAt (seed 000 §4, ledger CORE-LIVE-02..04)', () => {
  it.each([
    [T0 + 60 * MINUTE, T0 + 120 * MINUTE, -1, '预告'],
    [T0 - 10 * MINUTE, T0 + 50 * MINUTE, 0, '直播中'],
    [T0, T0 + 50 * MINUTE, 0, '直播中'],
    [T0 - 60 * MINUTE, T0, 0, '直播中'],
    [T0 - 60 * MINUTE, T0 - MINUTE, 1, '回放'],
  ])('start %d end %d → %d %s', (start, end, status, label) => {
    const result = liveStatusAt(start, end, T0);
    expect(result).toBe(status);
    const key = LIVE_STATUS_MESSAGES[result as -1 | 0 | 1].slice(4) as keyof typeof zhCN;
    expect(zhCN[key]).toBe(label);
  });

  it('invalid times give null', () => {
    expect(liveStatusAt('2024-06-1510:00', T0, T0)).toBeNull();
  });
});
