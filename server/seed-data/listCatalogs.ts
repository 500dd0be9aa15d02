/**
 * A second catalog level (学科) for the area libraries, so list and column pages have filters
 * that narrow twice: type (the category codes of seed 000 §3) → subject. Items are filed under a
 * subject by title; a few more moral-education items give one category several subjects.
 * Used by server/db/seed.ts (areaContents, seedAreaCatalog).
 */
import type { AreaItem, SectionKey } from './portal';

/** next_level_name of a first-level node that has subjects under it. */
export const SUBJECT_LEVEL_NAME = '学科';

/** Subject tag ids; prefixed so they never clash with a category code (xljk …). */
export const SUBJECT_CODES: Record<string, string> = {
  语文: 'xk-yw',
  历史: 'xk-ls',
  道德与法治: 'xk-ddfz',
  心理健康: 'xk-xljk',
  班会: 'xk-bh',
  综合实践: 'xk-zhsj',
  科学: 'xk-kx',
  体育: 'xk-ty',
  艺术: 'xk-ys',
  信息科技: 'xk-xxkj',
  通识: 'xk-ts',
};

/** More moral-education items: 爱国主义教育 and 心理健康教育 then span several subjects. */
export const EXTRA_AREA_ITEMS: Partial<Record<SectionKey, AreaItem[]>> = {
  sedu: [
    {
      title: '诗词里的家国情怀',
      description: '诵读古诗词，体会诗人的爱国之情。',
      tag: 'agzy',
    },
    {
      title: '英雄人物故事：黄继光',
      description: '讲述抗美援朝英雄黄继光的感人事迹。',
      tag: 'agzy',
    },
    {
      title: '国旗下的讲话：我和我的祖国',
      description: '升旗仪式主题讲话示范，厚植爱国情怀。',
      tag: 'agzy',
    },
    {
      title: '同伴交往：如何化解矛盾',
      description: '学会倾听与表达，化解同学间的小矛盾。',
      tag: 'xljk',
    },
    {
      title: '积极心理：发现自己的闪光点',
      description: '认识自我优势，建立积极的自我评价。',
      tag: 'xljk',
    },
  ],
};

/** Item title → subject, per area. Items not named here stay at the first level only. */
export const ITEM_SUBJECTS: Partial<Record<SectionKey, Record<string, string>>> = {
  sedu: {
    '红色故事我来讲：小英雄雨来': '语文',
    '宪法伴我成长——小学生法治教育微课': '道德与法治',
    二十四节气里的中华智慧: '语文',
    '珍爱生命 预防溺水安全教育': '班会',
    '学会调节情绪：中学生心理健康第一课': '心理健康',
    垃圾分类从我做起: '综合实践',
    '诚信是金：品德教育主题班会': '班会',
    '思政课堂：家国情怀与青春担当': '道德与法治',
    百年党史中的青春力量: '历史',
    诗词里的家国情怀: '语文',
    '英雄人物故事：黄继光': '历史',
    '国旗下的讲话：我和我的祖国': '道德与法治',
    '同伴交往：如何化解矛盾': '班会',
    '积极心理：发现自己的闪光点': '心理健康',
  },
  schoolService: {
    '科学小实验：会跳舞的盐': '科学',
    '经典诵读：《少年中国说》': '语文',
    '非遗传承：皮影戏的制作与表演': '艺术',
    '趣味编程：搭建我的第一个小游戏': '信息科技',
    '天文观测入门：认识北斗七星': '科学',
    '影视赏析：《闪闪的红星》': '艺术',
    '课后体育：花样跳绳': '体育',
    '书法兴趣课：楷书基本笔画': '艺术',
  },
  teacherTraining: {
    '2026年暑期教师研修专题：数字化赋能教学': '信息科技',
    '新课标解读：义务教育语文课程标准（2022年版）': '语文',
    大单元教学设计与实施: '通识',
    '师德大讲堂：做新时代的大先生': '通识',
    作业设计与减负提质: '通识',
    人工智能助力课堂教学: '信息科技',
    '班主任工作艺术：家校沟通': '班会',
    跨学科主题学习的设计路径: '综合实践',
  },
};

export function isSubjectTag(tagId: string): boolean {
  return Object.values(SUBJECT_CODES).includes(tagId);
}

/** The subject tag of an item, if its area files it under one. */
export function subjectTagOf(
  key: SectionKey,
  title: string,
): { tag_id: string; tag_name: string } | undefined {
  const subject = ITEM_SUBJECTS[key]?.[title];
  return subject ? { tag_id: SUBJECT_CODES[subject], tag_name: subject } : undefined;
}
