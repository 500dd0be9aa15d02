import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CODES,
  TRAINING_TYPE_CODES,
  categoryAreaOf,
  isCategoryArea,
  pickAreaCategories,
} from './categoryCodes';

describe('category codes (seed 000 §3, ledger CORE-CAT-01..10)', () => {
  it.each([
    ['specialEdu', 'tjfz tjsz tjjy tjjc rhjy tjhd txjs xszy'],
    ['sedu', 'dsxx agzy xffz pdjy kcjx yxctwh smyaq xljk stwm'],
    ['family', 'jygn jyff jyzd'],
    ['schoolService', 'kpjy tydl whys fywh jdyd yxsj ysjy'],
    ['eduReform', 'djdy sjgz xqjy ywjy ptgz tsjy jxgg jyxxh zhgg'],
    ['labourEdu', 'xjptld zcwjjjd zmldz ldjjyj'],
    ['navigation', 'odfa zygg'],
    ['wisdom', 'aljj jnsf cxcy'],
    [
      'teacherCourse',
      'zyyq jyyl zjjd sddjt sdjsl jsfc yszp szsy tsyx xkyx zymt yjyx tjyx gpsf ysjt mskt msjt mxzjt px2022s',
    ],
  ] as const)('%s: %s', (area, codes) => {
    expect(CATEGORY_CODES[area].join(' ')).toBe(codes);
  });

  it('has the six training type codes', () => {
    expect(TRAINING_TYPE_CODES.join(' ')).toBe('szsd tsyx xkyx zymt yjyx tjyx');
  });

  it('finds the area of a code', () => {
    expect(categoryAreaOf('xljk')).toBe('sedu');
    expect(categoryAreaOf('px2022s')).toBe('teacherCourse');
    expect(categoryAreaOf('nope')).toBeNull();
  });
});

describe('picking one area out of a shared catalog level', () => {
  const node = (code: string) => ({ tag_id: code });
  const codeOf = (n: { tag_id: string }) => n.tag_id;

  it('keeps only the area codes, in the code table order', () => {
    const level = ['aljj', 'ldjjyj', 'zygg', 'xjptld', 'cxcy', 'zmldz', 'odfa', 'jnsf', 'zcwjjjd'];
    const picked = (area: 'labourEdu' | 'wisdom' | 'navigation') =>
      pickAreaCategories(area, level.map(node), codeOf).map(codeOf).join(' ');
    expect(picked('labourEdu')).toBe('xjptld zcwjjjd zmldz ldjjyj');
    expect(picked('wisdom')).toBe('aljj jnsf cxcy');
    expect(picked('navigation')).toBe('odfa zygg');
  });

  it('knows the area names', () => {
    expect(isCategoryArea('wisdom')).toBe(true);
    expect(isCategoryArea('toString')).toBe(false);
  });
});
