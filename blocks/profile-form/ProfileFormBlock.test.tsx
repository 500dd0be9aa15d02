import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeServices, renderBlock } from '../testing/renderBlock';
import ProfileFormBlock from './ProfileFormBlock';
import { portalProfileForm } from './fixtures';
import type { ProfileFormProps } from './props.gen';
import type { RoleCode } from '../../src/runtime/facts/facts';
import type { ReferenceListName } from '../../src/services/referenceDataService';
import type { SchoolInfo, SchoolService } from '../../src/services/schoolService';
import type { UserProfile, UserProfileService } from '../../src/services/userProfileService';
import rankAreaInfo from '../../server/seed-data/configs/rank_area_info.json';
import gradeSection from '../../server/seed-data/configs/gradeSection.json';
import subjectCode from '../../server/seed-data/configs/subjectCode.json';
import jobTitle from '../../server/seed-data/configs/job_title.json';
import teacherHonor from '../../server/seed-data/configs/teacher_honor.json';
import national from '../../server/seed-data/configs/national.json';
import degree from '../../server/seed-data/configs/degree.json';
import politicalStatus from '../../server/seed-data/configs/political_status.json';
import infoTechSkill from '../../server/seed-data/configs/info_tech_skill.json';
import studentType from '../../server/seed-data/configs/normal_student_type.json';
import normalMajors from '../../server/seed-data/configs/normal_major_info.json';
import schoolSections from '../../server/seed-data/configs/studio/school/section.json';

const FILES: Record<ReferenceListName, { code: string; name: string }[]> = {
  gradeSections: gradeSection,
  subjects: subjectCode,
  jobTitles: jobTitle,
  teacherHonours: teacherHonor,
  ethnicGroups: national,
  degrees: degree,
  politicalStatuses: politicalStatus,
  itSkills: infoTechSkill,
  studentTypes: studentType,
  normalMajors,
  schoolSections,
};

const PRIMARY: SchoolInfo = {
  school_id: 'sch-sy',
  school_name: '东城区实验小学',
  area_code: '110101',
  grade_sections: ['primary'],
};
const VOCATIONAL: SchoolInfo = {
  school_id: 'sch-zz',
  school_name: '东城区职业技术学校',
  area_code: '110101',
  grade_sections: ['vocational'],
};

interface Setup {
  role: RoleCode;
  saved?: UserProfile;
  majors?: () => Promise<{ code: string; name: string }[]>;
  save?: UserProfileService['save'];
  now?: number;
  /** The field table; the portal's by default. */
  fields?: ProfileFormProps['fields'];
}

function show({ role, saved = {}, majors, save, now, fields = portalProfileForm.fields }: Setup) {
  const schools = {
    detail: vi.fn(
      async (id: string) => [PRIMARY, VOCATIONAL].find((it) => it.school_id === id) ?? null,
    ),
    areaSchools: vi.fn(async () => [PRIMARY, VOCATIONAL]),
    search: vi.fn(async () => [PRIMARY]),
    majors: vi.fn(majors ?? (async () => [{ code: '710201', name: '计算机应用' }])),
  } satisfies SchoolService;
  const profile = {
    get: vi.fn(async () => saved),
    save: vi.fn(save ?? (async (_id: string, it: UserProfile) => it)),
  } satisfies UserProfileService;
  const reference = {
    rankAreaInfo: vi.fn(async () => rankAreaInfo),
    list: vi.fn(async (name: ReferenceListName) => FILES[name]),
    schools,
    userProfile: profile,
  };
  const services = { ...createFakeServices(), referenceData: async () => reference };
  const result = renderBlock(
    ProfileFormBlock,
    { ...portalProfileForm, fields },
    { services, role, now },
  );
  return { ...result, schools, profile, reference };
}

const ready = () =>
  waitFor(() => expect(document.querySelector('[data-profile-form="ready"]')).not.toBeNull());
const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);
const names = (file: { name: string }[]) => file.map((it) => it.name);

