import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ServiceContext } from '../context';
import { redeemUckey } from '../data/identities';
import { findUserById } from '../data/users';
import { personName } from '../data/contestManagement';
import { NO_PARAMS, NO_QUERY, bodyOf, installFormParser, openQueryOf, schemas } from '../http/json';
import { standInPage } from '../http/standInPage';
import { escapeHtml } from '../sso/page';
import { HOUR_MS } from '../time';
import { findOnlineExam, type OnlineExam } from '../seed-data/onlineExams';

/**
 * Stand-in for the online exam the writing contest requires before works (seed 001 §4, §7:
 * "opens an exam page with online_exam_id, sdp-app-id, uckey and sso=false"; HD-SXJ). The
 * contest page's 前往测评 opens `GET /svc/assessment/exam?online_exam_id&sdp-app-id&uckey&sso=false`
 * in a new window: the single-use user key signs the participant in here (no SSO), the page asks
 * the exam's questions, and the answer sheet posts back with a signed sheet token (the key is
 * spent). The score becomes `exam_highest_score` of the participant's enrolments of that exam
 * (the highest of all attempts), after which the upload gate lets works through (A-44).
 */
export const EXAM_PATH = '/exam';
export const EXAM_TITLE = '在线测评';
/** How long an answer sheet may stay open. */
const SHEET_TTL_MS = 2 * HOUR_MS;

