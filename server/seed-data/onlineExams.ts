/**
 * The online exams the writing contests require before a work may be uploaded (seed 001 §4
 * writing-contest prerequisites, HD-SXJ). Each contest's `online_exam_id` names one; the
 * stand-in's exam page (routes/onlineExam.ts) asks its questions and records the score on the
 * participant's enrolments of that exam.
 */
export interface ExamQuestion {
  id: string;
  text: string;
  options: readonly string[];
  /** Index into options. */
  answer: number;
}

export interface OnlineExam {
  id: string;
  title: string;
  /** Points for each correct answer (5 questions × 20 = 100). */
  points: number;
  questions: readonly ExamQuestion[];
}

const CLASSICS: readonly ExamQuestion[] = [
  {
    id: 'q1',
    text: '“学而时习之，不亦说乎”出自哪部经典？',
    options: ['《论语》', '《孟子》', '《大学》', '《中庸》'],
    answer: 0,
  },
  {
    id: 'q2',
    text: '“海内存知己，天涯若比邻”的作者是谁？',
    options: ['李白', '王勃', '杜甫', '王维'],
    answer: 1,
  },
  {
    id: 'q3',
    text: '楷书“四大家”不包括下列哪一位？',
    options: ['颜真卿', '柳公权', '王羲之', '欧阳询'],
    answer: 2,
  },
  {
    id: 'q4',
    text: '书写时，“永字八法”主要用来练习什么？',
    options: ['章法布局', '基本笔画', '墨色浓淡', '印章刻制'],
    answer: 1,
  },
  {
    id: 'q5',
    text: '“文房四宝”指的是哪四样？',
    options: ['笔墨纸砚', '琴棋书画', '诗词歌赋', '金石书画'],
    answer: 0,
  },
];

/** One exam per edition's writing contest (activity ids 115, 125, 127: seed 001 §3). */
export const ONLINE_EXAMS: readonly OnlineExam[] = [
  {
    id: 'exam-sxds-115',
    title: '中华经典诵写讲大赛·书写大赛 赛前测评',
    points: 20,
    questions: CLASSICS,
  },
  {
    id: 'exam-sxds-125',
    title: '中华经典诵写讲大赛（b）·书写大赛 赛前测评',
    points: 20,
    questions: CLASSICS,
  },
  {
    id: 'exam-sxds-127',
    title: '中华经典诵写讲大赛（c）·书写大赛 赛前测评',
    points: 20,
    questions: CLASSICS,
  },
  {
    id: 'exam-sxds-2026',
    title: '2026年中华经典诵写讲大赛·书写大赛 赛前测评',
    points: 20,
    questions: CLASSICS,
  },
];

export function findOnlineExam(id: string): OnlineExam | undefined {
  return ONLINE_EXAMS.find((exam) => exam.id === id);
}
