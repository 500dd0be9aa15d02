/**
 * The real shared gate rule sets (site-configs/shared/gates.json) against the ledger's
 * HD-GATE rows, with the default fixtures of ledger §B5: contest C1 {status:1,
 * begin_time:T0−1d, end_time:T0+30d, enroll_setting:{begin_time:T0−1d, end_time:T0+10d}},
 * as(STUDENT), clock(T0). Messages are resolved through the real zh-CN catalogue.
 */
import { describe, expect, it } from 'vitest';
import gatesJson from '../../../site-configs/shared/gates.json';
import zhCN from '../../../site-configs/messages/zh-CN.json';
import type { Gate } from '../manifest/types';
import type { LoadableFactName } from '../facts/facts';
import { createTranslator } from '../messages/translator';
import { decideGate, isClosed } from './index';
import type { GateDecision } from './index';

const GATES = gatesJson as unknown as Record<'enroll' | 'upload' | 'myWork' | 'review', Gate>;
const t = createTranslator(zhCN as Record<string, string>, zhCN as Record<string, string>);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CHINA = 8 * 60 * MINUTE;
const T0 = Date.parse('2024-06-10T12:00:00+08:00');

/** The platform's own time format: China time with a colon-less offset. */
function platformTime(ms: number): string {
  return `${new Date(ms + CHINA).toISOString().slice(0, 23)}+0800`;
}
const at = (text: string) => Date.parse(text);

interface ContestFixture {
  contest_id: string;
  status: number;
  begin_time: string;
  end_time: string;
  enroll_setting?: {
    begin_time?: string;
    end_time?: string;
    config?: { sub_contest_id?: string; whitelist_only?: boolean };
  };
  /** The stand-in's detail of a book-review sub-contest names its writing contest. */
  parent_contest_id?: string | null;
}

function contestC1(patch: Partial<ContestFixture> = {}): ContestFixture {
  return {
    contest_id: 'C1',
    status: 1,
    begin_time: platformTime(T0 - DAY),
    end_time: platformTime(T0 + 30 * DAY),
    enroll_setting: { begin_time: platformTime(T0 - DAY), end_time: platformTime(T0 + 10 * DAY) },
    ...patch,
  };
}

const KPZY_SITE = {
  uploadRequiresVerifiedEnrolment: true,
  examUrl: 'https://exam.example/exam',
  appId: 'APP1',
};
const SXJ_SITE = { examUrl: 'https://exam.example/exam', appId: 'APP1' };

type Loadables = Partial<Record<LoadableFactName, unknown>>;

interface Case {
  row: string;
  name: string;
  gate: keyof typeof GATES;
  loggedIn?: boolean;
  now?: number;
  site?: Record<string, unknown>;
  /** Loader answers; an Error is thrown. Defaults: C1, enrolment {status:3}, limit ok. */
  load?: Loadables;
  expected: Outcome;
  ruleId: string | null;
  /** The loader calls, in order (lazy loading). */
  loads?: LoadableFactName[];
}

type Outcome =
  | { kind: 'allow' }
  | { kind: 'loginRedirect' }
  | { kind: 'confirmLogin'; text: string }
  | { kind: 'toast'; text: string }
  | { kind: 'dialog'; text: string; button: string; to: string; newWindow?: boolean }
  | { kind: 'closed'; missingFact?: string };

const DEFAULT_LOADS: Loadables = {
  contest: contestC1(),
  enrolment: { status: 3 },
  uploadLimit: { result: true },
  subEnrolment: null,
};

/** What the visitor gets: the outcome with its message resolved through zh-CN. */
function visible(decision: GateDecision): Outcome {
  const { outcome } = decision;
  if (isClosed(outcome)) {
    return outcome.missingFact
      ? { kind: 'closed', missingFact: outcome.missingFact }
      : { kind: 'closed' };
  }
  if ('allow' in outcome) return { kind: 'allow' };
  if ('loginRedirect' in outcome) return { kind: 'loginRedirect' };
  if ('confirmLogin' in outcome) return { kind: 'confirmLogin', text: t(outcome.confirmLogin) };
  if ('toast' in outcome) return { kind: 'toast', text: t(outcome.toast, decision.params) };
  if ('dialog' in outcome) {
    const { message, button } = outcome.dialog;
    return {
      kind: 'dialog',
      text: t(message),
      button: t(button.label),
      to: button.to as string,
      ...(button.newWindow !== undefined ? { newWindow: button.newWindow } : {}),
    };
  }
  throw new Error(`unexpected outcome ${JSON.stringify(outcome)}`);
}

