import { describe, expect, it } from 'vitest';
import { maskEmail } from './emailMask';

describe('maskEmail (ledger A-19)', () => {
  it.each([
    ['zhangsan@x.com', 'zh****an@x.com'],
    ['abcde@smartedu.cn', 'ab****de@smartedu.cn'],
    ['abcd@x.com', 'a****@x.com'],
    ['ab@x.com', 'a****@x.com'],
    ['a@x.com', 'a****@x.com'],
    ['张三丰李四@x.com', '张三****李四@x.com'],
    ['first.last@sub.example.org', 'fi****st@sub.example.org'],
    ['nodomain', 'no****in'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('never contains the full local part', () => {
    expect(maskEmail('zhangsan@x.com')).not.toContain('zhangsan');
  });
});
