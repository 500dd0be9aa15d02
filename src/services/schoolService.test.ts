import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createSchoolService } from './schoolService';
import { createUserProfileService } from './userProfileService';

const uc = `${window.location.origin}/svc/uc`;
const SCHOOL = {
  school_id: 'sch-zz',
  school_name: '东城区职业技术学校',
  area_code: '110101',
  grade_sections: ['vocational'],
};
const { server, requests } = startMswServer(
  http.get(`${uc}/v1/school_infos/from_es`, () => HttpResponse.json({ items: [SCHOOL], total: 1 })),
  http.get(`${uc}/v1/school_infos/:id/actions/detail`, ({ params }) =>
    params.id === 'sch-zz'
      ? HttpResponse.json(SCHOOL)
      : HttpResponse.json({ code: 'UC/SCHOOL_NOT_FOUND', message: '学校不存在' }, { status: 404 }),
  ),
  http.get(`${uc}/v1/area_infos/:code/school_infos`, () => HttpResponse.json([SCHOOL])),
  http.get(`${uc}/v1/schools/:id/majors/codes`, () => HttpResponse.json(['710201', '760201'])),
  http.post(`${uc}/v1/school_infos/:id/majors/actions/search`, () =>
    HttpResponse.json({
      items: [
        { major_code: '710201', major_name: '计算机应用' },
        { major_code: '760201', major_name: '护理' },
      ],
      total: 2,
    }),
  ),
  http.put(`${uc}/v1/users/:id/profile`, async ({ request }) =>
    HttpResponse.json(await request.json()),
  ),
  http.get(`${uc}/v1/users/:id/profile`, () => HttpResponse.json({ national: '01' })),
);

describe('schools (ledger CORE-API-33/34/35)', () => {
  it('reads a school detail by id; an unknown school is null', async () => {
    const schools = createSchoolService(testClient().client);
    await expect(schools.detail('sch-zz')).resolves.toMatchObject({
      school_id: 'sch-zz',
      grade_sections: ['vocational'],
    });
    await expect(schools.detail('nope')).resolves.toBeNull();
    expect(requests[0].url.pathname).toBe('/svc/uc/v1/school_infos/sch-zz/actions/detail');
  });

  it("lists an area's schools", async () => {
    const schools = createSchoolService(testClient().client);
    await expect(schools.areaSchools('110101')).resolves.toHaveLength(1);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.pathname).toBe('/svc/uc/v1/area_infos/110101/school_infos');
  });

  it('searches with offset, limit, school_name, area_code and grade_section_contain=true', async () => {
    const schools = createSchoolService(testClient().client);
    const found = await schools.search({
      schoolName: '实验',
      areaCode: '110101',
      offset: 0,
      limit: 20,
    });
    expect(found.map((it) => it.school_name)).toEqual(['东城区职业技术学校']);
    const query = requests[0].url.searchParams;
    expect(requests[0].url.pathname).toBe('/svc/uc/v1/school_infos/from_es');
    expect(query.get('school_name')).toBe('实验');
    expect(query.get('area_code')).toBe('110101');
    expect(query.get('offset')).toBe('0');
    expect(query.get('limit')).toBe('20');
    expect(query.get('grade_section_contain')).toBe('true');
  });
});

describe('majors (ledger CORE-API-37, CORE-ERR-23)', () => {
  it('asks the codes, then searches those majors', async () => {
    const schools = createSchoolService(testClient().client);
    await expect(schools.majors('sch-zz')).resolves.toEqual([
      { code: '710201', name: '计算机应用' },
      { code: '760201', name: '护理' },
    ]);
    expect(requests.map((it) => `${it.method} ${it.url.pathname}`)).toEqual([
      'GET /svc/uc/v1/schools/sch-zz/majors/codes',
      'POST /svc/uc/v1/school_infos/sch-zz/majors/actions/search',
    ]);
    expect(JSON.parse(await requests[1].body())).toEqual({
      major_codes: ['710201', '760201'],
      offset: 0,
      limit: 100,
    });
  });

  it('gives an empty list when the search answers 500', async () => {
    server.use(
      http.post(`${uc}/v1/school_infos/:id/majors/actions/search`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const schools = createSchoolService(testClient().client);
    await expect(schools.majors('sch-zz')).resolves.toEqual([]);
  });

  it('gives an empty list when the codes answer 500 (no search sent)', async () => {
    server.use(
      http.get(`${uc}/v1/schools/:id/majors/codes`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const schools = createSchoolService(testClient().client);
    await expect(schools.majors('sch-zz')).resolves.toEqual([]);
    expect(requests).toHaveLength(1);
  });
});

describe('user profile (the stand-in path, to confirm)', () => {
  it('reads and saves the signed-in user’s profile with the token, empty fields dropped', async () => {
    const profile = createUserProfileService(testClient().client);
    await expect(profile.get('u1')).resolves.toEqual({ national: '01' });
    await expect(
      profile.save('u1', { national: '02', degree: '', graduation_year: '2020' }),
    ).resolves.toEqual({ national: '02', graduation_year: '2020' });
    expect(requests[1].method).toBe('PUT');
    expect(requests[1].url.pathname).toBe('/svc/uc/v1/users/u1/profile');
    expect(requests[1].headers.get('authorization')).toBe('Bearer test-token');
    expect(JSON.parse(await requests[1].body())).toEqual({
      national: '02',
      graduation_year: '2020',
    });
  });
});