function sheetSignature(secret: Buffer, userId: string, examId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${userId}\n${examId}\n${expires}`).digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  return (
    /^[0-9a-f]{64}$/.test(given) &&
    timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'))
  );
}

function questionsForm(exam: OnlineExam, userId: string, expires: number, sig: string): string {
  const questions = exam.questions
    .map(
      (question, index) => `<fieldset>
  <legend>${index + 1}. ${escapeHtml(question.text)}</legend>
  ${question.options
    .map(
      (option, choice) =>
        `<label><input type="radio" name="${question.id}" value="${choice}" required> ${escapeHtml(option)}</label>`,
    )
    .join('\n  ')}
</fieldset>`,
    )
    .join('\n');
  return `<form method="post" action="/svc/assessment${EXAM_PATH}">
<input type="hidden" name="online_exam_id" value="${escapeHtml(exam.id)}">
<input type="hidden" name="user_id" value="${escapeHtml(userId)}">
<input type="hidden" name="expires" value="${expires}">
<input type="hidden" name="sig" value="${sig}">
${questions}
<button type="submit">提交答卷</button>
</form>`;
}

const onlineExamRoutes: FastifyPluginAsync<
  ServiceContext & { appId: () => string | undefined }
> = async (app, { db, clock, appId }) => {
  // The answer sheet is a plain form (the page has no script).
  installFormParser(app);
  // A secret of this process: a sheet opened before a restart must be opened again.
  const secret = randomBytes(32);

  const html = (reply: FastifyReply, status: number, heading: string, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      // The user key sits in this page's address: it must not travel on in a Referer.
      .header('Referrer-Policy', 'no-referrer')
      .send(
        standInPage({
          title: `${heading} - ${EXAM_TITLE}`,
          logo: '测',
          heading: EXAM_TITLE,
          body,
          footer: '本页面为在线测评的本地替身，仅用于开发与测试。',
        }),
      );
  const problem = (reply: FastifyReply, status: number, text: string, hint: string) =>
    html(
      reply,
      status,
      text,
      `<section class="card" role="alert"><h2>${escapeHtml(text)}</h2><p class="muted">${escapeHtml(hint)}</p></section>`,
    );
  const BACK = '请回到大赛页面，重新点击“前往测评”。';

  app.get(
    EXAM_PATH,
    {
      schema: {
        params: NO_PARAMS,
        querystring: openQueryOf({
          online_exam_id: schemas.id,
          'sdp-app-id': schemas.text(100),
          uckey: schemas.text(256),
          sso: { type: 'string', enum: ['true', 'false'] },
        }),
      },
    },
    async (request, reply) => {
      const query = request.query as {
        online_exam_id?: string;
        'sdp-app-id'?: string;
        uckey?: string;
      };
      const exam = query.online_exam_id ? findOnlineExam(query.online_exam_id) : undefined;
      if (!exam) return problem(reply, 404, '测评不存在', BACK);
      if (!query['sdp-app-id'] || query['sdp-app-id'] !== appId())
        return problem(reply, 400, '应用标识无效', BACK);
      const userId = query.uckey ? redeemUckey(db, query.uckey, clock()) : null;
      const user = userId ? findUserById(db, userId) : undefined;
      if (!user) return problem(reply, 401, '登录凭证无效或已过期', BACK);
      const expires = clock() + SHEET_TTL_MS;
      const sig = sheetSignature(secret, user.id, exam.id, expires);
      const best = db
        .prepare(
          'SELECT MAX(exam_highest_score) FROM enrolments WHERE user_id = ? AND online_exam_id = ?',
        )
        .pluck()
        .get(user.id, exam.id) as number | null;
      return html(
        reply,
        200,
        exam.title,
        `<section class="card" aria-labelledby="exam-title"><h2 id="exam-title">${escapeHtml(exam.title)}</h2>
<p class="muted">考生：${escapeHtml(personName(user))} · 共 ${exam.questions.length} 题，每题 ${exam.points} 分。${best === null ? '' : `当前最高分 ${best} 分，可再次作答。`}</p>
${questionsForm(exam, user.id, expires, sig)}
</section>`,
      );
    },
  );

  const answers = Object.fromEntries(
    ['q1', 'q2', 'q3', 'q4', 'q5'].map((id) => [
      id,
      { type: 'string', pattern: '^[0-9]$', examples: ['0'] },
    ]),
  );
  app.post(
    EXAM_PATH,
    {
      schema: {
        params: NO_PARAMS,
        querystring: NO_QUERY,
        body: bodyOf(
          {
            online_exam_id: schemas.id,
            user_id: schemas.id,
            expires: { type: 'string', pattern: '^[0-9]{1,15}$', examples: ['1790000000000'] },
            sig: schemas.text(64),
            ...answers,
          },
          ['online_exam_id', 'user_id', 'expires', 'sig'],
        ),
      },
    },
    async (request, reply) => {
      const body = request.body as Record<string, string>;
      const exam = findOnlineExam(body.online_exam_id);
      const expires = Number(body.expires);
      const valid =
        exam !== undefined &&
        expires >= clock() &&
        sameHex(sheetSignature(secret, body.user_id, exam.id, expires), body.sig);
      if (!valid || !exam) return problem(reply, 403, '答卷已失效', BACK);
      const unanswered = exam.questions.filter((question) => body[question.id] === undefined);
      if (unanswered.length > 0)
        return problem(reply, 400, '请完成全部题目后再提交', '返回上一页继续作答。');
      const correct = exam.questions.filter(
        (question) => Number(body[question.id]) === question.answer,
      ).length;
      const score = correct * exam.points;
      const updated = db
        .prepare(
          `UPDATE enrolments SET exam_highest_score = MAX(COALESCE(exam_highest_score, 0), ?)
           WHERE user_id = ? AND online_exam_id = ?`,
        )
        .run(score, body.user_id, exam.id).changes;
      const best = db
        .prepare(
          'SELECT MAX(exam_highest_score) FROM enrolments WHERE user_id = ? AND online_exam_id = ?',
        )
        .pluck()
        .get(body.user_id, exam.id) as number | null;
      return html(
        reply,
        200,
        '测评完成',
        `<section class="card" aria-labelledby="done-title"><h2 id="done-title">测评完成</h2>
<p data-exam="score">本次得分 <strong>${score}</strong> 分（答对 ${correct} / ${exam.questions.length} 题）${best === null ? '' : `，最高分 ${best} 分`}。</p>
<p class="muted">${updated > 0 ? '成绩已记录。请关闭本页，回到大赛页面继续上传作品。' : '未找到需要该测评的报名记录，成绩未记录。请先在大赛页面报名。'}</p>
</section>`,
      );
    },
  );
};

export default onlineExamRoutes;
