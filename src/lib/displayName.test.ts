import { describe, expect, it } from 'vitest';
import { displayName, namedProfile, type NameSource } from './displayName';

describe('displayName (seed 000 §3, ledger A-19)', () => {
  const cases: [string, NameSource, string | null][] = [
    ['real_name first', { user_id: 'u1', real_name: '张三', nick_name: 'zs' }, '张三'],
    ['nick_name when real_name is empty', { user_id: 'u1', real_name: '', nick_name: 'zs' }, 'zs'],
    ['nick_name when real_name is missing', { user_id: 'u1', nick_name: 'zs' }, 'zs'],
    [
      'minor: user_name when real_name missing',
      { user_id: 'u1', is_minor: true, real_name: '', user_name: 'li4' },
      'li4',
    ],
    [
      'minor: user_name before nick_name',
      { user_id: 'u1', is_minor: true, user_name: '郑小雨', nick_name: '小雨' },
      '郑小雨',
    ],
    ['adult: user_name is not used', { user_id: 'u000123456', user_name: 'li4' }, '用户3456'],
    ['no name: last 4 of mobile', { user_id: 'u1', mobile: '13812345678' }, '用户5678'],
    [
      'no name, no mobile: last 4 of telephone',
      { user_id: 'u1', telephone: '01088889999' },
      '用户9999',
    ],
    ['no name, no phone: last 4 of user id', { user_id: 'u000123456' }, '用户3456'],
    [
      'blank names count as none',
      { user_id: 'abc12345', real_name: '  ', nick_name: ' ' },
      '用户2345',
    ],
    ['short id is used whole', { user_id: '12' }, '用户12'],
    ['guest gets no profile', { user_id: 'u1', account_type: 'guest', real_name: '张三' }, null],
  ];
  it.each(cases)('%s', (_name, user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});

describe('namedProfile', () => {
  it('clears nick_name for an adult with both names', () => {
    expect(namedProfile({ user_id: 'u1', real_name: '张三', nick_name: 'zs' })).toMatchObject({
      real_name: '张三',
      nick_name: '',
      display_name: '张三',
    });
  });

  it('keeps nick_name for a minor with both names', () => {
    expect(
      namedProfile({ user_id: 'u1', is_minor: true, real_name: '李明', nick_name: 'lm' }),
    ).toMatchObject({ real_name: '李明', nick_name: 'lm' });
  });

  it('turns a lone nick_name into real_name', () => {
    expect(namedProfile({ user_id: 'u1', nick_name: '快乐的小蜜蜂' })).toMatchObject({
      real_name: '快乐的小蜜蜂',
      nick_name: '快乐的小蜜蜂',
      display_name: '快乐的小蜜蜂',
    });
  });

  it('keeps the other fields and gives null for a guest', () => {
    expect(namedProfile({ user_id: 'u1', real_name: 'a', mobile: '1' })).toMatchObject({
      user_id: 'u1',
      mobile: '1',
    });
    expect(namedProfile({ user_id: 'u1', account_type: 'guest' })).toBeNull();
  });
});
