import { describe, expect, it } from 'vitest';
import { trainingPeriod, trainingStatusAt } from './trainingStatus';

const BEGIN = '2026-07-05T09:00:00.000+0800';
const END = '2026-09-30T18:00:00.000+0800';
const at = (text: string) => Date.parse(text);

describe('trainingStatusAt (seed 000 §3 training status)', () => {
  it('is not started before begin_time, in progress from it, ended after end_time', () => {
    expect(trainingStatusAt(BEGIN, END, at('2026-07-05T00:59:59.999Z'))).toBe('notStarted');
    expect(trainingStatusAt(BEGIN, END, at('2026-07-05T01:00:00.000Z'))).toBe('inProgress');
    expect(trainingStatusAt(BEGIN, END, at('2026-09-30T10:00:00.000Z'))).toBe('inProgress');
    expect(trainingStatusAt(BEGIN, END, at('2026-09-30T10:00:00.001Z'))).toBe('ended');
  });

  it('gives null for unreadable times', () => {
    expect(trainingStatusAt('', END, 0)).toBeNull();
    expect(trainingStatusAt(BEGIN, 'soon', 0)).toBeNull();
  });

  it('writes the period as two dates', () => {
    expect(trainingPeriod(BEGIN, END)).toMatch(/^2026\/07\/0[45] - 2026\/09\/30$/);
    expect(trainingPeriod(null, END)).toBe('');
  });
});
