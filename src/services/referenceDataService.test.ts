import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import {
  createReferenceDataService,
  optionsFrom,
  REFERENCE_FILE_PATHS,
  type ReferenceListName,
} from './referenceDataService';

const origin = window.location.origin;
const FILE = `${origin}/svc/static/bdxcloud/configs/rank_area_info.json`;
const CONFIGS = `${origin}/svc/static/bdxcloud/configs`;
const { server, requests } = startMswServer(
  http.get(`${CONFIGS}/studio/school/section.json`, () =>
    HttpResponse.json([{ code: 'vocational', name: '中等职业学校' }]),
  ),
  http.get(`${CONFIGS}/:file`, ({ params }) =>
    params.file === 'rank_area_info.json'
      ? undefined
      : HttpResponse.json([{ code: 'c1', name: `${String(params.file)} 的第一项` }]),
  ),
  http.get(FILE, () =>
    HttpResponse.json([
      {
        area_code: '110000',
        area_name: '北京市',
        childrens: [{ area_code: '110108', area_name: '海淀区' }],
      },
      { area_name: 'no code: dropped' },
    ]),
  ),
);

describe('rank_area_info.json (ledger CORE-API-46)', () => {
  it('is asked once, without auth, from the static host', async () => {
    const service = createReferenceDataService(testClient().client);
    const first = await service.rankAreaInfo();
    await service.rankAreaInfo();
    expect(requests).toHaveLength(1);
    expect(requests[0].url.pathname).toBe('/svc/static/bdxcloud/configs/rank_area_info.json');
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(first).toEqual([
      {
        area_code: '110000',
        area_name: '北京市',
        childrens: [{ area_code: '110108', area_name: '海淀区', childrens: [] }],
      },
    ]);
  });

  it('asks again after a failure', async () => {
    server.use(http.get(FILE, () => new HttpResponse(null, { status: 404 }), { once: true }));
    const service = createReferenceDataService(testClient().client);
    await expect(service.rankAreaInfo()).rejects.toThrow();
    await expect(service.rankAreaInfo()).resolves.toHaveLength(1);
  });
});

describe('the other reference files (ledger CORE-HELPER-41, CORE-API-46)', () => {
  const files: Record<ReferenceListName, string> = {
    gradeSections: '/svc/static/bdxcloud/configs/gradeSection.json',
    subjects: '/svc/static/bdxcloud/configs/subjectCode.json',
    jobTitles: '/svc/static/bdxcloud/configs/job_title.json',
    teacherHonours: '/svc/static/bdxcloud/configs/teacher_honor.json',
    ethnicGroups: '/svc/static/bdxcloud/configs/national.json',
    degrees: '/svc/static/bdxcloud/configs/degree.json',
    politicalStatuses: '/svc/static/bdxcloud/configs/political_status.json',
    itSkills: '/svc/static/bdxcloud/configs/info_tech_skill.json',
    studentTypes: '/svc/static/bdxcloud/configs/normal_student_type.json',
    normalMajors: '/svc/static/bdxcloud/configs/normal_major_info.json',
    schoolSections: '/svc/static/bdxcloud/configs/studio/school/section.json',
  };

  it('names the eleven files of the spec', () => {
    expect(Object.keys(REFERENCE_FILE_PATHS).sort()).toEqual(Object.keys(files).sort());
  });

  it('asks each file once, without auth, from the static host', async () => {
    const service = createReferenceDataService(testClient().client);
    const names = Object.keys(files) as ReferenceListName[];
    for (let round = 0; round < 2; round += 1) {
      await Promise.all(names.map((name) => service.list(name)));
    }
    expect(requests.map((it) => it.url.pathname).sort()).toEqual(Object.values(files).sort());
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(request.headers.get('authorization')).toBeNull();
    }
    await expect(service.list('jobTitles')).resolves.toEqual([
      { code: 'c1', name: 'job_title.json 的第一项' },
    ]);
    await expect(service.list('schoolSections')).resolves.toEqual([
      { code: 'vocational', name: '中等职业学校' },
    ]);
  });

  it('asks a file again after a failure', async () => {
    server.use(
      http.get(`${CONFIGS}/degree.json`, () => new HttpResponse(null, { status: 404 }), {
        once: true,
      }),
    );
    const service = createReferenceDataService(testClient().client);
    await expect(service.list('degrees')).rejects.toThrow();
    await expect(service.list('degrees')).resolves.toHaveLength(1);
  });

  it('reads code/name and the usual alternatives, dropping entries without a code', () => {
    expect(
      optionsFrom({
        items: [
          { code: '01', name: '汉族' },
          { id: 2, title: '高级教师' },
          { major_code: '710201', major_name: '计算机应用' },
          { name: 'no code' },
        ],
      }),
    ).toEqual([
      { code: '01', name: '汉族' },
      { code: '2', name: '高级教师' },
      { code: '710201', name: '计算机应用' },
    ]);
  });
});
