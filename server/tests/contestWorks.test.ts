import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app';
import { DAY_MS } from '../time';
import { bearer, login, manualClock, tempDir } from './helpers';

/**
 * Issue 13, first slice: contest works are real in the stand-in. Uploads are streamed to the
 * works folder beside the database, hashed and counted; the enrol and upload gates are decided
 * on the server by the shared rules with the texts the buttons show.
 */

const dir = tempDir();
const clock = manualClock();
let server: RunningServer;
let app: FastifyInstance;
let student: string;
let teacher: string;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    dbPath: join(dir.path, 'portal.sqlite'),
    distDir: join(dir.path, 'no-dist'),
    scenarios: true,
    clock: clock.now,
  });
  app = server.app;
  student = await login(app, 'student');
  teacher = await login(app, 'teacher');
}, 60_000);
afterAll(async () => {
  await server?.close();
  dir.cleanup();
});

const BASE = '/svc/contest';
const WORKS_DIR = () => join(dir.path, 'contest-works');
/**
 * Files in the works folder that no work row names (a temporary `.part` included). Scenarios
 * delete rows and leave their files until the next start (openWorksFolder sweeps them), so
 * tests count what is stray rather than everything.
 */
let knownFiles = new Set<string>();
const filesOnDisk = () => {
  const keys = new Set(
    app.portal.db
      .prepare('SELECT file_key FROM contest_works WHERE file_key IS NOT NULL')
      .pluck()
      .all() as string[],
  );
  return readdirSync(WORKS_DIR()).filter((name) => !keys.has(name) && !knownFiles.has(name));
};

interface Work {
  work_id: string;
  contest_id: string;
  title: string;
  description: string;
  file_name: string;
  file_size: number;
  file_type: string;
  sha256: string;
  status: string;
  score: number | null;
  create_time: string;
  update_time: string;
  file_url: string;
}

const scenario = async (name: string) => {
  const res = await app.inject({
    method: 'POST',
    url: `/__scenario/${name}`,
    payload: { now: clock.now() },
  });
  // The files of the works the scenario deleted stay until the next start: not this test's.
  knownFiles = new Set(readdirSync(WORKS_DIR()));
  return res;
};

const BOUNDARY = '----edu-test-boundary';

/** A multipart body: the text fields, then the file (as the page sends them). */
function form(fields: Record<string, string>, file?: { name: string; bytes: Buffer }): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
let requestCounter = 0;
const newRequestId = () => `req-test-${String((requestCounter += 1)).padStart(4, '0')}`;

function submit(
  token: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
  contestId = 'kpzy2026',
) {
  return app.inject({
    method: 'POST',
    url: `${BASE}/contests/${contestId}/works`,
    headers: { ...bearer(token), ...MULTIPART },
    payload: form(fields, file),
  });
}

const sample = (text = '科普作品的内容') => ({ name: '月相变化.mp4', bytes: Buffer.from(text) });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
// The works of the contest these tests upload to (the seed holds other contests' works too).
const workRows = () =>
  app.portal.db
    .prepare("SELECT COUNT(*) FROM contest_works WHERE contest_id = 'kpzy2026'")
    .pluck()
    .get() as number;

const withdraw = (token: string, workId: string) =>
  app.inject({
    method: 'POST',
    url: `${BASE}/contests/works/${workId}/actions/withdraw`,
    headers: bearer(token),
  });

