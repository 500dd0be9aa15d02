/**
 * 个人资料 on /user (seed 000 §3, §7, §8, §9; ledger CORE-HELPER-40/41, CORE-API-33/34/35/37/46):
 * - a signed-in teacher: every reference file asked once without auth, the pickers hold the
 *   files' entries; choosing 东城区 asks its schools; typing 实验 searches inside the area; the
 *   chosen school's detail is read; 保存 → 保存成功, and a reload shows the saved values;
 * - a signed-in student on 2025-03-01: 毕业年份 runs 2025 … 1980 (46); a vocational school asks
 *   both majors calls and offers its majors; with the majors search answering 500 the picker is
 *   empty and the page shows no error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openPage, screenshot, signIn, e2eBaseUrl } from './browser';
import jobTitles from '../../server/seed-data/configs/job_title.json';
import honours from '../../server/seed-data/configs/teacher_honor.json';
import ethnicGroups from '../../server/seed-data/configs/national.json';
import degrees from '../../server/seed-data/configs/degree.json';
import politicalStatuses from '../../server/seed-data/configs/political_status.json';
import gradeSections from '../../server/seed-data/configs/gradeSection.json';
import studentTypes from '../../server/seed-data/configs/normal_student_type.json';

const baseUrl = e2eBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const REFERENCE_FILES = [
  'rank_area_info.json',
  'gradeSection.json',
  'subjectCode.json',
  'job_title.json',
  'teacher_honor.json',
  'national.json',
  'degree.json',
  'political_status.json',
  'info_tech_skill.json',
  'normal_student_type.json',
  'normal_major_info.json',
  'studio/school/section.json',
].map((file) => `/svc/static/bdxcloud/configs/${file}`);

const requestTo = (page: Page, pathname: string, method = 'GET'): Promise<Request> =>
  page.waitForRequest(
    (request) => request.method() === method && new URL(request.url()).pathname === pathname,
  );

const form = (page: Page) => page.locator('.profile-form');
const ready = (page: Page) => page.locator('[data-profile-form="ready"]').waitFor();
/** The option texts of a labelled select, without its 请选择 placeholder. */
const optionsOf = (page: Page, label: string) =>
  form(page)
    .getByLabel(label, { exact: true })
    .locator('option')
    .evaluateAll((options) => options.slice(1).map((option) => option.textContent));
const valueOf = (page: Page, label: string) =>
  form(page).getByLabel(label, { exact: true }).inputValue();
const names = (file: { name: string }[]) => file.map((it) => it.name);

