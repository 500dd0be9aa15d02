/** Test-only: a training service of vi.fn spies over the fixtures' sample data. */
import { vi } from 'vitest';
import type { TrainingService } from '../../src/services/trainingService';
import { createFakeServices, type FakeServiceData } from '../testing/renderBlock';
import { SAMPLE_EXAMS, SAMPLE_EXAM_RESULTS, SAMPLE_NEWS, SAMPLE_PROJECT } from './fixtures';
import { SAMPLE_TRAININGS } from '../training-list/fixtures';
import { SAMPLE_WORK } from '../training-works/fixtures';
import { SAMPLE_TRAINING_LIVES } from '../training-live/fixtures';

export function fakeTrainingServices(
  overrides: Partial<TrainingService> = {},
  data: FakeServiceData = { libraries: SAMPLE_NEWS },
) {
  const services = createFakeServices(data);
  const training: TrainingService = {
    list: vi.fn(async () => structuredClone(SAMPLE_TRAININGS)),
    project: vi.fn(async (trainId: string) =>
      trainId === SAMPLE_PROJECT.id ? structuredClone(SAMPLE_PROJECT) : null,
    ),
    management: vi.fn(async () => ({
      train_id: SAMPLE_PROJECT.id,
      title: SAMPLE_PROJECT.title,
      enrol_count: 12846,
      completed_count: 7315,
      works_submitted: 2,
      works_marked: 1,
      average_score: 92,
      schools: [{ school_name: '北京市海淀区实验小学', enrolled: 186, completed: 142 }],
      admins: ['刘敏'],
      reviewers: ['刘敏'],
    })),
    works: vi.fn(async () => ({
      items: [structuredClone(SAMPLE_WORK)],
      total: 1,
      can_mark: false,
    })),
    work: vi.fn(async (workId: string) =>
      workId === SAMPLE_WORK.id ? structuredClone(SAMPLE_WORK) : null,
    ),
    mark: vi.fn(async (workId: string, score: number, comment: string) => ({
      ...structuredClone(SAMPLE_WORK),
      id: workId,
      status: 1 as const,
      score,
      comment,
      reviewer_name: '刘敏',
      mark_time: '2024-09-01T10:00:00.000+0800',
      can_mark: true,
    })),
    exams: vi.fn(async () => structuredClone(SAMPLE_EXAMS)),
    examResults: vi.fn(async () => structuredClone(SAMPLE_EXAM_RESULTS)),
    lives: vi.fn(async () => structuredClone(SAMPLE_TRAINING_LIVES)),
    handbook: vi.fn(async () => ({
      title: '教师研修手册',
      updated: '2026-06-20',
      sections: [
        { id: 'start', title: '一、研修准备', steps: ['登录平台。', '完善信息。'] },
        { id: 'join', title: '二、加入培训项目', steps: ['进入教师研修频道。'] },
      ],
    })),
    ...overrides,
  };
  services.training = async () => training;
  return { services, training };
}
