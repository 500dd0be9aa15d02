import { describe, expect, it } from 'vitest';
import zhCN from '../../site-configs/messages/zh-CN.json';
import en from '../../site-configs/messages/en.json';
import {
  LEARNING_PROGRESS_MESSAGES,
  LEARNING_PROGRESS_STATUS,
  learningProgressOfPercent,
  learningProgressStatus,
} from './learningProgress';

const label = (catalogue: object, ref: string) =>
  (catalogue as Record<string, string>)[ref.replace(/^msg:/, '')];

describe('learning progress status (seed 000 §3; ledger CORE-HELPER-24)', () => {
  it.each([
    [0, '未开始', 'Not started'],
    [1, '学习中', 'Studying'],
    [2, '已完成', 'Finished'],
  ] as const)('status %d is labelled %s', (status, zh, english) => {
    expect(learningProgressStatus(status)).toBe(status);
    expect(label(zhCN, LEARNING_PROGRESS_MESSAGES[status])).toBe(zh);
    expect(label(en, LEARNING_PROGRESS_MESSAGES[status])).toBe(english);
  });

  it('names the spec numbers', () => {
    expect(LEARNING_PROGRESS_STATUS).toEqual({ notStarted: 0, studying: 1, finished: 2 });
  });

  it.each([3, -1, '1', null, undefined, 1.5])('%s is no status', (value) => {
    expect(learningProgressStatus(value)).toBeNull();
  });

  it.each([
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [1, 1],
    [60, 1],
    [99, 1],
    [100, 2],
    [120, 2],
  ])('progress %d%% stands for status %d', (percent, status) => {
    expect(learningProgressOfPercent(percent)).toBe(status);
  });
});