describe('profile form on /user', () => {
  it('teacher: reference pickers, area schools, school search, save and reload', async () => {
    const { page, consoleErrors } = await openPage(browser);
    const configRequests: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/svc/static/bdxcloud/configs/')) {
        configRequests.push(request);
      }
    });
    await signIn(page, baseUrl, 'teacher', '/user');
    await ready(page);
    await expect(page.getByRole('heading', { name: '个人资料' }).isVisible()).resolves.toBe(true);

    // CORE-HELPER-41: each picker holds its file's entries.
    await expect(optionsOf(page, '职称')).resolves.toEqual(names(jobTitles));
    await expect(optionsOf(page, '荣誉')).resolves.toEqual(names(honours));
    await expect(optionsOf(page, '民族')).resolves.toEqual(names(ethnicGroups));
    await expect(optionsOf(page, '民族').then((it) => it.length)).resolves.toBe(56);
    await expect(optionsOf(page, '学历')).resolves.toEqual(names(degrees));
    await expect(optionsOf(page, '政治面貌')).resolves.toEqual(names(politicalStatuses));
    await expect(optionsOf(page, '学段')).resolves.toEqual(names(gradeSections));

    // CORE-API-46: every file once, from the static host, without auth.
    expect(configRequests.map((it) => new URL(it.url()).pathname).sort()).toEqual(
      [...REFERENCE_FILES].sort(),
    );
    for (const request of configRequests) {
      expect(await request.headerValue('authorization')).toBeNull();
    }

    // CORE-API-34: choosing 东城区 asks its schools.
    await form(page).getByLabel('省/直辖市').selectOption('110000');
    const areaSchools = requestTo(page, '/svc/uc/v1/area_infos/110101/school_infos');
    await form(page).getByLabel('市/区').selectOption('110101');
    await areaSchools;
    await expect
      .poll(() => optionsOf(page, '学校'))
      .toEqual(['北京市东城区实验小学', '北京市第一中学', '北京市东城区职业技术学校']);

    // CORE-API-35: the search box asks from_es with the name and the area.
    const search = requestTo(page, '/svc/uc/v1/school_infos/from_es');
    await form(page).getByLabel('搜索学校').fill('实验');
    const query = new URL((await search).url()).searchParams;
    expect(query.get('school_name')).toBe('实验');
    expect(query.get('area_code')).toBe('110101');
    expect(query.get('offset')).toBe('0');
    expect(query.get('limit')).toBe('20');
    expect(query.get('grade_section_contain')).toBe('true');
    await expect.poll(() => optionsOf(page, '学校')).toEqual(['北京市东城区实验小学']);

    // CORE-API-33: the chosen school's detail.
    const detail = requestTo(page, '/svc/uc/v1/school_infos/sch-dc-sy/actions/detail');
    await form(page).getByLabel('学校', { exact: true }).selectOption('sch-dc-sy');
    await detail;
    await page.getByText('北京市东城区实验小学（小学）').waitFor();

    await form(page).getByLabel('职称').selectOption({ label: '高级教师' });
    await form(page).getByLabel('荣誉').selectOption({ label: '特级教师' });
    await form(page).getByLabel('民族').selectOption({ label: '回族' });
    await form(page).getByLabel('学科').selectOption({ label: '数学' });
    await screenshot(page, 'profile-form-teacher');
    const saving = requestTo(page, '/svc/uc/v1/users/u-teacher/profile', 'PUT');
    await form(page).getByRole('button', { name: '保存' }).click();
    expect((await saving).postDataJSON()).toMatchObject({
      area_code: '110101',
      school_id: 'sch-dc-sy',
      job_title: '02',
      honour: '04',
      national: '03',
      subject: '1020',
    });
    await form(page).getByText('保存成功').waitFor();

    await page.reload();
    await ready(page);
    await expect(valueOf(page, '省/直辖市')).resolves.toBe('110000');
    await expect(valueOf(page, '市/区')).resolves.toBe('110101');
    await expect.poll(() => valueOf(page, '学校')).toBe('sch-dc-sy');
    await expect(valueOf(page, '职称')).resolves.toBe('02');
    await expect(valueOf(page, '荣誉')).resolves.toBe('04');
    await expect(valueOf(page, '民族')).resolves.toBe('03');
    await expect(valueOf(page, '学科')).resolves.toBe('1020');
    expect(consoleErrors).toEqual([]);
  });

  it('student: graduation years on 2025-03-01, a vocational school’s majors, majors failure', async () => {
    const { page } = await openPage(browser, { width: 375, height: 812 });
    await signIn(page, baseUrl, 'student', '/');
    await page.clock.setFixedTime(new Date('2025-03-01T10:00:00+08:00'));
    await page.goto(`${baseUrl}/user`);
    await ready(page);

    // CORE-HELPER-40.
    const years = await optionsOf(page, '毕业年份');
    expect(years).toHaveLength(46);
    expect(years[0]).toBe('2025');
    expect(years[45]).toBe('1980');
    await expect(optionsOf(page, '学生类型')).resolves.toEqual(names(studentTypes));
    await expect(form(page).getByLabel('职称').count()).resolves.toBe(0);

    // CORE-API-37: a vocational school asks both majors calls and offers its majors.
    await form(page).getByLabel('省/直辖市').selectOption('110000');
    await form(page).getByLabel('市/区').selectOption('110101');
    await expect.poll(() => optionsOf(page, '学校')).toContain('北京市东城区职业技术学校');
    const codes = requestTo(page, '/svc/uc/v1/schools/sch-dc-zz/majors/codes');
    const majorSearch = requestTo(
      page,
      '/svc/uc/v1/school_infos/sch-dc-zz/majors/actions/search',
      'POST',
    );
    await form(page).getByLabel('学校', { exact: true }).selectOption('sch-dc-zz');
    await codes;
    expect((await majorSearch).postDataJSON()).toMatchObject({ offset: 0, limit: 100 });
    await expect
      .poll(() => optionsOf(page, '专业'))
      .toEqual(['计算机应用', '会计事务', '数字影像技术', '护理']);
    await form(page).getByLabel('专业').selectOption({ label: '护理' });
    await form(page).getByLabel('毕业年份').selectOption('2024');
    await screenshot(page, 'profile-form-student-375');
    await form(page).getByRole('button', { name: '保存' }).click();
    await form(page).getByText('保存成功').waitFor();

    // CORE-API-37, CORE-ERR-23: majors search 500 → empty picker, no error screen.
    await page.route('**/majors/actions/search*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    const failed = requestTo(
      page,
      '/svc/uc/v1/school_infos/sch-dc-zz/majors/actions/search',
      'POST',
    );
    await page.reload();
    await ready(page);
    await failed;
    await expect.poll(() => valueOf(page, '学校')).toBe('sch-dc-zz');
    await expect(valueOf(page, '毕业年份')).resolves.toBe('2024');
    await expect.poll(() => form(page).getByLabel('专业').textContent()).toBe('暂无可选专业');
    await expect(form(page).getByRole('alert').count()).resolves.toBe(0);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('我的');
  });
});
