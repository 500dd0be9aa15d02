import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFeedback } from '../data/feedback';
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

const URL = '/svc/feedback/v1/feedbacks';
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: URL, payload: payload as object, headers });
const stored = () => listFeedback(app.portal.db);

describe('POST /svc/feedback/v1/feedbacks', () => {
  it('stores anonymous feedback and answers 201 {id}', async () => {
    const before = stored().length;
    const res = await send({
      type: 'content',
      content: '  视频无法播放，请检查。 ',
      page: '/hd/kpzy',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect(typeof id).toBe('string');
    const rows = stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      id,
      user_id: null,
      type: 'content',
      content: '视频无法播放，请检查。',
      contact: null,
      page: '/hd/kpzy',
    });
  });

  it('adds the user id when a valid Bearer token is sent', async () => {
    const token = await login(app, 'teacher');
    const res = await send(
      { type: 'suggestion', content: '希望增加更多科普视频', contact: '13800000000' },
      bearer(token),
    );
    expect(res.statusCode).toBe(201);
    expect(stored().at(-1)).toMatchObject({
      user_id: 'u-teacher',
      type: 'suggestion',
      contact: '13800000000',
      page: null,
    });
  });

  it('treats an unknown token as anonymous', async () => {
    const res = await send({ type: 'other', content: '其他问题反馈' }, bearer('not-a-token'));
    expect(res.statusCode).toBe(201);
    expect(stored().at(-1)).toMatchObject({ user_id: null, type: 'other' });
  });

  it('accepts exactly 5 and 500 characters (counted as characters, not bytes)', async () => {
    expect((await send({ type: 'function', content: '一二三四五' })).statusCode).toBe(201);
    expect((await send({ type: 'function', content: '字'.repeat(500) })).statusCode).toBe(201);
  });

  it.each([
    ['no body', undefined],
    ['missing type', { content: '内容足够长了' }],
    ['unknown type', { type: 'bug', content: '内容足够长了' }],
    ['missing content', { type: 'content' }],
    ['content not a string', { type: 'content', content: 12345 }],
    ['content too short', { type: 'content', content: '太短' }],
    ['content only spaces', { type: 'content', content: '          ' }],
    ['content too long', { type: 'content', content: '字'.repeat(501) }],
    ['contact too long', { type: 'content', content: '内容足够长了', contact: 'x'.repeat(101) }],
    [
      'page outside the site',
      { type: 'content', content: '内容足够长了', page: 'https://a.example/' },
    ],
    ['page protocol-relative', { type: 'content', content: '内容足够长了', page: '//a.example/x' }],
  ])('%s → 400 {code, message} in Chinese, nothing stored', async (_label, payload) => {
    const before = stored().length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; message: string };
    expect(typeof body.code).toBe('string');
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(stored()).toHaveLength(before);
  });
});
