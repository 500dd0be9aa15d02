import { describe, expect, it } from 'vitest';
import zhCN from '../../site-configs/messages/zh-CN.json';
import en from '../../site-configs/messages/en.json';
import { answerButtonMessage } from './answerButton';

const label = (catalogue: object, ref: string) =>
  (catalogue as Record<string, string>)[ref.replace(/^msg:/, '')];

describe('answer-button text (seed 000 §3; ledger CORE-HELPER-25, A-16)', () => {
  it.each([
    [0, '继续作答', 'Continue answering'],
    [1, '重新作答', 'Answer again'],
    [2, '重新作答', 'Answer again'],
    [null, '开始作答', 'First answer'],
    [undefined, '开始作答', 'First answer'],
    [3, '开始作答', 'First answer'],
    [-1, '开始作答', 'First answer'],
    ['0', '开始作答', 'First answer'],
  ])('status %s → %s', (status, zh, english) => {
    expect(label(zhCN, answerButtonMessage(status))).toBe(zh);
    expect(label(en, answerButtonMessage(status))).toBe(english);
  });
});