async function run(testCase: Case) {
  const values = { ...DEFAULT_LOADS, ...testCase.load };
  const calls: LoadableFactName[] = [];
  const decision = await decideGate(GATES[testCase.gate], {
    facts: {
      loggedIn: testCase.loggedIn ?? true,
      now: testCase.now ?? T0,
      roles: ['STUDENT'],
      role: 'STUDENT',
      contestId: 'C1',
      site: testCase.site ?? {},
    },
    load: async (name) => {
      calls.push(name);
      const value = values[name];
      if (value instanceof Error) throw value;
      return value;
    },
  });
  return { decision, calls };
}

const NOT_STARTED = '活动暂未开始，敬请期待';
const ENROL_CLOSED = '当前报名已截止，暂时无法报名';
const UPLOAD_CLOSED = '当前上传时间已截止，暂时无法上传';
const PENDING = '请等待审核通过后再进行操作';
const ALLOW: Outcome = { kind: 'allow' };
const toast = (text: string): Outcome => ({ kind: 'toast', text });

const ENROL_BEGIN_0701 = contestC1({
  enroll_setting: {
    begin_time: '2024-07-01T00:00:00.000+0800',
    end_time: '2024-07-20T00:00:00.000+0800',
  },
});

const ENROLL_CASES: Case[] = [
  {
    row: '01',
    name: 'logged out: confirm, and no contest request',
    gate: 'enroll',
    loggedIn: false,
    expected: { kind: 'confirmLogin', text: '需要登录才可以报名，是否登录？' },
    ruleId: 'enroll.loggedOut',
    loads: [],
  },
  {
    row: 'A-47',
    name: 'a whitelist-restricted contest, visitor not on the list (A-47): no access',
    gate: 'enroll',
    load: {
      contest: contestC1({ enroll_setting: { config: { whitelist_only: true } } }),
      whitelisted: false,
    },
    expected: toast('抱歉，您暂无访问权限'),
    ruleId: 'enroll.notWhitelisted',
    loads: ['contest', 'whitelisted'],
  },
  {
    row: 'A-47',
    name: 'a whitelist-restricted contest, visitor on the list: the other checks decide',
    gate: 'enroll',
    load: {
      contest: contestC1({ enroll_setting: { config: { whitelist_only: true } } }),
      whitelisted: true,
    },
    expected: ALLOW,
    ruleId: 'enroll.open',
  },
  {
    row: '03',
    name: 'contest does not exist',
    gate: 'enroll',
    load: { contest: null },
    expected: toast(NOT_STARTED),
    ruleId: 'enroll.contestNotStarted',
    loads: ['contest'],
  },
  {
    row: '04',
    name: 'contest status 0',
    gate: 'enroll',
    load: { contest: contestC1({ status: 0, begin_time: platformTime(T0 + DAY) }) },
    expected: toast(NOT_STARTED),
    ruleId: 'enroll.contestNotStarted',
  },
  {
    row: '05',
    name: 'before the contest begin_time: its date, zero-padded',
    gate: 'enroll',
    load: { contest: contestC1({ begin_time: '2024-06-15T09:00:00.000+0800' }) },
    expected: toast('活动06月15日正式开始，敬请期待'),
    ruleId: 'enroll.beforeBegin',
    loads: ['contest'],
  },
  {
    row: '06',
    name: 'contest begun, before enroll_setting.begin_time: the later date (A-39)',
    gate: 'enroll',
    load: { contest: ENROL_BEGIN_0701 },
    expected: toast('活动07月01日正式开始，敬请期待'),
    ruleId: 'enroll.beforeBegin',
  },
  {
    row: '06',
    name: 'both begin times ahead: the later one, even when it is the contest begin_time',
    gate: 'enroll',
    load: {
      contest: contestC1({
        begin_time: '2024-06-20T08:00:00+08:00',
        enroll_setting: { begin_time: '2024-06-15T09:00:00+08:00' },
      }),
    },
    expected: toast('活动06月20日正式开始，敬请期待'),
    ruleId: 'enroll.beforeBegin',
  },
  {
    row: '06',
    name: 'a contest without enroll_setting is not a missing fact',
    gate: 'enroll',
    load: {
      contest: contestC1({ begin_time: '2024-09-01T10:00:00.000+0800', enroll_setting: undefined }),
    },
    expected: toast('活动09月01日正式开始，敬请期待'),
    ruleId: 'enroll.beforeBegin',
  },
  {
    row: '07',
    name: 'after the enrol end time',
    gate: 'enroll',
    load: {
      contest: contestC1({
        enroll_setting: { begin_time: platformTime(T0 - DAY), end_time: platformTime(T0 - MINUTE) },
      }),
    },
    expected: toast(ENROL_CLOSED),
    ruleId: 'enroll.closed',
  },
  {
    row: '08',
    name: 'after the contest end time, enrol end still ahead',
    gate: 'enroll',
    load: { contest: contestC1({ end_time: platformTime(T0 - MINUTE) }) },
    expected: toast(ENROL_CLOSED),
    ruleId: 'enroll.closed',
  },
  {
    row: '08',
    name: 'after the contest end time, no enroll_setting',
    gate: 'enroll',
    load: {
      contest: contestC1({ end_time: platformTime(T0 - MINUTE), enroll_setting: undefined }),
    },
    expected: toast(ENROL_CLOSED),
    ruleId: 'enroll.closed',
  },
  {
    row: '09',
    name: 'all checks pass: allow, and only the contest was loaded',
    gate: 'enroll',
    expected: ALLOW,
    ruleId: 'enroll.open',
    loads: ['contest'],
  },
  {
    row: '10',
    name: 'exactly at the begin time: allowed',
    gate: 'enroll',
    now: T0 - DAY,
    expected: ALLOW,
    ruleId: 'enroll.open',
  },
  {
    row: '10',
    name: '1 ms before the begin time: not yet',
    gate: 'enroll',
    now: T0 - DAY - 1,
    expected: toast('活动06月09日正式开始，敬请期待'),
    ruleId: 'enroll.beforeBegin',
  },
  {
    row: '10',
    name: 'exactly at the later (enrol) begin time: allowed',
    gate: 'enroll',
    load: { contest: ENROL_BEGIN_0701 },
    now: at('2024-07-01T00:00:00+08:00'),
    expected: ALLOW,
    ruleId: 'enroll.open',
  },
  {
    row: '10',
    name: 'exactly at the enrol end time: allowed',
    gate: 'enroll',
    now: T0 + 10 * DAY,
    expected: ALLOW,
    ruleId: 'enroll.open',
  },
  {
    row: '10',
    name: 'enrol end time + 1 ms: closed',
    gate: 'enroll',
    now: T0 + 10 * DAY + 1,
    expected: toast(ENROL_CLOSED),
    ruleId: 'enroll.closed',
  },
  {
    row: '10',
    name: 'exactly at the contest end time (no enroll_setting): allowed; +1 ms closed',
    gate: 'enroll',
    load: { contest: contestC1({ enroll_setting: undefined }) },
    now: T0 + 30 * DAY,
    expected: ALLOW,
    ruleId: 'enroll.open',
  },
  {
    row: '10',
    name: 'contest end time + 1 ms (no enroll_setting): closed',
    gate: 'enroll',
    load: { contest: contestC1({ enroll_setting: undefined }) },
    now: T0 + 30 * DAY + 1,
    expected: toast(ENROL_CLOSED),
    ruleId: 'enroll.closed',
  },
  {
    row: 'A-41',
    name: 'logged out wins over a missing contest',
    gate: 'enroll',
    loggedIn: false,
    load: { contest: null },
    expected: { kind: 'confirmLogin', text: '需要登录才可以报名，是否登录？' },
    ruleId: 'enroll.loggedOut',
    loads: [],
  },
  {
    row: 'closed',
    name: 'the contest request fails: closed, never allowed',
    gate: 'enroll',
    load: { contest: new Error('503') },
    expected: { kind: 'closed', missingFact: 'contest' },
    ruleId: 'enroll.contestNotStarted',
  },
];