describe('submitting a work', () => {
  it('stores the file under a generated name with its sha256, and answers the work', async () => {
    await scenario('enrolled-verified');
    const file = sample('一段科普视频的字节');
    const res = await submit(
      student,
      { title: '月相变化的秘密', description: '用手电筒模拟月相', request_id: newRequestId() },
      file,
    );
    expect(res.statusCode, res.body).toBe(201);
    const work = res.json<Work>();
    expect(work).toMatchObject({
      contest_id: 'kpzy2026',
      title: '月相变化的秘密',
      description: '用手电筒模拟月相',
      file_name: '月相变化.mp4',
      file_size: file.bytes.length,
      file_type: 'video/mp4',
      sha256: sha256(file.bytes),
      status: 'submitted',
      score: null,
    });
    expect(work.file_url).toMatch(
      new RegExp(
        `^/svc/contest/contests/works/${work.work_id}/file\\?expires=\\d+&sig=[0-9a-f]{64}$`,
      ),
    );
    // On disk: one file, named by the stand-in, holding exactly the bytes sent.
    const row = app.portal.db
      .prepare('SELECT file_key FROM contest_works WHERE id = ?')
      .get(work.work_id) as { file_key: string };
    expect(filesOnDisk()).toEqual([]);
    expect(row.file_key).not.toContain('月相');
    expect(readFileSync(join(WORKS_DIR(), row.file_key))).toEqual(file.bytes);

    // The signed link serves it without a session, safely.
    const got = await app.inject(work.file_url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(file.bytes);
    expect(got.headers['content-type']).toBe('video/mp4');
    expect(got.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('月相变化.mp4')}`,
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toBe('sandbox');
    // The pages' link helper carries x-edu-theme onto in-site addresses: the link still works.
    const themed = await app.inject(`${work.file_url}&x-edu-theme=light`);
    expect(themed.statusCode).toBe(200);

    // search_mine answers the full shape; the upload limit counts it.
    const mine = await app.inject({
      method: 'POST',
      url: `${BASE}/contests/works/actions/search_mine`,
      headers: bearer(student),
      payload: { contest_id: 'kpzy2026' },
    });
    expect(mine.json()).toMatchObject({
      total: 1,
      items: [{ ...work, file_url: expect.any(String) }],
    });
    const limit = await app.inject({
      url: `${BASE}/contests/kpzy2026/actions/root_upload_limit`,
      headers: bearer(student),
    });
    expect(limit.json()).toEqual({
      result: true,
      code: 0,
      submitted: 1,
      remaining: 2,
      max_works_per_user: 3,
    });
  });

  it('answers the first work again for the same request_id (a double submit stores one)', async () => {
    await scenario('enrolled-verified');
    const requestId = newRequestId();
    const first = await submit(student, { title: '自制净水器', request_id: requestId }, sample());
    const second = await submit(student, { title: '自制净水器', request_id: requestId }, sample());
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<Work>().work_id).toBe(first.json<Work>().work_id);
    expect(workRows()).toBe(1);
    expect(filesOnDisk()).toEqual([]);
    // The retry of the submit that took the last place (3 per participant) gets that work back,
    // not the limit the gate would now tell a new submit.
    await submit(student, { title: '第二件', request_id: newRequestId() }, sample());
    const lastId = newRequestId();
    const last = await submit(student, { title: '第三件', request_id: lastId }, sample());
    const retry = await submit(student, { title: '第三件', request_id: lastId }, sample());
    expect([last.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json<Work>().work_id).toBe(last.json<Work>().work_id);
    const fresh = await submit(student, { title: '第四件', request_id: newRequestId() }, sample());
    expect(fresh.statusCode).toBe(403);
    expect(workRows()).toBe(3);
  });

  it('a scenario that deletes works takes their files with it', async () => {
    await scenario('enrolled-verified');
    const res = await submit(
      student,
      { title: '将被清除的作品', request_id: newRequestId() },
      { name: 'gone.mp4', bytes: Buffer.from('scenario sweep') },
    );
    expect(res.statusCode).toBe(201);
    const key = app.portal.db
      .prepare('SELECT file_key FROM contest_works WHERE id = ?')
      .pluck()
      .get((res.json() as Work).work_id) as string;
    expect(existsSync(join(WORKS_DIR(), key))).toBe(true);
    await scenario('default');
    expect(existsSync(join(WORKS_DIR(), key))).toBe(false);
  });

  it('refuses a file over the limit with 413 and keeps nothing, not even a temporary file', async () => {
    await scenario('enrolled-verified');
    app.portal.db.prepare("UPDATE contests SET max_file_size = 1024 WHERE id = 'kpzy2026'").run();
    const res = await submit(
      student,
      { title: '太大的作品', request_id: newRequestId() },
      { name: 'big.mp4', bytes: Buffer.alloc(64 * 1024, 7) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'CONTEST/FILE_TOO_LARGE',
      message: '文件大小超过限制（最大 0 MB）',
    });
    expect(workRows()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
    // Exactly the limit is accepted.
    const exact = await submit(
      student,
      { title: '刚好的作品', request_id: newRequestId() },
      { name: 'ok.mp4', bytes: Buffer.alloc(1024, 7) },
    );
    expect(exact.statusCode).toBe(201);
  });

  it('refuses a type the contest does not accept with 415 before writing a byte', async () => {
    await scenario('enrolled-verified');
    const res = await submit(
      student,
      { title: '网页作品', request_id: newRequestId() },
      { name: 'page.html', bytes: Buffer.from('<script>alert(1)</script>') },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'CONTEST/FILE_TYPE',
      message:
        '不支持的文件类型，请上传 jpg、jpeg、png、gif、mp4、mp3、pdf、doc、docx、ppt、pptx、zip 格式的文件',
    });
    expect(workRows()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it('refuses malformed fields with a Chinese message naming the field', async () => {
    await scenario('enrolled-verified');
    const noTitle = await submit(student, { request_id: newRequestId() }, sample());
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toEqual({
      code: 'INVALID_ARGUMENT',
      message: '请求体缺少必填字段 title',
    });
    const badId = await submit(student, { title: '作品', request_id: 'x' }, sample());
    expect(badId.json<{ message: string }>().message).toBe('请求体字段 request_id 格式不正确');
    const json = await app.inject({
      method: 'POST',
      url: `${BASE}/contests/kpzy2026/works`,
      headers: bearer(student),
      payload: { title: '作品', request_id: newRequestId() },
    });
    expect(json.statusCode).toBe(400);
    expect(workRows()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it('stores nothing when the client goes away mid-upload', async () => {
    await scenario('enrolled-verified');
    const head = form({ title: '没传完的作品', request_id: newRequestId() });
    // The fields, then the start of a file part whose end never comes.
    const start = Buffer.concat([
      head.subarray(0, head.length - `--${BOUNDARY}--\r\n`.length),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\n`,
      ),
      Buffer.alloc(32 * 1024, 1),
    ]);
    const url = new URL(`${BASE}/contests/kpzy2026/works`, server.url);
    await new Promise<void>((resolve) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          ...bearer(student),
          ...MULTIPART,
          'content-length': String(start.length + 1024 * 1024),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(start, () => {
        // Let the server start writing the file, then cut the connection.
        setTimeout(() => req.destroy(), 200);
      });
    });
    // The server notices the close and cleans up.
    for (let i = 0; i < 50 && filesOnDisk().length > 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(filesOnDisk()).toEqual([]);
    expect(workRows()).toBe(0);
  });
});

