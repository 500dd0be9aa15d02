import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { TagGroup } from '../../src/services/entities';

/** The family-education catalog of the stand-in (seed 000 §3: jygn, jyff, jyzd). */
export const familyTree: TagGroup = {
  hierarchy_name: null,
  children: [
    { tag_id: 'jygn', tag_name: '家教观念', catalog_id: 'lib-family:jygn', hierarchies: [] },
    { tag_id: 'jyff', tag_name: '家教方法', catalog_id: 'lib-family:jyff', hierarchies: [] },
    { tag_id: 'jyzd', tag_name: '家教指导', catalog_id: 'lib-family:jyzd', hierarchies: [] },
  ],
};

/**
 * The stand-in's labour-education catalog: the four labour categories, the wisdom-and-skills
 * zone and the two navigation codes share the library (seed 000 §3 labour, wisdom, navigation).
 */
export const labourTree: TagGroup = {
  hierarchy_name: null,
  children: [
    ['xjptld', '日常生活劳动'],
    ['zcwjjjd', '生产劳动'],
    ['zmldz', '服务性劳动'],
    ['ldjjyj', '劳动精神'],
    ['aljj', '案例集锦'],
    ['jnsf', '技能示范'],
    ['cxcy', '创新创业'],
    ['odfa', '一地一案'],
    ['zygg', '作业改革'],
  ].map(([code, name]) => ({
    tag_id: code,
    tag_name: name,
    catalog_id: `lib-labourEdu:${code}`,
    hierarchies: [],
  })),
};

/**
 * The stand-in's teacher-training catalog: the 19 teacher-course codes (seed 000 §3) with the
 * stand-in's titles (server/seed-data/teacherCourses.ts).
 */
export const teacherCourseTree: TagGroup = {
  hierarchy_name: null,
  children: [
    ['zyyq', '专业引领'],
    ['jyyl', '教育引领'],
    ['zjjd', '专家解读'],
    ['sddjt', '师德大讲堂'],
    ['sdjsl', '师德警示录'],
    ['jsfc', '教师风采'],
    ['yszp', '优师作品'],
    ['szsy', '数字素养'],
    ['tsyx', '通识研修'],
    ['xkyx', '学科研修'],
    ['zymt', '作业命题'],
    ['yjyx', '幼教研修'],
    ['tjyx', '特教研修'],
    ['gpsf', '国培示范'],
    ['ysjt', '云上讲堂'],
    ['mskt', '名师课堂'],
    ['msjt', '名师讲堂'],
    ['mxzjt', '名校长讲堂'],
    ['px2022s', '2022年暑期教师研修'],
  ].map(([code, name]) => ({
    tag_id: code,
    tag_name: name,
    catalog_id: `lib-teacherTraining:${code}`,
    hierarchies: [],
  })),
};

export const categoryEntriesFixtures: BlockFixture[] = [
  {
    name: 'family',
    description: 'Family education: each category opens /family/{code}/catalog.',
    props: {
      libraryId: 'lib-family',
      to: '/family/{code}/catalog',
      title: 'msg:categories.title',
    },
  },
  {
    name: 'eduReform',
    description: 'Education reform: the one catalogue page with the category chosen.',
    props: { libraryId: 'lib-eduReform', to: '/eduReform/catalog?firstLevel={code}' },
  },
  {
    name: 'wisdomZone',
    description: 'The wisdom-and-skills zone: only aljj, jnsf, cxcy of a shared library.',
    props: {
      libraryId: 'lib-labourEdu',
      to: '/labourEdu/{code}/catalog',
      title: 'msg:categories.wisdom.title',
      area: 'wisdom',
    },
  },
  {
    name: 'teacherCourseColumns',
    description:
      '/teacherTrainingNav: the 19 teacher-course columns, each linked to the library the environment maps its code to.',
    props: {
      libraryId: 'lib-teacherTraining',
      links: 'teacherCourseColumns',
      title: 'msg:categories.teacherCourse.title',
      area: 'teacherCourse',
    },
  },
];
