/**
 * Test-only: a small synchronous classroom (tag tree shaped like the real one, a few real
 * titles) behind a fake SyncClassroomService. Never imported by production code.
 */
import { vi } from 'vitest';
import type {
  ContentTreeNode,
  LessonResources,
  SyncClassroomService,
  TagNode,
  Textbook,
} from '../../src/services/syncClassroomService';
import { createFakeServices } from '../testing/renderBlock';
import {
  buildTextbookIndex,
  textbookView,
  type TextbookIndex,
  type TextbookSelection,
  type TextbookView,
} from '../../src/lib/textbookFilter';
import type { PortalServices } from '../../src/services/portalServices';

const node = (dimension: string, id: string, name: string, children: TagNode[] = []): TagNode => ({
  tag_id: id,
  tag_name: name,
  tag_dimension_id: dimension,
  hierarchies: children.length ? [{ hierarchy_name: '', children }] : [],
});

export const TAG_TREE: TagNode = {
  hierarchies: [
    {
      hierarchy_name: '学段',
      children: [
        node('zxxxd', 'primary', '小学', [
          node('zxxnj', 'g1', '一年级', [
            node('zxxxk', 'chinese', '语文', [
              node('zxxbb', 'tb', '统编版', [node('zxxcc', 'up', '上册')]),
            ]),
          ]),
          node('zxxnj', 'g3', '三年级', [
            node('zxxxk', 'math', '数学', [
              node('zxxbb', 'pep', '人教版', [
                node('zxxcc', 'up', '上册'),
                node('zxxcc', 'down', '下册'),
              ]),
              node('zxxbb', 'bsd', '北师大版', [node('zxxcc', 'up', '上册')]),
            ]),
          ]),
        ]),
        node('zxxxd', 'senior', '高中', [
          node('zxxxk', 'math', '数学', [
            node('zxxbb', 'pep', '人教版', [node('zxxcc', 'b1', '必修 第一册')]),
          ]),
        ]),
      ],
    },
  ],
};

const tags = (values: [string, string, string][]) =>
  values.map(([dimension, id, name]) => ({
    tag_dimension_id: dimension,
    tag_id: id,
    tag_name: name,
  }));

export const MATH_3A: Textbook = {
  id: 'm3a',
  title: '小学数学人教版三年级上册',
  tag_list: tags([
    ['zxxxd', 'primary', '小学'],
    ['zxxnj', 'g3', '三年级'],
    ['zxxxk', 'math', '数学'],
    ['zxxbb', 'pep', '人教版'],
    ['zxxcc', 'up', '上册'],
  ]),
  custom_properties: { thumbnails: ['/svc/static/zxx/ndrs/national_lesson/covers/m3a.svg'] },
};

export const TEXTBOOKS: Textbook[] = [
  MATH_3A,
  {
    id: 'm3b',
    title: '小学数学人教版三年级下册',
    tag_list: tags([
      ['zxxxd', 'primary', '小学'],
      ['zxxnj', 'g3', '三年级'],
      ['zxxxk', 'math', '数学'],
      ['zxxbb', 'pep', '人教版'],
      ['zxxcc', 'down', '下册'],
    ]),
  },
  {
    id: 'c1a',
    title: '小学语文统编版一年级上册',
    tag_list: tags([
      ['zxxxd', 'primary', '小学'],
      ['zxxnj', 'g1', '一年级'],
      ['zxxxk', 'chinese', '语文'],
      ['zxxbb', 'tb', '统编版'],
      ['zxxcc', 'up', '上册'],
    ]),
  },
  {
    id: 's1',
    title: '高中数学人教版必修 第一册',
    tag_list: tags([
      ['zxxxd', 'senior', '高中'],
      ['zxxxk', 'math', '数学'],
      ['zxxbb', 'pep', '人教版'],
      ['zxxcc', 'b1', '必修 第一册'],
    ]),
  },
];

const lessonIds = (unit: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    node_id: `m3a_u${unit}_l${i + 1}`,
    node_type: 'activity',
    title: `第${i + 1}课时`,
    child_nodes: [],
  }));

export const MATH_3A_TREE: ContentTreeNode = {
  node_id: 'm3a',
  node_type: 'catalog',
  title: MATH_3A.title,
  child_nodes: [
    { node_id: 'm3a_u1', node_type: 'catalog', title: '第一单元', child_nodes: lessonIds(1, 2) },
    { node_id: 'm3a_u2', node_type: 'catalog', title: '第二单元', child_nodes: lessonIds(2, 3) },
  ],
};

const KIND_NAMES: [string, string][] = [
  ['video_course', '视频课程'],
  ['courseware', '课件'],
  ['teaching_design', '教学设计'],
  ['learning_task', '学习任务单'],
  ['after_class_exercise', '课后练习'],
];

export function lessonOf(lessonId: string): LessonResources {
  const [, unit, lesson] = /_u(\d+)_l(\d+)$/.exec(lessonId) ?? ['', '1', '1'];
  const title = `第${['一', '二'][Number(unit) - 1]}单元 第${lesson}课时`;
  return {
    node_id: lessonId,
    title,
    resources: KIND_NAMES.map(([code, name]) => ({
      id: `${lessonId}_${code}`,
      title: `${title} ${name}`,
      resource_type_code: code,
      resource_type_code_name: name,
      custom_properties:
        code === 'video_course'
          ? { format: 'mp4', duration: 1080 }
          : code === 'after_class_exercise'
            ? { format: 'pdf' }
            : {
                format: 'pdf',
                preview: {
                  Slide2: `/svc/static/pages/${lessonId}_${code}/2.svg`,
                  Slide1: `/svc/static/pages/${lessonId}_${code}/1.svg`,
                },
              },
      ti_items:
        code === 'video_course'
          ? [{ ti_format: 'mp4', ti_storages: ['/svc/static/media/lesson.mp4'] }]
          : [{ ti_format: 'pdf', ti_storages: [] }],
    })),
  };
}

export interface FakeSyncOptions {
  fail?: boolean;
  books?: Textbook[];
}

export function fakeSyncClassroom(options: FakeSyncOptions = {}) {
  const fail = () => Promise.reject(new Error('HTTP 500'));
  const service = {
    tagTree: vi.fn(() => (options.fail ? fail() : Promise.resolve(structuredClone(TAG_TREE)))),
    textbooks: vi.fn(() =>
      options.fail ? fail() : Promise.resolve(structuredClone(options.books ?? TEXTBOOKS)),
    ),
    textbook: vi.fn((id: string) =>
      options.fail ? fail() : Promise.resolve(TEXTBOOKS.find((book) => book.id === id) ?? null),
    ),
    chapterTree: vi.fn((id: string) =>
      options.fail ? fail() : Promise.resolve(id === 'm3a' ? structuredClone(MATH_3A_TREE) : null),
    ),
    lessonResources: vi.fn((lessonId: string) => Promise.resolve(lessonOf(lessonId))),
    // As the real service builds them, from the two calls above (a failure fails them too).
    textbookIndex: vi.fn(async (): Promise<TextbookIndex> => {
      const [tree, books] = await Promise.all([service.tagTree(), service.textbooks()]);
      return buildTextbookIndex(tree, books);
    }),
    firstView: vi.fn(async (requested: TextbookSelection, shown: number): Promise<TextbookView> =>
      textbookView(await service.textbookIndex(), requested, shown),
    ),
  } satisfies SyncClassroomService;
  const services: PortalServices = { ...createFakeServices(), syncClassroom: service };
  return { service, services };
}