const UPLOAD_CASES: Case[] = [
  {
    row: '11',
    name: 'logged out: confirm, no request',
    gate: 'upload',
    loggedIn: false,
    expected: { kind: 'confirmLogin', text: '需要登录才可以上传，是否登录？' },
    ruleId: 'upload.loggedOut',
    loads: [],
  },
  {
    row: 'A-41',
    name: 'contest missing',
    gate: 'upload',
    load: { contest: null },
    expected: toast(NOT_STARTED),
    ruleId: 'upload.contestNotStarted',
    loads: ['contest'],
  },
  {
    row: 'A-41',
    name: 'contest status 0',
    gate: 'upload',
    load: { contest: contestC1({ status: 0 }) },
    expected: toast(NOT_STARTED),
    ruleId: 'upload.contestNotStarted',
  },
  {
    row: '12',
    name: 'before the contest begin_time: its date; no enrolment request',
    gate: 'upload',
    load: {
      contest: contestC1({
        begin_time: '2024-09-01T10:00:00.000+0800',
        end_time: '2024-10-01T10:00:00.000+0800',
      }),
    },
    expected: toast('活动09月01日正式开始，敬请期待'),
    ruleId: 'upload.beforeBegin',
    loads: ['contest'],
  },
  {
    row: '12',
    name: 'upload ignores the enrol begin time (A-40)',
    gate: 'upload',
    load: { contest: ENROL_BEGIN_0701 },
    expected: ALLOW,
    ruleId: 'upload.open',
  },
  {
    row: '13',
    name: 'after the contest end time',
    gate: 'upload',
    load: { contest: contestC1({ end_time: platformTime(T0 - MINUTE) }) },
    expected: toast(UPLOAD_CLOSED),
    ruleId: 'upload.afterEnd',
    loads: ['contest'],
  },
  {
    row: '13',
    name: 'upload ignores the enrol end time (A-40)',
    gate: 'upload',
    now: T0 + 20 * DAY,
    expected: ALLOW,
    ruleId: 'upload.open',
  },
  {
    row: '13',
    name: 'exactly at the contest begin time: allowed',
    gate: 'upload',
    now: T0 - DAY,
    expected: ALLOW,
    ruleId: 'upload.open',
  },
  {
    row: '13',
    name: 'exactly at the contest end time: allowed',
    gate: 'upload',
    now: T0 + 30 * DAY,
    expected: ALLOW,
    ruleId: 'upload.open',
  },
  {
    row: '13',
    name: 'contest end time + 1 ms: closed',
    gate: 'upload',
    now: T0 + 30 * DAY + 1,
    expected: toast(UPLOAD_CLOSED),
    ruleId: 'upload.afterEnd',
  },
  {
    row: '14',
    name: 'no enrolment',
    gate: 'upload',
    load: { enrolment: null },
    expected: toast('请先进行活动报名'),
    ruleId: 'upload.noEnrolment',
    loads: ['contest', 'enrolment'],
  },
  {
    row: '15',
    name: 'enrolment status 0: awaiting approval',
    gate: 'upload',
    load: { enrolment: { status: 0 } },
    expected: toast(PENDING),
    ruleId: 'upload.enrolmentPending',
  },
  {
    row: '15',
    name: 'enrolment status 1 counts as awaiting too (A-43)',
    gate: 'upload',
    load: { enrolment: { status: 1 } },
    expected: toast(PENDING),
    ruleId: 'upload.enrolmentPending',
  },
  {
    row: '16',
    name: 'kpzy: status 2 needs admin approval (A-42)',
    gate: 'upload',
    site: KPZY_SITE,
    load: { enrolment: { status: 2 } },
    expected: toast('需要管理员审核确认后才能上传作品'),
    ruleId: 'upload.needsApproval',
    loads: ['contest', 'enrolment'],
  },
  {
    row: '16',
    name: 'kpzy: status 3 proceeds',
    gate: 'upload',
    site: KPZY_SITE,
    load: { enrolment: { status: 3 } },
    expected: ALLOW,
    ruleId: 'upload.open',
  },
  {
    row: '17',
    name: 'outside kpzy: status 2 goes on to the upload-limit check',
    gate: 'upload',
    site: SXJ_SITE,
    load: { enrolment: { status: 2 } },
    expected: ALLOW,
    ruleId: 'upload.open',
    loads: ['contest', 'enrolment', 'uploadLimit'],
  },
  {
    row: '18',
    name: 'upload limit code 1',
    gate: 'upload',
    load: { uploadLimit: { result: false, code: 1 } },
    expected: toast('上传已结束'),
    ruleId: 'upload.ended',
  },
  {
    row: '19',
    name: 'upload limit code 2',
    gate: 'upload',
    load: { uploadLimit: { result: false, code: 2 } },
    expected: toast('您已到达提交上限，如有需要请撤回已提交作品后重试或联系管理员确认'),
    ruleId: 'upload.limitReached',
  },
  {
    row: '20',
    name: 'upload limit result true: allow',
    gate: 'upload',
    expected: ALLOW,
    ruleId: 'upload.open',
    loads: ['contest', 'enrolment', 'uploadLimit'],
  },
  {
    row: '20',
    name: 'upload limit result false without a code: closed',
    gate: 'upload',
    load: { uploadLimit: { result: false } },
    expected: { kind: 'closed' },
    ruleId: null,
  },
  {
    row: '20',
    name: 'upload limit request fails: closed',
    gate: 'upload',
    load: { uploadLimit: new Error('timeout') },
    expected: { kind: 'closed', missingFact: 'uploadLimit.result' },
    ruleId: 'upload.open',
  },
  {
    row: '21',
    name: 'online exam not taken: dialog with 前往测评 to the exam page (HD-GATE-22 link)',
    gate: 'upload',
    site: SXJ_SITE,
    load: { enrolment: { status: 3, online_exam_id: 'E1', exam_highest_score: null } },
    expected: {
      kind: 'dialog',
      text: '作品上传前请先进行测评',
      button: '前往测评',
      to: 'https://exam.example/exam?online_exam_id=E1&sdp-app-id=APP1&sso=false',
      newWindow: true,
    },
    ruleId: 'upload.examRequired',
    loads: ['contest', 'enrolment'],
  },
  {
    row: '21',
    name: 'the exam comes before the book review (A-41)',
    gate: 'upload',
    load: {
      contest: contestC1({ enroll_setting: { config: { sub_contest_id: 'S1' } } }),
      enrolment: { status: 3, online_exam_id: 'E1' },
    },
    expected: expect.objectContaining({
      kind: 'dialog',
      text: '作品上传前请先进行测评',
    }) as Outcome,
    ruleId: 'upload.examRequired',
    loads: ['contest', 'enrolment'],
  },
  {
    row: '23',
    name: 'exam taken (a score exists): the flow continues',
    gate: 'upload',
    load: { enrolment: { status: 3, online_exam_id: 'E1', exam_highest_score: 80 } },
    expected: ALLOW,
    ruleId: 'upload.open',
  },
  {
    row: '23',
    name: 'a score of 0 is still a score',
    gate: 'upload',
    load: { enrolment: { status: 3, online_exam_id: 'E1', exam_highest_score: 0 } },
    expected: ALLOW,
    ruleId: 'upload.open',
  },
  {
    row: '24',
    name: 'book review not uploaded: dialog with 上传书评 to the sub-contest upload (HD-GATE-25)',
    gate: 'upload',
    load: { contest: contestC1({ enroll_setting: { config: { sub_contest_id: 'S1' } } }) },
    expected: {
      kind: 'dialog',
      text: '需上传书评并由管理员审核确认后才能上传作品',
      button: '上传书评',
      to: 'contest/S1/upload',
    },
    ruleId: 'upload.bookReviewRequired',
    loads: ['contest', 'enrolment', 'subEnrolment'],
  },
  {
    row: '26',
    name: 'book review awaiting approval',
    gate: 'upload',
    load: {
      contest: contestC1({ enroll_setting: { config: { sub_contest_id: 'S1' } } }),
      subEnrolment: { status: 1 },
    },
    expected: toast('书评需要管理员审核确认后才能上传作品'),
    ruleId: 'upload.bookReviewPending',
  },
  {
    row: '27',
    name: 'book review approved and limit ok: allow',
    gate: 'upload',
    load: {
      contest: contestC1({ enroll_setting: { config: { sub_contest_id: 'S1' } } }),
      subEnrolment: { status: 3 },
    },
    expected: ALLOW,
    ruleId: 'upload.open',
    loads: ['contest', 'enrolment', 'subEnrolment', 'uploadLimit'],
  },
  {
    row: '27',
    name: 'book review approved, but the upload limit still applies',
    gate: 'upload',
    load: {
      contest: contestC1({ enroll_setting: { config: { sub_contest_id: 'S1' } } }),
      subEnrolment: { status: 3 },
      uploadLimit: { result: false, code: 2 },
    },
    expected: toast('您已到达提交上限，如有需要请撤回已提交作品后重试或联系管理员确认'),
    ruleId: 'upload.limitReached',
  },
  {
    row: '25',
    name: 'the book review itself (sub-contest S1 of W1): no enrolment in W1 → 请先进行活动报名',
    gate: 'upload',
    load: {
      contest: contestC1({ parent_contest_id: 'W1' }),
      parentEnrolment: null,
      enrolment: null,
    },
    expected: toast('请先进行活动报名'),
    ruleId: 'upload.bookReview.noParentEnrolment',
    loads: ['contest', 'parentEnrolment'],
  },
  {
    row: '25',
    name: 'the book review: the W1 enrolment awaits approval',
    gate: 'upload',
    load: { contest: contestC1({ parent_contest_id: 'W1' }), parentEnrolment: { status: 0 } },
    expected: toast(PENDING),
    ruleId: 'upload.bookReview.parentPending',
  },
  {
    row: '25',
    name: 'the book review: a W1 participant uploads it with no enrolment of S1 yet',
    gate: 'upload',
    load: {
      contest: contestC1({ parent_contest_id: 'W1' }),
      parentEnrolment: { status: 3 },
      enrolment: null,
    },
    expected: ALLOW,
    ruleId: 'upload.open',
  },
  {
    row: '25',
    name: 'the book review: one review each (the sub-contest limit)',
    gate: 'upload',
    load: {
      contest: contestC1({ parent_contest_id: 'W1' }),
      parentEnrolment: { status: 2 },
      enrolment: { status: 0 },
      uploadLimit: { result: false, code: 2 },
    },
    expected: toast('您已到达提交上限，如有需要请撤回已提交作品后重试或联系管理员确认'),
    ruleId: 'upload.limitReached',
  },
];

