/**
 * Schools of the profile form (seed 000 §7 "School detail and lists", "Majors"; ledger
 * CORE-API-33/34/35/37). The spec shows no school data: a few schools in districts of
 * configs/rank_area_info.json, one of them a vocational school (grade section `vocational`,
 * as in configs/studio/school/section.json) with the majors it teaches.
 */
export interface SeedSchool {
  school_id: string;
  school_name: string;
  area_code: string;
  /** Codes of configs/studio/school/section.json. */
  grade_sections: string[];
  address: string;
  /** Major codes the school teaches (vocational schools only). */
  major_codes?: string[];
}

export interface SeedMajor {
  major_code: string;
  major_name: string;
}

export const SCHOOLS: SeedSchool[] = [
  {
    school_id: 'sch-dc-sy',
    school_name: '北京市东城区实验小学',
    area_code: '110101',
    grade_sections: ['primary'],
    address: '北京市东城区东四北大街',
  },
  {
    school_id: 'sch-dc-yz',
    school_name: '北京市第一中学',
    area_code: '110101',
    grade_sections: ['junior', 'senior'],
    address: '北京市东城区安定门内大街',
  },
  {
    school_id: 'sch-dc-zz',
    school_name: '北京市东城区职业技术学校',
    area_code: '110101',
    grade_sections: ['vocational'],
    address: '北京市东城区和平里',
    major_codes: ['710201', '730301', '750101', '760201'],
  },
  {
    school_id: 'sch-hd-sy',
    school_name: '北京市海淀区实验中学',
    area_code: '110108',
    grade_sections: ['junior', 'senior'],
    address: '北京市海淀区中关村大街',
  },
  {
    school_id: 'sch-hd-xx',
    school_name: '北京市海淀区中关村第一小学',
    area_code: '110108',
    grade_sections: ['primary'],
    address: '北京市海淀区科学院南路',
  },
  {
    school_id: 'sch-pd-sy',
    school_name: '上海市浦东新区实验学校',
    area_code: '310115',
    grade_sections: ['nine_year'],
    address: '上海市浦东新区张江路',
  },
  {
    school_id: 'sch-gz-zx',
    school_name: '广州市第二中学',
    area_code: '440100',
    grade_sections: ['complete'],
    address: '广州市越秀区应元路',
  },
];

/** Vocational majors (中等职业教育专业目录 codes and names). */
export const MAJORS: SeedMajor[] = [
  { major_code: '710201', major_name: '计算机应用' },
  { major_code: '730301', major_name: '会计事务' },
  { major_code: '750101', major_name: '数字影像技术' },
  { major_code: '760201', major_name: '护理' },
  { major_code: '700101', major_name: '机械制造技术' },
];
