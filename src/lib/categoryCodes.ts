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

/** Whether a name is one of the areas of the code table (manifest props name areas by key). */
export function isCategoryArea(name: string): name is CategoryArea {
  return Object.prototype.hasOwnProperty.call(CATEGORY_CODES, name);
}

/**
 * The nodes of a catalog level that belong to an area, in the code table's order. One library
 * may file several areas' categories (the labour-education library also holds the wisdom zone
 * and the navigation codes), so a block showing one area keeps only that area's codes.
 */
export function pickAreaCategories<T>(
  area: CategoryArea,
  nodes: readonly T[],
  codeOf: (node: T) => string,
): T[] {
  const codes: readonly string[] = CATEGORY_CODES[area];
  return nodes
    .filter((node) => codes.includes(codeOf(node)))
    .sort((a, b) => codes.indexOf(codeOf(a)) - codes.indexOf(codeOf(b)));
}

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