const MY_WORK_CASES: Case[] = [
  {
    row: '28',
    name: 'logged out: the login prompt, no request',
    gate: 'myWork',
    loggedIn: false,
    expected: { kind: 'confirmLogin', text: '需要登录才可以查看，是否登录？' },
    ruleId: 'myWork.loggedOut',
    loads: [],
  },
  {
    row: '28',
    name: 'empty enrolment record',
    gate: 'myWork',
    load: { enrolment: null },
    expected: toast('请先进行活动报名~'),
    ruleId: 'myWork.noValidEnrolment',
    // The contest is read first: a book-review sub-contest opens to the writing contest's
    // participants.
    loads: ['contest', 'enrolment'],
  },
  {
    row: '29',
    name: 'enrolment status 2',
    gate: 'myWork',
    load: { enrolment: { status: 2 } },
    expected: toast('请先进行活动报名~'),
    ruleId: 'myWork.noValidEnrolment',
  },
  {
    row: '30',
    name: 'enrolment status 3: open',
    gate: 'myWork',
    load: { enrolment: { status: 3 } },
    expected: ALLOW,
    ruleId: 'myWork.open',
    loads: ['contest', 'enrolment'],
  },
  {
    row: '30',
    name: 'a book review (sub-contest): open to a valid enrolment of the writing contest',
    gate: 'myWork',
    load: {
      contest: contestC1({ parent_contest_id: 'W1' }),
      enrolment: { status: 0 },
      parentEnrolment: { status: 3 },
    },
    expected: ALLOW,
    ruleId: 'myWork.bookReview',
    loads: ['contest', 'parentEnrolment'],
  },
];

