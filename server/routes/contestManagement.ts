import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { TOKEN_TTL_MS, issueToken, redeemTicket, revokeToken, userForToken } from '../auth';
import { findContest, type ContestRow } from '../data/contests';
import { findWork, type FileLinkSigner } from '../data/contestWorks';
import {
  administeredContests,
  approveEnrolment,
  contestCounts,
  enrolmentsOf,
  isContestAdmin,
  personName,
  publishResults,
  rejectEnrolment,
  reviewersOf,
  worksOf,
  type EnrolmentEntry,
  type WorkEntry,
} from '../data/contestManagement';
import { assignReview } from '../data/reviews';
import { issueCertificate } from '../data/certificates';
import type { UserRow } from '../data/users';
import {
  NO_PARAMS,
  NO_QUERY,
  bodyOf,
  installFormParser,
  openQueryOf,
  paramsOf,
  schemas,
} from '../http/json';
import { escapeHtml } from '../sso/page';
import { standInPage } from '../http/standInPage';
import { toPlatformTime } from '../time';

/**
 * The contest-management page of the stand-in (issue 13): server-rendered, no script, for the
 * demo contest administrator (`contestadmin`, 钱进). Here enrolments and book reviews are
 * approved or rejected, works are assigned to reviewers, results are published and certificates
 * issued, so a whole contest can be walked through in a browser without scenarios.
 *
 * Signing in goes through the SSO stand-in like the portal: `/sso/login` sends the browser back
 * to `session` with a ticket, which becomes an ordinary access token kept in an HttpOnly,
 * SameSite=Strict cookie scoped to this page. Every change is a form POST carrying a token
 * derived from the session (and the cookie never travels with another site's form), answered
 * with a redirect to the contest page and a message chosen by code, never by echoing input.
 */
export const MANAGEMENT_BASE = '/svc/contest/manage';
export const MANAGEMENT_COOKIE = 'contest_manage';
export const MANAGEMENT_TITLE = '活动管理';
export const NO_ACCESS = '抱歉，您暂无访问权限';

/** The awards a certificate may carry. */
export const AWARDS = ['一等奖', '二等奖', '三等奖', '优秀作品奖'] as const;

const ENROLMENT_STATUS: Readonly<Record<number, string>> = {
  0: '待审核',
  1: '待审核',
  2: '已报名（待管理员确认）',
  3: '已通过',
};

/** The recitation contests' regional channels (seed 001 §9; blocks/contest-regions/regions.ts). */
const REGION_NAMES: Readonly<Record<string, string>> = {
  mainland: '内地赛区',
  hmt: '港澳台赛区',
  overseas: '海外赛区',
};

const WORK_STATUS: Readonly<Record<string, string>> = {
  submitted: '已提交',
  reviewing: '评审中',
  scored: '已评分',
  withdrawn: '已撤回',
};

/** The message after an action, by the code in the address (never text from the request). */
const NOTICES: Readonly<Record<string, { text: string; error?: boolean }>> = {
  approved: { text: '已通过该报名。' },
  rejected: { text: '已驳回该报名，报名记录已删除，参与者可重新报名。' },
  assigned: { text: '已分配评审专家。' },
  published: { text: '成绩已发布，参与者可在“我的作品”中看到成绩。' },
  unfinished: {
    text: '还有作品未完成评审（未分配评审专家或尚未评分），全部评完后才能发布成绩。',
    error: true,
  },
  'already-published': { text: '本活动成绩已发布，评审结果不能再更改。', error: true },
  issued: { text: '证书已颁发，获证人可在证书查询中查到。' },
  'enrolment-missing': { text: '该报名不存在或已审核。', error: true },
  'work-missing': { text: '作品不存在或已撤回。', error: true },
  'not-reviewer': { text: '所选用户不是本活动的评审专家。', error: true },
  'not-scored': { text: '作品尚未公布成绩，不能颁发证书。', error: true },
};

function page(title: string, body: string, user: UserRow | null, csrf: string | null): string {
  const who =
    user && csrf
      ? `<span class="who">当前用户：${escapeHtml(personName(user))}</span>
  <form method="post" action="${MANAGEMENT_BASE}/logout"><input type="hidden" name="csrf" value="${csrf}"><button class="secondary" type="submit">退出登录</button></form>`
      : '';
  return standInPage({
    title: `${title} - ${MANAGEMENT_TITLE}`,
    logo: '赛',
    heading: MANAGEMENT_TITLE,
    headerExtra: who,
    body,
    footer: '本页面为活动管理系统的本地替身，仅用于开发与测试。',
  });
}

