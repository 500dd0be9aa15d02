/**
 * The sunshine school channel and special-space data of the stand-in (seed 000 §6, §7; seed 001
 * §2; ledger CORE-SPACE-01..03, CORE-API-32, HD-SUN-07..09, HD-SUN-13): the channel's keyed
 * sections, the school-list config file, and demo accounts on both sides of qualification.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import environments from '../../site-configs/environments.json';
import { SUN_SCHOOL } from '../data/identities';
import { SUNSHINE_NOTICE } from '../seed-data/sunshine';
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
  app.inject({ url, headers: token ? bearer(token) : {} });

const local = environments.environments.local;
const SCHOOL_LIST_URL = `/svc/static${local.specialSpace.schoolListPath}`;

interface SectionAnswer {
  id: string;
  type: number;
  setting: { data?: { title?: string; ext_param?: string; description?: string } };
  children?: SectionAnswer[];
}

describe('sunshine channel (HD-SUN-07, HD-SUN-13)', () => {
  it('serves the channel named in the local environment: banner, then the four keyed modules', async () => {
    expect(local.channels.sunshine).toBe('sunshine-home');
    const res = await get(
      `/svc/course/v2/channels/${local.channels.sunshine}/sections?query_type=0`,
    );
    expect(res.statusCode).toBe(200);
    const sections = res.json<SectionAnswer[]>();
    expect(sections.map((section) => section.type)).toEqual([11, 12, 12, 26, 20]);
    const keys = sections.map((section) =>
      section.setting.data?.ext_param
        ? (JSON.parse(section.setting.data.ext_param) as { section_key: string }).section_key
        : null,
    );
    expect(keys).toEqual([null, 'news', 'learning', 'showcase', 'recommend']);
    const showcase = sections[3];
    expect(showcase.children?.map((child) => child.setting.data?.title)).toEqual([
      '展示交流',
      '特色资源',
    ]);
    expect(sections[4].setting.data?.description).toBe(SUNSHINE_NOTICE);
  });

  it('has more news than the home shows (4), so the limit is visible', async () => {
    const parts = await get(
      '/svc/course/v1/libraries/lib-sunshine-news/contents/actions/full/adapter',
    );
    const files = parts.json<string[]>();
    const items = (
      await Promise.all(files.map(async (file) => (await get(file)).json<unknown[]>()))
    ).flat();
    expect(items.length).toBe(10);
  });

  it('recommends the reading platform (through the external-link page) and the language museum', async () => {
    const parts = await get(
      '/svc/course/v1/libraries/lib-sunshine-recommend/contents/actions/full/adapter',
    );
    const [file] = parts.json<string[]>();
    const items = (await get(file)).json<{ title: string; extra: { url: string } }[]>();
    expect(items.map((item) => [item.title, item.extra.url])).toEqual([
      ['青少年数字阅读平台', '/externalLink?url=https%3A%2F%2Fread.smartedu.example%2F'],
      ['中国语言文字数字博物馆', '/hd/yfwl'],
    ]);
  });
});

describe('school list config (CORE-API-32, A-33)', () => {
  it('is a static JSON file of school_id entries at the configured path, listing the demo school', async () => {
    const res = await get(SCHOOL_LIST_URL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const list = res.json<{ school_id: string }[]>();
    expect(list.map((entry) => entry.school_id)).toContain(SUN_SCHOOL.school_id);
    expect(list.every((entry) => typeof entry.school_id === 'string')).toBe(true);
  });

  it('every environment names the same school-list path and two special hosts', () => {
    for (const env of Object.values(environments.environments)) {
      expect(env.specialSpace.schoolListPath).toBe(local.specialSpace.schoolListPath);
      expect(env.specialSpace.hosts).toHaveLength(2);
    }
  });
});

describe('demo accounts on both sides of qualification (CORE-SPACE-02, 03)', () => {
  const memberships = (id: string) =>
    `/svc/uc/v1/members/${id}/classes/actions/page_query?$offset=0&$limit=20`;
  const schools = (id: string) => `/svc/uc/v1/sun_teachers/${id}/schools/actions/query`;

  it('teacher has a sun-teacher school; teacher-guardian has none', async () => {
    expect((await get(schools('u-teacher'), await login(app, 'teacher'))).json()).toEqual([
      SUN_SCHOOL,
    ]);
    expect(
      (await get(schools('u-teacher-guardian'), await login(app, 'teacher-guardian'))).json(),
    ).toEqual([]);
  });

  it('student is a STUDENT of a CLASS in a listed school; minor has no class', async () => {
    const student = await get(memberships('u-student'), await login(app, 'student'));
    expect(student.json()).toMatchObject({
      items: expect.arrayContaining([
        expect.objectContaining({
          class_member_type: 'STUDENT',
          class_type: 'CLASS',
          school_id: SUN_SCHOOL.school_id,
        }),
      ]),
    });
    const minor = await get(memberships('u-minor'), await login(app, 'minor'));
    expect(minor.json()).toMatchObject({ total: 0, items: [] });
  });
});
