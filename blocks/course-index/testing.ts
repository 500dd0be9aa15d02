/**
 * Test data and a fake course-pages service for the course blocks' tests (never imported by
 * production code): one sport course with two chapters and a work, a topic, a desk, an honour.
 */
import { vi } from 'vitest';
import type {
  Course,
  CoursePagesService,
  CourseWork,
  Honour,
  StaticTopic,
  TrainingDesk,
} from '../../src/services/coursePagesService';
import { createFakeServices } from '../testing/renderBlock';

export const COURSE: Course = {
  id: 'course-sport-tiaosheng',
  area: 'sport',
  resource_type: 's_course',
  title: '跳绳运动系统教学（小学）',
  summary: '从并脚跳到双摇跳，循序渐进掌握跳绳技术。',
  introduction: ['课程分解跳绳的握绳、摇绳、起跳与落地动作。'],
  cover_url: '/svc/static/covers/course-rope.svg',
  source: '广东省教育研究院',
  teachers: [{ name: '黄志强', title: '体育教研员', organization: '广州市越秀区教育发展中心' }],
  hours: 2,
  learner_count: 432108,
  lesson_count: 3,
  chapters: [
    {
      id: 'ch1',
      title: '第一单元 基础跳法',
      lessons: [
        {
          id: 'l1',
          title: '握绳与摇绳的基本动作',
          duration: '08:20',
          video: { sources: [{ src: '/svc/static/media/lesson.mp4', type: 'video/mp4' }] },
        },
        {
          id: 'l2',
          title: '并脚跳与交换脚跳',
          duration: '09:45',
          video: { sources: [{ src: '/svc/static/media/lesson.mp4', type: 'video/mp4' }] },
        },
      ],
    },
    {
      id: 'ch2',
      title: '第二单元 花样跳法',
      lessons: [
        {
          id: 'l3',
          title: '双摇跳的发力与节奏',
          duration: '10:12',
          video: { sources: [{ src: '/svc/static/media/lesson.mp4', type: 'video/mp4' }] },
        },
      ],
    },
  ],
  attachments: [
    {
      id: 'att-rope-handout',
      name: '跳绳教学讲义.pdf',
      size: 1_258_291,
      pages: [
        '/svc/static/course-attachments/course-sport-tiaosheng/att-rope-handout/page-1.svg',
        '/svc/static/course-attachments/course-sport-tiaosheng/att-rope-handout/page-2.svg',
      ],
    },
  ],
  work: {
    id: 'work-1',
    title: '一周跳绳练习记录',
    task: ['连续一周每天练习跳绳，记录每天一分钟跳绳的个数。'],
    requirements: ['记录 7 天的练习数据'],
    end_time: '2024-09-20T09:00:00.000+0800',
  },
};

export const WORK: CourseWork = {
  ...COURSE.work!,
  course: { id: COURSE.id, title: COURSE.title, area: 'sport' },
};

export const TOPIC: StaticTopic = {
  id: 'topic-1',
  title: '2026年暑期教师研修专题',
  description: '汇聚专家讲座与优秀课例。',
  banner_url: '/svc/static/covers/topic.svg',
  sections: [
    {
      title: '数字化赋能',
      items: [
        {
          course_id: 'course-tt-szsy',
          title: '数字素养与技术应用',
          cover_url: '/svc/static/covers/c.svg',
          teachers: ['王立新', '陈晓燕'],
          hours: 10,
        },
      ],
    },
    { title: '师德师风', items: [] },
  ],
};

export const DESK: TrainingDesk = {
  summary: { course_count: 2, finished_count: 1, learned_hours: 10, total_hours: 14 },
  courses: [
    {
      course_id: 'course-tt-szsy',
      title: '数字素养与技术应用',
      area: 'teacherTraining',
      cover_url: '/svc/static/covers/c.svg',
      hours: 10,
      lesson_count: 5,
      learned_count: 3,
      progress: 60,
      next_lesson_id: 'szsy-l4',
      learned_hours: 6,
    },
    {
      course_id: 'course-tt-sdsf',
      title: '师德师风专题',
      area: 'teacherTraining',
      hours: 4,
      lesson_count: 4,
      learned_count: 4,
      progress: 100,
      next_lesson_id: 'sdsf-l1',
      learned_hours: 4,
    },
  ],
  honours: [
    {
      id: 'honour-tt-sdsf',
      title: '师德师风专题学习证书',
      issue_time: '2024-08-28T10:00:00.000+0800',
    },
  ],
};

export const HONOUR: Honour = {
  id: 'honour-tt-szsy',
  title: '数字素养与技术应用研修合格证书',
  picture_url: '/svc/static/covers/h.svg',
  issuer: '国家中小学智慧教育平台',
  hours: 10,
  conditions: ['学完全部 5 个课时', '提交课程作业'],
  description: '完成全部学习任务的教师可获得本证书。',
  course: { id: 'course-tt-szsy', title: '数字素养与技术应用', area: 'teacherTraining' },
  holder_count: 12,
};

export function fakeCoursePages(overrides: Partial<CoursePagesService> = {}) {
  const service = {
    course: vi.fn<CoursePagesService['course']>(async (id) => (id === COURSE.id ? COURSE : null)),
    recordLesson: vi.fn<CoursePagesService['recordLesson']>(async () => undefined),
    work: vi.fn<CoursePagesService['work']>(async (_courseId, workId) =>
      workId === WORK.id ? WORK : null,
    ),
    mySubmission: vi.fn<CoursePagesService['mySubmission']>(async (_c, workId) => ({
      work_id: workId,
      submitted: false,
    })),
    submitWork: vi.fn<CoursePagesService['submitWork']>(async (_c, workId, content) => ({
      work_id: workId,
      submitted: true,
      content,
      submit_time: '2024-09-01T10:05:00.000+0800',
    })),
    staticTopic: vi.fn<CoursePagesService['staticTopic']>(async (id) =>
      id === TOPIC.id ? TOPIC : null,
    ),
    honour: vi.fn<CoursePagesService['honour']>(async (id) => (id === HONOUR.id ? HONOUR : null)),
    desk: vi.fn<CoursePagesService['desk']>(async () => DESK),
    attachmentPreviewEnabled: vi.fn<CoursePagesService['attachmentPreviewEnabled']>(
      async () => true,
    ),
    ...overrides,
  };
  const services = { ...createFakeServices(), coursePages: async () => service };
  return { service, services };
}
