/**
 * Library and content category codes (seed 000 §3; ledger CORE-CAT-01..10), by area. The
 * codes are the platform's; the titles shown for them come with the catalogue data
 * (server/seed-data), so only the codes live here. The English glosses are the spec's.
 */
export const CATEGORY_CODES = {
  /** Special education. */
  specialEdu: ['tjfz', 'tjsz', 'tjjy', 'tjjc', 'rhjy', 'tjhd', 'txjs', 'xszy'],
  /**
   * Moral education: party history, patriotism, constitution and rule of law, moral
   * education, ideological course, traditional culture, life and safety, mental health, ecology.
   */
  sedu: ['dsxx', 'agzy', 'xffz', 'pdjy', 'kcjx', 'yxctwh', 'smyaq', 'xljk', 'stwm'],
  family: ['jygn', 'jyff', 'jyzd'],
  schoolService: ['kpjy', 'tydl', 'whys', 'fywh', 'jdyd', 'yxsj', 'ysjy'],
  eduReform: ['djdy', 'sjgz', 'xqjy', 'ywjy', 'ptgz', 'tsjy', 'jxgg', 'jyxxh', 'zhgg'],
  labourEdu: ['xjptld', 'zcwjjjd', 'zmldz', 'ldjjyj'],
  navigation: ['odfa', 'zygg'],
  wisdom: ['aljj', 'jnsf', 'cxcy'],
  teacherCourse: [
    'zyyq',
    'jyyl',
    'zjjd',
    'sddjt',
    'sdjsl',
    'jsfc',
    'yszp',
    'szsy',
    'tsyx',
    'xkyx',
    'zymt',
    'yjyx',
    'tjyx',
    'gpsf',
    'ysjt',
    'mskt',
    'msjt',
    'mxzjt',
    'px2022s',
  ],
} as const satisfies Record<string, readonly string[]>;

export type CategoryArea = keyof typeof CATEGORY_CODES;

/** Training type codes; each maps to a type id that is environment configuration. */
export const TRAINING_TYPE_CODES = ['szsd', 'tsyx', 'xkyx', 'zymt', 'yjyx', 'tjyx'] as const;

/** The area a category code belongs to (the first listed; tsyx… are also training types). */
export function categoryAreaOf(code: string): CategoryArea | null {
  for (const [area, codes] of Object.entries(CATEGORY_CODES) as [
    CategoryArea,
    readonly string[],
  ][]) {
    if (codes.includes(code)) return area;
  }
  return null;
}
