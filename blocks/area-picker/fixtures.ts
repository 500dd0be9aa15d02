import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { AreaNode } from '../../src/lib/allowedAreas';

export const areaPickerFixtures: BlockFixture[] = [
  {
    name: 'region',
    description: 'The region select of the Hong Kong, Macao and Taiwan students’ enrolment page.',
    props: { label: 'msg:areaPicker.region' },
  },
];

/** Test data: three provinces, one with cities. */
export const THREE_PROVINCES: AreaNode[] = [
  {
    area_code: '110000',
    area_name: '北京市',
    childrens: [
      { area_code: '110101', area_name: '东城区', childrens: [] },
      { area_code: '110108', area_name: '海淀区', childrens: [] },
    ],
  },
  { area_code: '310000', area_name: '上海市', childrens: [] },
  { area_code: '810000', area_name: '香港特别行政区', childrens: [] },
];
