import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED_DIR } from '../paths';
import { contestFilePath, downloadNameOf } from '../data/contestAttachments';
import { buildApp, tempDir } from './helpers';

/**
 * Issue 13 point 2: a contest's attachments (资料下载) are declared with the contest and served
 * from server/seed-data/contest-files/. The detail lists them; each downloads with its type and
 * its title as the saved name; anything else is 404 附件不存在, and nothing a caller sends
 * becomes a path.
 */

const dir = tempDir();
let app: FastifyInstance;
const FILES = resolve(DEFAULT_SEED_DIR, 'contest-files');

beforeAll(async () => {
  app = await buildApp(dir.path);
}, 60_000);
afterAll(async () => {
  await app?.close();
  dir.cleanup();
});

interface Attachment {
  id: string;
  title: string;
  kind: string;
  file_name: string;
  file_size: number;
  file_type: string;
  url: string;
}

async function detail(contestId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/svc/contest/contests/${contestId}/actions/detail`,
  });
  return { status: response.statusCode, body: response.json<{ attachments?: Attachment[] }>() };
}

describe('the contest detail lists the declared attachments', () => {
  it('kpzy2026: the notice and three templates, with size, type and download address', async () => {
    const { status, body } = await detail('kpzy2026');
    expect(status).toBe(200);
    expect(body.attachments).toEqual([
      {
        id: 'notice',
        title: '活动通知',
        kind: 'notice',
        file_name: '活动通知.pdf',
        file_size: statSync(join(FILES, 'kpzy2026-notice.pdf')).size,
        file_type: 'application/pdf',
        url: '/svc/contest/contests/kpzy2026/attachments/notice',
      },
      {
        id: 'enrol-form',
        title: '报名表模板',
        kind: 'template',
        file_name: '报名表模板.csv',
        file_size: statSync(join(FILES, 'kpzy2026-enrol-form.csv')).size,
        file_type: 'text/csv; charset=utf-8',
        url: '/svc/contest/contests/kpzy2026/attachments/enrol-form',
      },
      expect.objectContaining({ id: 'works-register', title: '作品登记表', kind: 'template' }),
      expect.objectContaining({
        id: 'licence',
        file_name: '作品授权书.txt',
        file_type: 'text/plain; charset=utf-8',
      }),
    ]);
  });

  it('the sxj main edition and diaa topic 1 declare theirs; a contest without any has none', async () => {
    for (const id of ['113', '114', '115', '116']) {
      const titles = (await detail(id)).body.attachments?.map((attachment) => attachment.title);
      expect(titles).toContain('大赛通知');
      expect(titles).toContain('作品登记表');
    }
    expect((await detail('115')).body.attachments?.map((a) => a.id)).toContain('book-review');
    expect((await detail('diaa2024-t1')).body.attachments).toHaveLength(3);
    const without = await detail('diaa2024-t2');
    expect(without.status).toBe(200);
    expect(without.body).not.toHaveProperty('attachments');
  });
});

describe('GET /svc/contest/contests/:id/attachments/:attachmentId', () => {
  it('sends the file as it is on disk, as a download named after its title', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/svc/contest/contests/kpzy2026/attachments/notice',
    });
    expect(response.statusCode).toBe(200);
    const bytes = readFileSync(join(FILES, 'kpzy2026-notice.pdf'));
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    // 活动通知.pdf, percent-encoded UTF-8 (RFC 5987).
    expect(response.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''%E6%B4%BB%E5%8A%A8%E9%80%9A%E7%9F%A5.pdf",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe('sandbox');
  });

  it('the page parameter in-site addresses carry (x-edu-theme) does not stop a download', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/svc/contest/contests/kpzy2026/attachments/licence?x-edu-theme=light',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('作品授权书');
  });

  it('a template in CSV keeps its UTF-8 text (the Chinese header row)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/svc/contest/contests/113/attachments/works-register',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toContain('赛事（诵读/讲解/书写/篆刻）');
    expect(
      response.rawPayload.equals(readFileSync(join(FILES, 'sxj2026-works-register.csv'))),
    ).toBe(true);
  });

  it.each([
    ['an unknown attachment', '/svc/contest/contests/kpzy2026/attachments/rules'],
    ["another contest's attachment", '/svc/contest/contests/diaa2024-t2/attachments/brief'],
    ['an unknown contest', '/svc/contest/contests/nope2026/attachments/notice'],
  ])('%s → 404 附件不存在', async (_name, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'CONTEST/ATTACHMENT_NOT_FOUND',
      message: '附件不存在',
    });
  });

  it('a contest the service no longer holds (contest-missing) offers no attachment', async () => {
    await app.inject({ method: 'POST', url: '/__scenario/contest-missing' });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/svc/contest/contests/kpzy2026/attachments/notice',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('CONTEST/ATTACHMENT_NOT_FOUND');
    } finally {
      await app.inject({ method: 'POST', url: '/__scenario/default' });
    }
  });

  it.each([
    '..%2F..%2Fcontests.json',
    '..%2Fcontest-files%2Fkpzy2026-notice.pdf',
    'kpzy2026-notice.pdf',
    'notice%00',
  ])('the id %s is refused before anything is read', async (attachmentId) => {
    const response = await app.inject({
      method: 'GET',
      url: `/svc/contest/contests/kpzy2026/attachments/${attachmentId}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fff]/);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('a dot-dot segment never reaches the route (the address is normalised first)', async () => {
    for (const url of [
      '/svc/contest/contests/kpzy2026/attachments/%2E%2E',
      '/svc/contest/contests/kpzy2026/attachments/../../../seed-data/contests.json',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.body).not.toContain('schemaVersion');
    }
  });
});

describe('declared file names', () => {
  it('only a plain file name inside the contest-files folder is ever a path', () => {
    expect(contestFilePath(FILES, 'kpzy2026-notice.pdf')).toBe(join(FILES, 'kpzy2026-notice.pdf'));
    for (const name of [
      '../users.ts',
      '../../package.json',
      '/etc/passwd',
      'sub/notice.pdf',
      'notice.pdf/',
      '..',
      '.env',
      'notice.exe',
      'notice.pdf\u0000.txt',
    ])
      expect(contestFilePath(FILES, name)).toBeNull();
  });

  it('the saved name is the title with the file extension, without path characters', () => {
    expect(downloadNameOf('报名表模板', 'kpzy-form.csv')).toBe('报名表模板.csv');
    expect(downloadNameOf('表格/附件:1', 'a.pdf')).toBe('表格_附件_1.pdf');
  });
});