const REVIEW_CASES: Case[] = [
  {
    row: '31',
    name: 'before the contest start',
    gate: 'review',
    load: { contest: contestC1({ begin_time: platformTime(T0 + DAY) }) },
    expected: toast('暂未开放，敬请期待'),
    ruleId: 'review.notOpen',
  },
  {
    row: '31',
    name: 'no contest',
    gate: 'review',
    load: { contest: null },
    expected: toast('暂未开放，敬请期待'),
    ruleId: 'review.notOpen',
  },
  {
    row: '32',
    name: 'logged out: login redirect, no request (A-46)',
    gate: 'review',
    loggedIn: false,
    expected: { kind: 'loginRedirect' },
    ruleId: 'review.loggedOut',
    loads: [],
  },
  {
    row: '32',
    name: 'logged in after the start: open',
    gate: 'review',
    expected: ALLOW,
    ruleId: 'review.open',
    loads: ['contest'],
  },
  {
    row: '32',
    name: 'exactly at the start: open',
    gate: 'review',
    now: T0 - DAY,
    expected: ALLOW,
    ruleId: 'review.open',
  },
];

describe('shared gates: rule order', () => {
  it.each([
    [
      'enroll',
      [
        'enroll.loggedOut',
        'enroll.contestNotStarted',
        'enroll.notWhitelisted',
        'enroll.beforeBegin',
        'enroll.closed',
        'enroll.open',
      ],
    ],
    [
      'upload',
      [
        'upload.loggedOut',
        'upload.contestNotStarted',
        'upload.beforeBegin',
        'upload.afterEnd',
        'upload.bookReview.noParentEnrolment',
        'upload.bookReview.parentPending',
        'upload.noEnrolment',
        'upload.enrolmentPending',
        'upload.needsApproval',
        'upload.examRequired',
        'upload.bookReviewRequired',
        'upload.bookReviewPending',
        'upload.ended',
        'upload.limitReached',
        'upload.open',
      ],
    ],
    ['myWork', ['myWork.loggedOut', 'myWork.bookReview', 'myWork.noValidEnrolment', 'myWork.open']],
    ['review', ['review.loggedOut', 'review.notOpen', 'review.open']],
  ] as const)('%s', (name, ids) => {
    expect(GATES[name].rules.map((rule) => rule.id)).toEqual(ids);
  });
});

