/**
 * Libraries filed by category code (seed 000 §3; ledger CORE-CAT-06..09): the labour library and
 * the two zones shown beside it each hold only their own categories, and every teacher-course
 * code the local environment maps has a library with content.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, tempDir } from './helpers';
import environments from '../../site-configs/environments.json';
import { CATEGORY_CODES } from '../../src/lib/categoryCodes';

const dir = tempDir();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(dir.path);
});
afterAll(async () => {
  await app.close();
  dir.cleanup();
});

const local = environments.environments.local;

const firstLevel = async (libraryId: string) => {
  const res = await app.inject(`/svc/course/v1/catalogs/libraries/${libraryId}?all=true`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { code: string }[]).map((node) => node.code);
};

const search = async (libraryId: string, tagIds: string[] = []) => {
  const res = await app.inject({
    method: 'POST',
    url: `/svc/course/v1/libraries/${libraryId}/contents/actions/search/adapter`,
    payload: { page_no: 0, page_size: 500, ...(tagIds.length ? { tag_ids: tagIds } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: { title: string }[]; total: number };
};

describe('labour education and its two zones (CORE-CAT-06..08)', () => {
  it.each([
    ['labourEdu', local.libraries.portal.labourEdu],
    ['wisdom', local.libraries.portal.wisdom],
    ['navigation', local.libraries.portal.navigation],
  ] as const)(
    'the %s library files exactly its own categories, each with content',
    async (area, id) => {
      // Before, the labour library also filed aljj … zygg: its catalogue pages offered nine.
      expect(await firstLevel(id)).toEqual([...CATEGORY_CODES[area]]);
      for (const code of CATEGORY_CODES[area])
        expect((await search(id, [code])).total, code).toBeGreaterThan(0);
    },
  );
});

describe('teacher-course columns (CORE-CAT-09)', () => {
  it('lists the 19 codes in the teacher-training catalog', async () => {
    expect(await firstLevel(local.libraries.portal.teacherTraining)).toEqual([
      ...CATEGORY_CODES.teacherCourse,
    ]);
  });

  it.each([...CATEGORY_CODES.teacherCourse])(
    '%s opens a configured library with content',
    async (code) => {
      const column = (local.teacherCourseColumns as Record<string, { libraryId: string }>)[code];
      expect(column, code).toBeDefined();
      expect((await search(column.libraryId)).total).toBeGreaterThan(0);
    },
  );
});