describe('profile-form block', () => {
  it('fills a teacher’s pickers from the reference files, without the student fields', async () => {
    const { reference } = show({ role: 'TEACHER' });
    await ready();
    expect(screen.getByRole('heading', { name: '个人资料' })).toBeTruthy();
    expect(optionsOf('学段')).toEqual(names(gradeSection));
    expect(optionsOf('学科')).toEqual(names(subjectCode));
    expect(optionsOf('职称')).toEqual(names(jobTitle));
    expect(optionsOf('职称')).toContain('正高级教师');
    expect(optionsOf('荣誉')).toEqual(names(teacherHonor));
    expect(optionsOf('民族')).toHaveLength(56);
    expect(optionsOf('民族')).toEqual(names(national));
    expect(optionsOf('学历')).toEqual(names(degree));
    expect(optionsOf('政治面貌')).toEqual(names(politicalStatus));
    expect(optionsOf('信息技术能力')).toEqual(names(infoTechSkill));
    expect(optionsOf('省/直辖市')).toEqual([
      '北京市',
      '上海市',
      '广东省',
      ...optionsOf('省/直辖市').slice(3),
    ]);
    expect(screen.queryByLabelText('毕业年份')).toBeNull();
    expect(screen.queryByLabelText('学生类型')).toBeNull();
    // Every file is asked, each once.
    expect(reference.list.mock.calls.map(([name]) => name).sort()).toEqual(
      Object.keys(FILES).sort(),
    );
  });

  it('offers a student the years from 2025 back to 1980 on 2025-03-01, and normal majors', async () => {
    show({ role: 'STUDENT', now: new Date(2025, 2, 1, 10).getTime() });
    await ready();
    const years = optionsOf('毕业年份');
    expect(years).toHaveLength(46);
    expect(years[0]).toBe('2025');
    expect(years[45]).toBe('1980');
    expect(optionsOf('学生类型')).toEqual(names(studentType));
    expect(optionsOf('专业')).toEqual(names(normalMajors));
    expect(screen.queryByLabelText('职称')).toBeNull();
  });

  it('lists the chosen area’s schools and searches by name inside the area', async () => {
    const { schools } = show({ role: 'TEACHER' });
    await ready();
    expect((screen.getByLabelText('搜索学校') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('省/直辖市'), { target: { value: '110000' } });
    fireEvent.change(screen.getByLabelText('市/区'), { target: { value: '110101' } });
    await waitFor(() =>
      expect(optionsOf('学校')).toEqual(['东城区实验小学', '东城区职业技术学校']),
    );
    expect(schools.areaSchools).toHaveBeenLastCalledWith('110101');
    fireEvent.change(screen.getByLabelText('搜索学校'), { target: { value: '实验' } });
    await waitFor(() =>
      expect(schools.search).toHaveBeenCalledWith({
        schoolName: '实验',
        areaCode: '110101',
        offset: 0,
        limit: 20,
      }),
    );
    await waitFor(() => expect(optionsOf('学校')).toEqual(['东城区实验小学']));
    expect(screen.getByText('找到 1 所学校')).toBeTruthy();
  });

  it('offers a vocational school’s own majors; their failure leaves the picker empty, no error', async () => {
    const { schools } = show({
      role: 'STUDENT',
      saved: { area_code: '110101', school_id: 'sch-zz' },
    });
    await ready();
    await waitFor(() => expect(optionsOf('专业')).toEqual(['计算机应用']));
    expect(schools.detail).toHaveBeenCalledWith('sch-zz');
    expect(screen.getByText('东城区职业技术学校（中等职业学校）')).toBeTruthy();

    schools.majors.mockResolvedValue([]);
    fireEvent.change(screen.getByLabelText('学校'), { target: { value: 'sch-sy' } });
    fireEvent.change(screen.getByLabelText('学校'), { target: { value: 'sch-zz' } });
    await waitFor(() => expect(schools.majors).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(optionsOf('专业')).toEqual([]));
    expect(screen.getByLabelText('专业').textContent).toBe('暂无可选专业');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restores the saved profile and saves the changes: 保存成功', async () => {
    const { profile } = show({
      role: 'TEACHER',
      saved: { area_code: '110101', school_id: 'sch-sy', job_title: '02', national: '01' },
    });
    await ready();
    expect((screen.getByLabelText('省/直辖市') as HTMLSelectElement).value).toBe('110000');
    expect((screen.getByLabelText('市/区') as HTMLSelectElement).value).toBe('110101');
    expect((screen.getByLabelText('职称') as HTMLSelectElement).value).toBe('02');
    await waitFor(() =>
      expect((screen.getByLabelText('学校') as HTMLSelectElement).value).toBe('sch-sy'),
    );
    fireEvent.change(screen.getByLabelText('荣誉'), { target: { value: '04' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存成功');
    expect(profile.save).toHaveBeenCalledWith('u1', {
      area_code: '110101',
      school_id: 'sch-sy',
      school_name: '东城区实验小学',
      grade_section: undefined,
      national: '01',
      degree: undefined,
      political_status: undefined,
      info_tech_skill: undefined,
      subject: undefined,
      job_title: '02',
      honour: '04',
    });
  });

  it('says why saving failed', async () => {
    show({
      role: 'TEACHER',
      save: async () => {
        throw new Error('所选学校不存在，请重新选择');
      },
    });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '保存失败：所选学校不存在，请重新选择',
    );
  });

  it('draws the fields its table lists, in that order, to the roles it names, and saves only those', async () => {
    const { profile } = show({
      role: 'STUDENT',
      saved: { national: '01', degree: '03' },
      fields: [
        {
          kind: 'reference',
          name: 'national',
          label: 'msg:profileForm.national',
          list: 'ethnicGroups',
        },
        { kind: 'area', name: 'area_code', label: 'msg:profileForm.area' },
        {
          kind: 'reference',
          name: 'job_title',
          label: 'msg:profileForm.jobTitle',
          list: 'jobTitles',
          roles: ['STUDENT'],
        },
        {
          kind: 'reference',
          name: 'degree',
          label: 'msg:profileForm.degree',
          list: 'degrees',
          roles: ['TEACHER'],
        },
      ],
    });
    await ready();
    const labels = [...document.querySelectorAll('.profile-form label, .profile-form legend')].map(
      (it) => it.textContent,
    );
    expect(labels).toEqual(['民族', '所在地区', '省/直辖市', '职称']);
    expect(optionsOf('职称')).toEqual(names(jobTitle));
    expect(screen.queryByLabelText('学校')).toBeNull();
    fireEvent.change(screen.getByLabelText('职称'), { target: { value: '02' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存成功');
    expect(profile.save).toHaveBeenCalledWith('u1', {
      national: '01',
      area_code: '',
      job_title: '02',
    });
  });

  it('shows nothing without a signed-in user', () => {
    const { container } = renderBlock(ProfileFormBlock, portalProfileForm);
    expect(container.querySelector('.profile-form')).toBeNull();
  });
});
