/**
 * What the stand-in holds for /hd/dndsstudent, /hd/dndsteacher, /hd/yz, /hd/tjjxj and /hd/diaa
 * (seed 001 §2; ledger CORE-CHAN-12): each site's channel under the id its manifest names in the
 * local environment, the special-education homes' type-26 tab groups, 4–6 items per list, and
 * the contests the enrol pages and the diaa topic cards link to.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import environments from '../../site-configs/environments.json';
import { buildApp, tempDir } from './helpers';

const dir = tempDir();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const local = environments.environments.local as unknown as {
  channels: Record<string, string>;
  libraries: Record<string, Record<string, string>>;
  contests: Record<string, unknown>;
};

interface SectionAnswer {
  type: number;
  setting: { data?: { title?: string; library_id?: string } };
  children?: SectionAnswer[];
}

async function sectionsOf(key: string): Promise<SectionAnswer[]> {
  const res = await app.inject({
    url: `/svc/course/v2/channels/${local.channels[key]}/sections?query_type=0`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<SectionAnswer[]>();
}

async function itemCount(libraryId: string): Promise<number> {
  const parts = await app.inject({
    url: `/svc/course/v1/libraries/${libraryId}/contents/actions/full/adapter`,
  });
  const files = parts.json<string[]>();
  const items = await Promise.all(
    files.map(async (file) => (await app.inject({ url: file })).json<unknown[]>()),
  );
  return items.flat().length;
}

describe('campaign sites B seed', () => {
  it.each([
    ['dndsstudent', [11, 12, 12, 12], ['活动动态', '通知公告', '优秀作品']],
    ['dndsteacher', [11, 12, 12, 12], ['活动动态', '通知公告', '优秀案例']],
    ['yz', [11, 26, 12], ['教具展示', '资讯动态']],
    ['tjjxj', [11, 26, 12], ['征集展示', '通知资讯']],
    ['diaa', [11, 20, 12], ['大赛活动', '新闻通知']],
  ])('%s: banner then its own sections', async (key, types, titles) => {
    const sections = await sectionsOf(key);
    expect(sections.map((section) => section.type)).toEqual(types);
    expect(sections.slice(1).map((section) => section.setting.data?.title)).toEqual(titles);
  });

  it('the aids homes have their own tabs of sections (type 26 with children)', async () => {
    const yz = (await sectionsOf('yz'))[1];
    expect(yz.children?.map((child) => child.setting.data?.title)).toEqual([
      '视障教育',
      '听障教育',
      '智力障碍教育',
      '孤独症教育',
    ]);
    const tjjxj = (await sectionsOf('tjjxj'))[1];
    expect(tjjxj.children?.map((child) => child.setting.data?.title)).toEqual([
      '教具学具',
      '应用案例',
      '评审结果',
    ]);
  });

  it('every library the manifests name holds 4–6 items', async () => {
    for (const key of ['dndsstudent', 'dndsteacher', 'yz', 'tjjxj', 'diaa'])
      for (const libraryId of Object.values(local.libraries[key])) {
        const count = await itemCount(libraryId);
        expect(count, libraryId).toBeGreaterThanOrEqual(4);
        expect(count, libraryId).toBeLessThanOrEqual(6);
      }
  });

  it('the contests of the enrol pages and the eight diaa topics exist', async () => {
    const ids = [
      local.contests.dndsstudent as string,
      ...Object.values(local.contests.dndsteacher as Record<string, string>),
      ...Object.values(local.contests.diaa as Record<string, string>),
    ];
    expect(ids).toHaveLength(11);
    for (const id of ids) {
      const res = await app.inject({ url: `/svc/contest/contests/${id}/actions/detail` });
      expect(res.statusCode, id).toBe(200);
    }
  });
});
