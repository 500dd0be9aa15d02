import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildApp, login, tempDir } from './helpers';

const dir = tempDir();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const names = (answer: unknown) =>
  ((answer as { items?: unknown[] }).items ?? (answer as unknown[])).map(
    (it) => (it as { school_name: string }).school_name,
  );

describe('schools, majors and the profile of the profile form', () => {
  it('serves the reference files under bdxcloud/configs, without auth', async () => {
    const national = await get('/svc/static/bdxcloud/configs/national.json');
    expect(national.statusCode).toBe(200);
    expect(national.json()).toHaveLength(56);
    const sections = await get('/svc/static/bdxcloud/configs/studio/school/section.json');
    expect(sections.json()).toContainEqual({ code: 'vocational', name: '中等职业学校' });
  });

  it('answers a school detail, an area’s schools and a name search inside the area', async () => {
    const detail = await get('/svc/uc/v1/school_infos/sch-dc-zz/actions/detail');
    expect(detail.json()).toMatchObject({
      school_name: '北京市东城区职业技术学校',
      grade_sections: ['vocational'],
    });
    expect(detail.json()).not.toHaveProperty('major_codes');
    expect((await get('/svc/uc/v1/school_infos/nope/actions/detail')).statusCode).toBe(404);
    expect(names((await get('/svc/uc/v1/area_infos/110101/school_infos')).json())).toEqual([
      '北京市东城区实验小学',
      '北京市第一中学',
      '北京市东城区职业技术学校',
    ]);
    expect(names((await get('/svc/uc/v1/area_infos/110000/school_infos')).json())).toHaveLength(5);
    const found = await get(
      `/svc/uc/v1/school_infos/from_es?offset=0&limit=20&school_name=${encodeURIComponent('实验')}&area_code=110101&grade_section_contain=true`,
    );
    expect(found.json()).toMatchObject({ total: 1 });
    expect(names(found.json())).toEqual(['北京市东城区实验小学']);
  });

  it('answers a vocational school’s majors', async () => {
    expect((await get('/svc/uc/v1/schools/sch-dc-zz/majors/codes')).json()).toHaveLength(4);
    const majors = await app.inject({
      method: 'POST',
      url: '/svc/uc/v1/school_infos/sch-dc-zz/majors/actions/search',
      payload: { major_codes: ['710201', '760201'], offset: 0, limit: 100 },
    });
    expect(majors.json()).toEqual({
      items: [
        { major_code: '710201', major_name: '计算机应用' },
        { major_code: '760201', major_name: '护理' },
      ],
      total: 2,
    });
  });

  it('keeps the signed-in user’s own profile; another user’s is refused', async () => {
    const token = await login(app, 'teacher');
    expect((await get('/svc/uc/v1/users/u-teacher/profile', token)).json()).toEqual({});
    const saved = await app.inject({
      method: 'PUT',
      url: '/svc/uc/v1/users/u-teacher/profile',
      headers: bearer(token),
      payload: { area_code: '110101', school_id: 'sch-dc-sy', job_title: '02', honour: '' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/svc/uc/v1/users/u-teacher/profile', token)).json()).toEqual({
      area_code: '110101',
      school_id: 'sch-dc-sy',
      job_title: '02',
    });
    const badSchool = await app.inject({
      method: 'PUT',
      url: '/svc/uc/v1/users/u-teacher/profile',
      headers: bearer(token),
      payload: { school_id: 'nope' },
    });
    expect(badSchool.statusCode).toBe(400);
    expect(badSchool.json()).toMatchObject({ message: '所选学校不存在，请重新选择' });
    expect((await get('/svc/uc/v1/users/u-student/profile', token)).statusCode).toBe(403);
    expect((await get('/svc/uc/v1/users/u-teacher/profile')).statusCode).toBe(401);
  });
});
