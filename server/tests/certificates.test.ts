import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlaceholderWork } from '../data/contestWorks';
import { issueCertificate, searchCertificates } from '../data/certificates';
import { SEEDED_CERTIFICATE } from '../seed-data/certificates';
import { fromPlatformTime } from '../time';
import { bearer, buildApp, login, tempDir } from './helpers';

/**
 * Issue 13 point 2: certificates are real. The seed holds one (张三, ZS2026SXJ000001); the
 * search needs name and number together; detail answers 404 for an unknown id; mine lists the
 * caller's own; issuing is idempotent per work.
 */

const dir = tempDir();
let app: FastifyInstance;
let teacher: string;
let student: string;

beforeAll(async () => {
  app = await buildApp(dir.path);
  teacher = await login(app, 'teacher');
  student = await login(app, 'student');
}, 60_000);
afterAll(async () => {
  await app?.close();
  dir.cleanup();
});

const BASE = '/svc/certificate/v1/certificates';

interface Certificate {
  certificate_id: string;
  number: string;
  holder_name: string;
  title: string;
  award: string;
  issuer: string;
  issue_time: string;
  contest_id: string | null;
}

const search = (payload: unknown) =>
  app.inject({ method: 'POST', url: `${BASE}/actions/search`, payload: payload as object });
const count = () =>
  app.portal.db.prepare('SELECT count(*) FROM certificates').pluck().get() as number;