describe('withdrawing and opening works', () => {
  it("hides another user's work: 404 on withdraw and on a link signed for another", async () => {
    await scenario('enrolled-verified');
    const work = (
      await submit(student, { title: '声音的传播', request_id: newRequestId() }, sample())
    ).json<Work>();
    const other = await withdraw(teacher, work.work_id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'CONTEST/WORK_NOT_FOUND', message: '作品不存在' });
    expect((await withdraw(teacher, 'work-does-not-exist')).statusCode).toBe(404);

    // A bad signature, a signature of another work, and an expired link are all 404.
    const url = new URL(work.file_url, 'http://localhost');
    const sig = url.searchParams.get('sig') as string;
    const expires = url.searchParams.get('expires') as string;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    expect((await app.inject(`${url.pathname}?expires=${expires}&sig=${flipped}`)).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject(`${url.pathname}?expires=${Number(expires) + 1}&sig=${sig}`)).statusCode,
    ).toBe(404);
    const teacherWork = (
      await submit(teacher, { title: '老师的作品', request_id: newRequestId() }, sample())
    ).json<Work>();
    const teacherSig = new URL(teacherWork.file_url, 'http://localhost').searchParams;
    expect(
      (
        await app.inject(
          `${url.pathname}?expires=${teacherSig.get('expires')}&sig=${teacherSig.get('sig')}`,
        )
      ).statusCode,
    ).toBe(404);
    clock.advance(2 * 60 * 60 * 1000);
    expect((await app.inject(work.file_url)).statusCode).toBe(404);
  });

  it('withdraws a submitted work (it stops counting), refuses once review started (409)', async () => {
    await scenario('enrolled-verified');
    const work = (
      await submit(student, { title: '紫甘蓝变色', request_id: newRequestId() }, sample())
    ).json<Work>();
    const res = await withdraw(student, work.work_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ work_id: work.work_id, status: 'withdrawn' });
    const limit = await app.inject({
      url: `${BASE}/contests/kpzy2026/actions/root_upload_limit`,
      headers: bearer(student),
    });
    expect(limit.json()).toMatchObject({ submitted: 0, remaining: 3 });

    const reviewed = (
      await submit(student, { title: '评审中的作品', request_id: newRequestId() }, sample())
    ).json<Work>();
    app.portal.db
      .prepare("UPDATE contest_works SET status = 'reviewing' WHERE id = ?")
      .run(reviewed.work_id);
    const refused = await withdraw(student, reviewed.work_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONTEST/REVIEW_STARTED',
      message: '作品已进入评审，无法撤回',
    });
  });
});

