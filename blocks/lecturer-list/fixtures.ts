import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { Lecturer } from '../../src/services/studioService';

export const lecturerListFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description: '/lecturer: heading 名师讲堂, 8 lecturers per page.',
    props: { title: 'msg:lecturer.title' },
  },
  {
    name: 'small-pages',
    description: 'Two lecturers per page, to see the page numbers.',
    props: { title: 'msg:lecturer.title', pageSize: 2 },
  },
];

/** A lecturer as the service gives it, for tests. */
export function lecturerAt(id: string, extra: Partial<Lecturer> = {}): Lecturer {
  return {
    id,
    name: `讲师${id}`,
    title: '高级教师',
    subject: '数学',
    stage: '小学',
    school: '北京市海淀区实验小学',
    introduction: '长期从事小学数学教学。',
    avatar_url: `/svc/static/covers/avatar-${id}.svg`,
    studio_id: null,
    course_count: 1,
    courses: [
      {
        id: `course-${id}`,
        title: `课程 ${id}`,
        cover_url: null,
        resource_type: 'assets_video',
        lesson_count: 6,
        learner_count: 12_600,
      },
    ],
    ...extra,
  };
}
