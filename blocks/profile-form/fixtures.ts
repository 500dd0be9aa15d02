import type { BlockFixture } from '../../src/runtime/blocks/contract';
import type { ProfileFormProps } from './props.gen';

const TEACHERS: ProfileFormProps['fields'][number]['roles'] = [
  'TEACHER',
  'ELECTRIC_TEACHER',
  'ACADEMIC_STAFF',
];
const STUDENTS: ProfileFormProps['fields'][number]['roles'] = ['STUDENT'];

/** The portal's form on /user, as site-configs/portal/site.json lists it (the tests use it). */
export const portalProfileForm: ProfileFormProps = {
  title: 'msg:profileForm.title',
  fields: [
    { kind: 'area', name: 'area_code', label: 'msg:profileForm.area' },
    { kind: 'school', name: 'school_id', label: 'msg:profileForm.school' },
    {
      kind: 'reference',
      name: 'grade_section',
      label: 'msg:profileForm.gradeSection',
      list: 'gradeSections',
    },
    {
      kind: 'reference',
      name: 'subject',
      label: 'msg:profileForm.subject',
      list: 'subjects',
      roles: TEACHERS,
    },
    {
      kind: 'reference',
      name: 'job_title',
      label: 'msg:profileForm.jobTitle',
      list: 'jobTitles',
      roles: TEACHERS,
    },
    {
      kind: 'reference',
      name: 'honour',
      label: 'msg:profileForm.honour',
      list: 'teacherHonours',
      roles: TEACHERS,
    },
    {
      kind: 'reference',
      name: 'student_type',
      label: 'msg:profileForm.studentType',
      list: 'studentTypes',
      roles: STUDENTS,
    },
    {
      kind: 'graduation-year',
      name: 'graduation_year',
      label: 'msg:profileForm.graduationYear',
      roles: STUDENTS,
    },
    { kind: 'major', name: 'major', label: 'msg:profileForm.major', roles: STUDENTS },
    {
      kind: 'reference',
      name: 'national',
      label: 'msg:profileForm.national',
      list: 'ethnicGroups',
    },
    { kind: 'reference', name: 'degree', label: 'msg:profileForm.degree', list: 'degrees' },
    {
      kind: 'reference',
      name: 'political_status',
      label: 'msg:profileForm.politicalStatus',
      list: 'politicalStatuses',
    },
    {
      kind: 'reference',
      name: 'info_tech_skill',
      label: 'msg:profileForm.itSkill',
      list: 'itSkills',
    },
  ],
};

export const profileFormFixtures: BlockFixture[] = [
  {
    name: 'portal',
    description:
      '个人资料 on /user, under the profile summary: the 13 fields, teachers’ and students’ own.',
    props: { ...portalProfileForm },
  },
];