describe.each([
  ['enroll (HD-GATE-01..10)', ENROLL_CASES],
  ['upload (HD-GATE-11..27)', UPLOAD_CASES],
  ['myWork (HD-GATE-28..30)', MY_WORK_CASES],
  ['review (HD-GATE-31/32)', REVIEW_CASES],
])('shared gate %s', (_title, cases) => {
  it.each(cases)('HD-GATE-$row: $name', async (testCase) => {
    const { decision, calls } = await run(testCase);
    expect(visible(decision)).toEqual(testCase.expected);
    expect(decision.ruleId ?? null).toBe(testCase.ruleId);
    if (testCase.ruleId !== null) {
      const index = GATES[testCase.gate].rules.findIndex((rule) => rule.id === testCase.ruleId);
      expect(decision.decidedBy).toBe(index);
    }
    if (testCase.loads) expect(calls).toEqual(testCase.loads);
    expect(new Set(calls).size).toBe(calls.length);
  });
});

describe('every row the shared gates can express is covered', () => {
  it('rows 01, 03–21, 23–32', () => {
    const rows = new Set(
      [...ENROLL_CASES, ...UPLOAD_CASES, ...MY_WORK_CASES, ...REVIEW_CASES].map((c) => c.row),
    );
    const expected = [
      '01',
      ...Array.from({ length: 19 }, (_, i) => String(i + 3).padStart(2, '0')),
      ...Array.from({ length: 10 }, (_, i) => String(i + 23)),
    ].filter((row) => row !== '22' && row !== '25');
    expect(expected.filter((row) => !rows.has(row))).toEqual([]);
  });

  it('the trace of an allowed upload names every rule in order and what it read', async () => {
    const { decision } = await run({
      row: '20',
      name: 'trace',
      gate: 'upload',
      expected: ALLOW,
      ruleId: 'upload.open',
    });
    expect(decision.trace.map((entry) => [entry.id, entry.matched])).toEqual(
      GATES.upload.rules.map((rule) => [rule.id, rule.id === 'upload.open']),
    );
    const readsOf = (id: string) => decision.trace.find((entry) => entry.id === id)?.reads;
    const notABookReview = {
      path: 'contest.parent_contest_id',
      value: null,
      missing: true,
      defaulted: true,
    };
    expect(readsOf('upload.enrolmentPending')).toEqual([
      notABookReview,
      { path: 'enrolment.status', value: 3, missing: false },
    ]);
    expect(readsOf('upload.needsApproval')).toEqual([
      notABookReview,
      { path: 'enrolment.status', value: 3, missing: false },
    ]);
  });
});