describe('certificate search', () => {
  it('finds the seeded certificate by name and number, without login', async () => {
    const response = await search({ name: '张三', number: 'ZS2026SXJ000001' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: Certificate[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      number: 'ZS2026SXJ000001',
      holder_name: '张三',
      title: '中华经典诵写讲大赛·诵读大赛',
      award: '优秀作品奖',
      issuer: '国家智慧教育公共服务平台',
      issue_time: '2026-07-20T10:00:00.000+0800',
      contest_id: '118',
    });
    expect(items[0].certificate_id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('trims both and takes the number in any case', async () => {
    const response = await search({ name: ' 张三 ', number: ' zs2026sxj000001 ' });
    expect((response.json() as { items: Certificate[] }).items).toHaveLength(1);
  });

  it.each([
    ['a wrong name', { name: '李明', number: 'ZS2026SXJ000001' }],
    ['a wrong number', { name: '张三', number: 'ZS2026SXJ000002' }],
    ['part of the name', { name: '张', number: 'ZS2026SXJ000001' }],
    ['part of the number', { name: '张三', number: 'ZS2026SXJ' }],
    ['blanks for the name', { name: '   ', number: 'ZS2026SXJ000001' }],
    ['blanks for the number', { name: '张三', number: '  ' }],
  ])('finds nothing with %s', async (_label, body) => {
    const response = await search(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it.each([
    ['the name alone', { name: '张三' }],
    ['the number alone', { number: 'ZS2026SXJ000001' }],
    ['an empty name', { name: '', number: 'ZS2026SXJ000001' }],
    ['a name over 50 characters', { name: '张'.repeat(51), number: 'ZS2026SXJ000001' }],
    ['a number over 40 characters', { name: '张三', number: 'Z'.repeat(41) }],
    ['a number as a number', { name: '张三', number: 2026 }],
    ['an extra field', { name: '张三', number: 'ZS2026SXJ000001', user_id: 'u-teacher' }],
    ['an array', [{ name: '张三', number: 'ZS2026SXJ000001' }]],
  ])('refuses %s with 400 and a Chinese message', async (_label, body) => {
    const response = await search(body);
    expect(response.statusCode).toBe(400);
    const answer = response.json() as { code: string; message: string };
    expect(answer.code).toBe('INVALID_ARGUMENT');
    expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
    // Nothing else: no list of certificates rides on a refusal.
    expect(Object.keys(answer).sort()).toEqual(['code', 'message']);
  });
});

describe('certificate detail', () => {
  it('answers the certificate the search found', async () => {
    const found = (
      (await search({ name: '张三', number: 'ZS2026SXJ000001' })).json() as {
        items: Certificate[];
      }
    ).items[0];
    const response = await app.inject({ method: 'GET', url: `${BASE}/${found.certificate_id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(found);
  });

  it('answers 404 CERTIFICATE/NOT_FOUND 未查询到证书 for an unknown id', async () => {
    const response = await app.inject({ method: 'GET', url: `${BASE}/cert-unknown` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'CERTIFICATE/NOT_FOUND', message: '未查询到证书' });
  });

  it('refuses a malformed id with 400', async () => {
    const response = await app.inject({ method: 'GET', url: `${BASE}/${'%3Cscript%3E'}` });
    expect(response.statusCode).toBe(400);
  });
});

describe('my certificates', () => {
  it('requires a login', async () => {
    const response = await app.inject({ method: 'GET', url: `${BASE}/mine` });
    expect(response.statusCode).toBe(401);
    expect((response.json() as { code: string }).code).toBe('UC/AUTH_INVALID');
  });

  it("lists only the caller's own, newest first", async () => {
    const db = app.portal.db;
    const later = issueCertificate(db, {
      contestId: '113',
      userId: 'u-teacher',
      award: '一等奖',
      now: fromPlatformTime('2026-08-01T09:00:00.000+0800'),
    });
    issueCertificate(db, {
      contestId: '113',
      userId: 'u-guardian',
      award: '二等奖',
      now: fromPlatformTime('2026-08-02T09:00:00.000+0800'),
    });
    const mine = await app.inject({ method: 'GET', url: `${BASE}/mine`, headers: bearer(teacher) });
    expect(mine.statusCode).toBe(200);
    const answer = mine.json() as { total: number; items: Certificate[] };
    expect(answer.total).toBe(2);
    expect(answer.items.map((item) => item.number)).toEqual([
      later.number,
      SEEDED_CERTIFICATE.number,
    ]);
    expect(answer.items.every((item) => item.holder_name === '张三')).toBe(true);

    const none = await app.inject({ method: 'GET', url: `${BASE}/mine`, headers: bearer(student) });
    expect(none.json()).toEqual({ total: 0, items: [] });
  });

  it('refuses a query parameter with 400', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${BASE}/mine?user_id=u-teacher`,
      headers: bearer(student),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('issueCertificate', () => {
  it('numbers by year of issue and product, and is idempotent per work', async () => {
    const db = app.portal.db;
    const now = fromPlatformTime('2027-01-05T09:00:00.000+0800');
    insertPlaceholderWork(db, {
      id: 'work-cert-1',
      contestId: 'kpzy2026',
      userId: 'u-minor',
      title: '星空',
      description: '',
      time: now,
    });
    const before = count();
    const first = issueCertificate(db, {
      contestId: 'kpzy2026',
      workId: 'work-cert-1',
      userId: 'u-minor',
      award: '一等奖',
      issuer: '中央电化教育馆',
      now,
    });
    expect(first).toMatchObject({
      number: 'ZS2027KPZY000001',
      work_id: 'work-cert-1',
      // u-minor has no real name: the name the portal shows (user_name for a minor).
      holder_name: '郑小雨',
      title: '2026年全国中小学科普资源征集活动',
      issuer: '中央电化教育馆',
    });
    const again = issueCertificate(db, {
      contestId: 'kpzy2026',
      workId: 'work-cert-1',
      userId: 'u-minor',
      award: '二等奖',
      now: now + 1000,
    });
    expect(again).toEqual(first);
    expect(count()).toBe(before + 1);
    // The next one of the same year and product takes the next sequence number.
    const next = issueCertificate(db, {
      contestId: 'kpzy2026',
      userId: 'u-student',
      award: '优秀奖',
      now,
    });
    expect(next.number).toBe('ZS2027KPZY000002');
    expect(next.holder_name).toBe('李明');
    expect(searchCertificates(db, '李明', 'zs2027kpzy000002')).toHaveLength(1);
  });

  it("refuses a work that is not the user's in that contest, and unknown contests", () => {
    const db = app.portal.db;
    insertPlaceholderWork(db, {
      id: 'work-cert-2',
      contestId: 'kpzy2026',
      userId: 'u-learner',
      title: '月相',
      description: '',
      time: Date.now(),
    });
    expect(() =>
      issueCertificate(db, {
        contestId: 'kpzy2026',
        workId: 'work-cert-2',
        userId: 'u-teacher',
        award: '一等奖',
        now: Date.now(),
      }),
    ).toThrow('作品不属于该用户或该活动');
    expect(() =>
      issueCertificate(db, {
        contestId: 'no-such-contest',
        userId: 'u-teacher',
        award: '一等奖',
        now: Date.now(),
      }),
    ).toThrow('活动不存在');
  });
});