const dateTime = (epochMs: number) => toPlatformTime(epochMs).slice(0, 16).replace('T', ' ');

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/** The form token of a session: an HMAC of its access token, so a page of the session has it. */
function csrfOf(token: string): string {
  return createHmac('sha256', 'contest-management-form').update(token).digest('hex');
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const contestManagementRoutes: FastifyPluginAsync<
  ServiceContext & { fileLinks: FileLinkSigner }
> = async (app, { db, clock, fileLinks }) => {
  // The page's forms post application/x-www-form-urlencoded (no script on the page).
  installFormParser(app);
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .send(body);

  const signIn = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-store')
      .redirect(`/sso/login?redirect_uri=${encodeURIComponent(`${MANAGEMENT_BASE}/session`)}`, 302);

  /** The signed-in user of this page and their form token, or null. */
  function sessionOf(request: FastifyRequest): { user: UserRow; token: string } | null {
    const token = readCookie(request, MANAGEMENT_COOKIE);
    if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const user = userForToken(db, token, clock());
    return user ? { user, token } : null;
  }

  /** A form post's session, its token checked; null → the caller answers 403. */
  function formSession(request: FastifyRequest) {
    const session = sessionOf(request);
    const { csrf } = request.body as { csrf: string };
    if (!session || !sameToken(csrfOf(session.token), csrf)) return null;
    return session;
  }

  const noAccess = (reply: FastifyReply, session: { user: UserRow; token: string } | null) =>
    html(
      reply,
      403,
      page(
        NO_ACCESS,
        `<section class="card" role="alert"><h2>${NO_ACCESS}</h2>
  <p class="muted">活动管理仅对活动管理员开放。请使用活动管理员账号登录。</p>
  <p><a href="/">返回平台首页</a></p></section>`,
        session?.user ?? null,
        session ? csrfOf(session.token) : null,
      ),
    );

  const back = (reply: FastifyReply, contestId: string, notice: keyof typeof NOTICES) =>
    reply
      .code(303)
      .redirect(`${MANAGEMENT_BASE}/contests/${encodeURIComponent(contestId)}?notice=${notice}`);

  // The SSO stand-in comes back here with a ticket: it becomes this page's session.
  app.get(
    '/session',
    {
      schema: {
        params: NO_PARAMS,
        querystring: openQueryOf({ ticket: schemas.text(256) }),
      },
    },
    async (request, reply) => {
      const { ticket } = request.query as { ticket?: string };
      const userId = ticket ? redeemTicket(db, ticket, clock()) : null;
      if (!userId)
        return html(
          reply,
          401,
          page(
            '登录凭证无效或已过期',
            `<section class="card" role="alert"><h2>登录凭证无效或已过期</h2>
  <p><a href="${MANAGEMENT_BASE}">重新登录</a></p></section>`,
            null,
            null,
          ),
        );
      const { token } = issueToken(db, userId, clock());
      return reply
        .header(
          'Set-Cookie',
          `${MANAGEMENT_COOKIE}=${token}; Path=${MANAGEMENT_BASE}; Max-Age=${TOKEN_TTL_MS / 1000}; HttpOnly; SameSite=Strict`,
        )
        .header('Cache-Control', 'no-store')
        .redirect(MANAGEMENT_BASE, 302);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        params: NO_PARAMS,
        querystring: NO_QUERY,
        body: bodyOf({ csrf: schemas.text(128) }, ['csrf']),
      },
    },
    async (request, reply) => {
      const session = formSession(request);
      if (session) revokeToken(db, session.token);
      return reply
        .header(
          'Set-Cookie',
          `${MANAGEMENT_COOKIE}=; Path=${MANAGEMENT_BASE}; Max-Age=0; HttpOnly; SameSite=Strict`,
        )
        .code(303)
        .redirect(MANAGEMENT_BASE);
    },
  );

  app.get(
    '/',
    { schema: { params: NO_PARAMS, querystring: openQueryOf({}) } },
    async (request, reply) => {
      const session = sessionOf(request);
      if (!session) return signIn(reply);
      const contests = administeredContests(db, session.user.id);
      if (contests.length === 0) return noAccess(reply, session);
      const rows = contests
        .map((contest) => {
          const counts = contestCounts(db, contest.id);
          return `<tr>
  <td><a href="${MANAGEMENT_BASE}/contests/${encodeURIComponent(contest.id)}">${escapeHtml(contest.title)}</a><div class="muted">${escapeHtml(contest.id)}</div></td>
  <td>${escapeHtml(contest.product)}</td>
  <td>${dateTime(contest.begin_time)}<br>至 ${dateTime(contest.end_time)}</td>
  <td>${counts.enrolments}${counts.pending ? ` <span class="tag wait">${counts.pending} 待审核</span>` : ''}</td>
  <td>${counts.works}</td><td>${counts.reviewed}</td><td>${counts.certificates}</td>
  <td>${contest.results_published_time ? '<span class="tag ok">已发布</span>' : '<span class="tag">未发布</span>'}</td>
</tr>`;
        })
        .join('\n');
      return html(
        reply,
        200,
        page(
          '我管理的活动',
          `<section class="card" aria-labelledby="list-title"><h2 id="list-title">我管理的活动</h2>
<div class="table-wrap"><table>
<thead><tr><th scope="col">活动</th><th scope="col">所属</th><th scope="col">活动时间</th><th scope="col">报名</th><th scope="col">作品</th><th scope="col">评审完成</th><th scope="col">证书</th><th scope="col">成绩</th></tr></thead>
<tbody>
${rows}
</tbody></table></div></section>`,
          session.user,
          csrfOf(session.token),
        ),
      );
    },
  );

  app.get(
    '/contests/:id',
    {
      schema: {
        params: paramsOf({ id: schemas.id }),
        querystring: openQueryOf({ notice: schemas.text(40) }),
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (!session) return signIn(reply);
      const { id } = request.params as { id: string };
      const contest = findContest(db, id);
      if (!contest || !isContestAdmin(db, contest.id, session.user.id))
        return noAccess(reply, session);
      const { notice } = request.query as { notice?: string };
      const shown = notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null;
      const csrf = csrfOf(session.token);
      return html(
        reply,
        200,
        page(
          contest.title,
          `<p class="crumb"><a href="${MANAGEMENT_BASE}">我管理的活动</a> / ${escapeHtml(contest.title)}</p>
${shown ? `<div class="notice${shown.error ? ' error' : ''}" role="${shown.error ? 'alert' : 'status'}">${escapeHtml(shown.text)}</div>` : ''}
${contestFacts(contest)}
${enrolmentSection(contest, enrolmentsOf(db, contest.id), csrf)}
${worksSection(contest, worksOf(db, contest.id), reviewersOf(db, contest.id), csrf, fileLinks, clock())}`,
          session.user,
          csrf,
        ),
      );
    },
  );

  /** The contest of a form post, when the session may act on it; else the answer was sent. */
  function actingOn(request: FastifyRequest, reply: FastifyReply): ContestRow | null {
    const session = formSession(request);
    const { id } = request.params as { id: string };
    const contest = findContest(db, id);
    if (!session || !contest || !isContestAdmin(db, contest.id, session.user.id)) {
      void noAccess(reply, session);
      return null;
    }
    return contest;
  }

  const csrfBody = (extra: Record<string, ReturnType<typeof schemas.text>> = {}) =>
    bodyOf({ csrf: schemas.text(128), ...extra }, ['csrf', ...Object.keys(extra)]);

  for (const action of ['approve', 'reject'] as const)
    app.post(
      `/contests/:id/enrolments/:userId/${action}`,
      {
        schema: {
          params: paramsOf({ id: schemas.id, userId: schemas.id }),
          querystring: NO_QUERY,
          body: csrfBody(),
        },
      },
      async (request, reply) => {
        const contest = actingOn(request, reply);
        if (!contest) return reply;
        const { userId } = request.params as { userId: string };
        const done =
          action === 'approve'
            ? approveEnrolment(db, contest.id, userId)
            : rejectEnrolment(db, contest.id, userId);
        return back(
          reply,
          contest.id,
          done ? (action === 'approve' ? 'approved' : 'rejected') : 'enrolment-missing',
        );
      },
    );

  app.post(
    '/contests/:id/works/:workId/assign',
    {
      schema: {
        params: paramsOf({ id: schemas.id, workId: schemas.id }),
        querystring: NO_QUERY,
        body: csrfBody({ reviewer_id: schemas.id }),
      },
    },
    async (request, reply) => {
      const contest = actingOn(request, reply);
      if (!contest) return reply;
      const { workId } = request.params as { workId: string };
      const { reviewer_id: reviewerId } = request.body as { reviewer_id: string };
      const work = findWork(db, workId);
      if (!work || work.contest_id !== contest.id || work.status === 'withdrawn')
        return back(reply, contest.id, 'work-missing');
      if (!reviewersOf(db, contest.id).some((reviewer) => reviewer.id === reviewerId))
        return back(reply, contest.id, 'not-reviewer');
      if (contest.results_published_time !== null)
        return back(reply, contest.id, 'already-published');
      assignReview(db, { workId, reviewerId, now: clock() });
      return back(reply, contest.id, 'assigned');
    },
  );

  app.post(
    '/contests/:id/actions/publish',
    {
      schema: { params: paramsOf({ id: schemas.id }), querystring: NO_QUERY, body: csrfBody() },
    },
    async (request, reply) => {
      const contest = actingOn(request, reply);
      if (!contest) return reply;
      if (contest.results_published_time !== null)
        return back(reply, contest.id, 'already-published');
      const { unfinished } = publishResults(db, contest.id, clock());
      return back(reply, contest.id, unfinished > 0 ? 'unfinished' : 'published');
    },
  );

  app.post(
    '/contests/:id/works/:workId/certificate',
    {
      schema: {
        params: paramsOf({ id: schemas.id, workId: schemas.id }),
        querystring: NO_QUERY,
        body: bodyOf({ csrf: schemas.text(128), award: { type: 'string', enum: [...AWARDS] } }, [
          'csrf',
          'award',
        ]),
      },
    },
    async (request, reply) => {
      const contest = actingOn(request, reply);
      if (!contest) return reply;
      const { workId } = request.params as { workId: string };
      const { award } = request.body as { award: string };
      const work = findWork(db, workId);
      if (!work || work.contest_id !== contest.id || work.status === 'withdrawn')
        return back(reply, contest.id, 'work-missing');
      if (work.status !== 'scored') return back(reply, contest.id, 'not-scored');
      issueCertificate(db, {
        contestId: contest.id,
        workId: work.id,
        userId: work.user_id,
        award,
        now: clock(),
      });
      return back(reply, contest.id, 'issued');
    },
  );
};

function contestFacts(contest: ContestRow): string {
  const fact = (label: string, value: string) => `<div><dt>${label}</dt><dd>${value}</dd></div>`;
  return `<section class="card" aria-labelledby="contest-title"><h2 id="contest-title">${escapeHtml(contest.title)}</h2>
<dl class="facts">
${fact('活动编号', escapeHtml(contest.id))}
${fact('活动状态', String(contest.status))}
${fact('活动时间', `${dateTime(contest.begin_time)} 至 ${dateTime(contest.end_time)}`)}
${fact('报名时间', `${dateTime(contest.enroll_begin_time)} 至 ${dateTime(contest.enroll_end_time)}`)}
${fact('每人作品上限', `${contest.max_works_per_user} 件`)}
${fact('成绩', contest.results_published_time ? `已于 ${dateTime(contest.results_published_time)} 发布` : '未发布')}
</dl></section>`;
}

function actionForm(action: string, label: string, csrf: string, className = ''): string {
  return `<form method="post" action="${action}"><input type="hidden" name="csrf" value="${csrf}"><button type="submit"${className ? ` class="${className}"` : ''}>${label}</button></form>`;
}

function enrolmentSection(contest: ContestRow, entries: EnrolmentEntry[], csrf: string): string {
  const base = `${MANAGEMENT_BASE}/contests/${encodeURIComponent(contest.id)}/enrolments`;
  const rows = entries
    .map(({ user, status, create_time, form }) => {
      const name = escapeHtml(personName(user));
      const region = form.extra?.region;
      const details = [
        form.school_name ? escapeHtml(String(form.school_name)) : null,
        typeof region === 'string' && Object.hasOwn(REGION_NAMES, region)
          ? `报名赛区：${REGION_NAMES[region]}`
          : null,
      ].filter(Boolean);
      const label = ENROLMENT_STATUS[status] ?? `状态 ${status}`;
      const actions =
        status === 3
          ? ''
          : `${actionForm(`${base}/${encodeURIComponent(user.id)}/approve`, `通过 ${name}`, csrf)}${actionForm(`${base}/${encodeURIComponent(user.id)}/reject`, `驳回 ${name}`, csrf, 'danger')}`;
      return `<tr><td>${name}<div class="muted">${escapeHtml(user.account)}</div>${details.map((line) => `<div class="muted">${line}</div>`).join('')}</td><td>${dateTime(create_time)}</td>
  <td><span class="tag${status === 3 ? ' ok' : ' wait'}">${label}</span></td><td>${actions}</td></tr>`;
    })
    .join('\n');
  return `<section class="card" aria-labelledby="enrol-title"><h2 id="enrol-title">报名审核</h2>
${
  entries.length === 0
    ? '<p class="empty">暂无报名。</p>'
    : `<div class="table-wrap"><table>
<thead><tr><th scope="col">报名人</th><th scope="col">报名时间</th><th scope="col">状态</th><th scope="col">操作</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`
}</section>`;
}

function worksSection(
  contest: ContestRow,
  entries: WorkEntry[],
  reviewers: UserRow[],
  csrf: string,
  fileLinks: FileLinkSigner,
  now: number,
): string {
  const base = `${MANAGEMENT_BASE}/contests/${encodeURIComponent(contest.id)}`;
  const rows = entries
    .map(({ work, author, reviews, certificateNumber }) => {
      const reviewList = reviews.length
        ? `<ul class="reviews">${reviews
            .map(
              (review) =>
                `<li>${escapeHtml(personName(review.reviewer))}：${review.score === null ? '<span class="tag wait">待评分</span>' : `<strong>${review.score} 分</strong>${review.comment ? ` <span class="muted">${escapeHtml(review.comment)}</span>` : ''}`}</li>`,
            )
            .join('')}</ul>`
        : '<p class="muted" style="margin:0 0 4px">未分配</p>';
      const assignable = reviewers.filter(
        (reviewer) => !reviews.some((r) => r.reviewer.id === reviewer.id),
      );
      const assign =
        contest.results_published_time === null && assignable.length
          ? `<form method="post" action="${base}/works/${encodeURIComponent(work.id)}/assign"><input type="hidden" name="csrf" value="${csrf}">
  <label class="muted" for="assign-${escapeHtml(work.id)}">评审专家</label>
  <select id="assign-${escapeHtml(work.id)}" name="reviewer_id">${assignable.map((reviewer) => `<option value="${escapeHtml(reviewer.id)}">${escapeHtml(personName(reviewer))}</option>`).join('')}</select>
  <button type="submit">分配评审</button></form>`
          : '';
      const certificate = certificateNumber
        ? `<span class="tag ok">已颁发 ${escapeHtml(certificateNumber)}</span>`
        : work.status === 'scored'
          ? `<form method="post" action="${base}/works/${encodeURIComponent(work.id)}/certificate"><input type="hidden" name="csrf" value="${csrf}">
  <label class="muted" for="award-${escapeHtml(work.id)}">奖项</label>
  <select id="award-${escapeHtml(work.id)}" name="award">${AWARDS.map((award) => `<option>${award}</option>`).join('')}</select>
  <button type="submit">颁发证书</button></form>`
          : '<span class="muted">公布成绩后可颁发</span>';
      return `<tr>
  <td><a href="${escapeHtml(fileLinks.urlOf(work.id, now))}" target="_blank" rel="noopener">${escapeHtml(work.title)}</a><div class="muted">${escapeHtml(work.file_name)}</div></td>
  <td>${escapeHtml(personName(author))}</td><td>${dateTime(work.create_time)}</td>
  <td><span class="tag${work.status === 'scored' ? ' ok' : ''}">${WORK_STATUS[work.status] ?? work.status}</span>${work.score === null ? '' : ` <strong>${work.score} 分</strong>`}</td>
  <td>${reviewList}${assign}</td><td>${certificate}</td></tr>`;
    })
    .join('\n');
  const publish = contest.results_published_time
    ? `<p><span class="tag ok">成绩已于 ${dateTime(contest.results_published_time)} 发布</span></p>`
    : actionForm(`${base}/actions/publish`, '发布成绩', csrf);
  return `<section class="card" aria-labelledby="works-title"><h2 id="works-title">作品评审与成绩</h2>
${
  entries.length === 0
    ? '<p class="empty">暂无作品。</p>'
    : `<div class="table-wrap"><table>
<thead><tr><th scope="col">作品</th><th scope="col">作者</th><th scope="col">提交时间</th><th scope="col">状态</th><th scope="col">评审</th><th scope="col">证书</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`
}
<h3 style="margin-top:18px">发布成绩</h3>
<p class="muted">每件作品都已分配评审专家并全部评分后才能发布。发布后各作品的成绩为评审专家评分的平均分，参与者可在“我的作品”中看到；成绩发布后不能再更改评分。</p>
${publish}
</section>`;
}

export default contestManagementRoutes;