describe('the gates, decided by the shared rules with the buttons’ texts', () => {
  it('refuses an upload after the end time', async () => {
    await scenario('enrolled-verified');
    app.portal.db
      .prepare("UPDATE contests SET end_time = ? WHERE id = 'kpzy2026'")
      .run(clock.now() - DAY_MS);
    const res = await submit(
      student,
      { title: '迟到的作品', request_id: newRequestId() },
      sample(),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'GATE/upload.afterEnd',
      message: '当前上传时间已截止，暂时无法上传',
    });
    expect(workRows()).toBe(0);
  });

  it('refuses an enrolment after the enrol deadline', async () => {
    await scenario('enrolment-closed');
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/contests/kpzy2026/enrolls`,
      headers: bearer(student),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'GATE/enroll.closed',
      message: '当前报名已截止，暂时无法报名',
    });
  });

  it('refuses an upload once the limit is reached (code 2 message)', async () => {
    await scenario('upload-limit-reached');
    const res = await submit(
      student,
      { title: '第四件作品', request_id: newRequestId() },
      sample(),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'GATE/upload.limitReached',
      message: '您已到达提交上限，如有需要请撤回已提交作品后重试或联系管理员确认',
    });
  });

  it('refuses kpzy uploads of an enrolment not verified yet, as the site says', async () => {
    // kpzy's site facts say uploadRequiresVerifiedEnrolment: status 2 needs approval.
    await scenario('enrolled-unverified');
    const unverified = await submit(
      student,
      { title: '作品', request_id: newRequestId() },
      sample(),
    );
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({
      code: 'GATE/upload.needsApproval',
      message: '需要管理员审核确认后才能上传作品',
    });
    await scenario('enrolled-pending');
    const pending = await submit(student, { title: '作品', request_id: newRequestId() }, sample());
    expect(pending.json()).toEqual({
      code: 'GATE/upload.enrolmentPending',
      message: '请等待审核通过后再进行操作',
    });
    await scenario('default');
    const none = await submit(student, { title: '作品', request_id: newRequestId() }, sample());
    expect(none.json()).toEqual({ code: 'GATE/upload.noEnrolment', message: '请先进行活动报名' });
    expect(workRows()).toBe(0);
  });

  it('answers the upload setting with the contest detail', async () => {
    const detail = await app.inject(`${BASE}/contests/kpzy2026/actions/detail`);
    expect(detail.json()).toMatchObject({
      upload_setting: {
        max_works_per_user: 3,
        max_file_size: 500 * 1024 * 1024,
        accepted_types: [
          'jpg',
          'jpeg',
          'png',
          'gif',
          'mp4',
          'mp3',
          'pdf',
          'doc',
          'docx',
          'ppt',
          'pptx',
          'zip',
        ],
      },
    });
    expect(existsSync(WORKS_DIR())).toBe(true);
  });
});
