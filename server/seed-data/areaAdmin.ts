/**
 * Area administration (seed 000 §2 `/areaAdmin`, §6 "area lists may be filtered to allowed area
 * codes", §7 private area schools; ledger CORE-API-36): which areas each administrator manages
 * and the schools of those areas. The spec shows none of it; the education administrator demo
 * account manages two districts, nobody else manages any.
 */
export interface AreaSchool {
  school_id: string;
  school_name: string;
  /** 学段 the school teaches. */
  grade_sections: string[];
}

export interface ManagedArea {
  area_code: string;
  area_name: string;
  schools: AreaSchool[];
}

export const MANAGED_AREAS: Record<string, ManagedArea[]> = {
  'u-edu-admin': [
    {
      area_code: '110108',
      area_name: '北京市海淀区',
      schools: [
        { school_id: 's-hd-001', school_name: '海淀区实验小学', grade_sections: ['小学'] },
        { school_id: 's-hd-002', school_name: '海淀区第一中学', grade_sections: ['初中', '高中'] },
        { school_id: 's-hd-003', school_name: '海淀区育英学校', grade_sections: ['小学', '初中'] },
        {
          school_id: 's-hd-004',
          school_name: '海淀区特殊教育学校',
          grade_sections: ['小学', '初中'],
        },
      ],
    },
    {
      area_code: '110105',
      area_name: '北京市朝阳区',
      schools: [
        { school_id: 's-cy-001', school_name: '朝阳区实验小学', grade_sections: ['小学'] },
        {
          school_id: 's-cy-002',
          school_name: '朝阳区第八十中学',
          grade_sections: ['初中', '高中'],
        },
        { school_id: 's-cy-003', school_name: '朝阳区芳草地国际学校', grade_sections: ['小学'] },
      ],
    },
  ],
};
