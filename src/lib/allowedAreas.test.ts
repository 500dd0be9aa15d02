import { describe, expect, it } from 'vitest';
import { filterAllowedAreas, type AreaNode } from './allowedAreas';

const AREAS: AreaNode[] = [
  {
    area_code: '110000',
    area_name: '北京市',
    childrens: [{ area_code: '110108', area_name: '海淀区', childrens: [] }],
  },
  {
    area_code: '310000',
    area_name: '上海市',
    childrens: [
      { area_code: '310101', area_name: '黄浦区' },
      { area_code: '310115', area_name: '浦东新区' },
    ],
  },
  { area_code: '440000', area_name: '广东省', childrens: [] },
];

const codes = (areas: AreaNode[]) => areas.map((area) => area.area_code);

describe('filterAllowedAreas (seed 000 §6, ledger CORE-SPACE-07)', () => {
  it('allowedAreaCodes [110000] over 3 provinces keeps only 110000, with its children', () => {
    const shown = filterAllowedAreas(AREAS, ['110000']);
    expect(codes(shown)).toEqual(['110000']);
    expect(shown[0].childrens).toEqual(AREAS[0].childrens);
  });

  it('keeps the path to an allowed area further down, cut to that area', () => {
    const shown = filterAllowedAreas(AREAS, ['310115', '440000']);
    expect(codes(shown)).toEqual(['310000', '440000']);
    expect(codes(shown[0].childrens ?? [])).toEqual(['310115']);
    expect(AREAS[1].childrens).toHaveLength(2);
  });

  it('without a list (or with an empty one) every area stays; an unknown code leaves none', () => {
    expect(codes(filterAllowedAreas(AREAS, undefined))).toEqual(['110000', '310000', '440000']);
    expect(codes(filterAllowedAreas(AREAS, []))).toEqual(['110000', '310000', '440000']);
    expect(filterAllowedAreas(AREAS, ['999999'])).toEqual([]);
  });
});
