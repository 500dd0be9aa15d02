/**
 * Carrier (a), what users write: payloads sent through the stand-in's own write endpoints, the
 * way a hostile user would, each shown back by a page the XSS family visits signed in as
 * `teacher` (server/README.md lists the endpoints):
 * - the profile (`PUT {uc}/v1/users/u-teacher/profile`): the /user page's profile form;
 * - live comments (`POST {course}/v1/live_activities/live-yuwen-shici/comments`): the live room
 *   `/publicLive/live-yuwen-shici`;
 * - course work submissions (`POST {course}/v1/courses/:courseId/works/:workId/submissions`):
 *   the work pages `…/courseDetail/work`;
 * - training work mark comments (`POST {course}/v1/training_works/:workId/actions/mark`, by the
 *   reviewer `academic`): `/training/workDetail?workId=…` of the author;
 * - product feedback (`POST {feedback}/v1/feedbacks`): stored only, no page shows it.
 * A write the endpoint refuses counts as held (refused on the way in).
 */
import {
  LINK_PAYLOAD_INDEXES,
  PAYLOAD_SLOTS,
  TEXT_PAYLOAD_INDEXES,
  XSS_PAYLOADS,
  markerId,
} from './payloads';
import type { Carrier, CarrierLedger } from './carriers';

const PASSWORD = 'Demo@2026';

/** Signs in through the stand-in's SSO form and exchanges the ticket: a Bearer token. */
export async function accessToken(baseUrl: string, account: string): Promise<string> {
  const login = await fetch(`${baseUrl}/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: PASSWORD, redirect_uri: '/' }).toString(),
    redirect: 'manual',
  });
  const location = login.headers.get('location') ?? '';
  const ticket = new URL(location, baseUrl).searchParams.get('ticket');
  if (!ticket) throw new Error(`sign-in of ${account} answered ${login.status} without a ticket`);
  const exchange = await fetch(`${baseUrl}/svc/uc/v1.1/sso/tickets/actions/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket }),
  });
  const answer = (await exchange.json()) as { access_token?: string };
  if (!answer.access_token) throw new Error(`ticket exchange for ${account}: ${exchange.status}`);
  return answer.access_token;
}

/**
 * Packs payloads (by index, in rotated order) into values of at most `maxLength` characters:
 * as many values as it takes to send every payload once, or at most `maxValues` (a field a
 * user holds once): payloads that do not fit are not sent, and not counted as tried.
 */
function pack(
  ledger: CarrierLedger,
  carrier: Carrier,
  candidates: readonly number[],
  maxLength: number,
  maxValues = Number.POSITIVE_INFINITY,
): { value: string; ids: number[] }[] {
  const start = ledger.nextOffset() % candidates.length;
  const values: { value: string; ids: number[] }[] = [];
  let current: { value: string; ids: number[] } = { value: '', ids: [] };
  for (let i = 0; i < candidates.length; i++) {
    const payloadIndex = candidates[(start + i) % candidates.length];
    const id = markerId(carrier.index, payloadIndex);
    const text = XSS_PAYLOADS[payloadIndex].make(id);
    const joined = current.value ? `${current.value} ${text}` : text;
    if (joined.length <= maxLength || !current.value) {
      current = { value: joined, ids: [...current.ids, id] };
      continue;
    }
    values.push(current);
    if (values.length >= maxValues) break;
    current = { value: text, ids: [id] };
  }
  if (current.value && values.length < maxValues) values.push(current);
  for (const { ids } of values) for (const id of ids) ledger.inject(carrier, id % PAYLOAD_SLOTS);
  return values;
}

interface Sent {
  ok: boolean;
  status: number;
  message: string;
}

async function send(
  baseUrl: string,
  method: string,
  path: string,
  token: string | null,
  body: unknown,
): Promise<Sent> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'sdp-app-id': 'local-app-id',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { ok: response.ok, status: response.status, message: text.slice(0, 120) };
}

export interface UserWriteSummary {
  accepted: number;
  refused: number;
}

export async function writeAsUsers(
  baseUrl: string,
  ledger: CarrierLedger,
): Promise<UserWriteSummary> {
  const teacher = await accessToken(baseUrl, 'teacher');
  const academic = await accessToken(baseUrl, 'academic');
  const summary: UserWriteSummary = { accepted: 0, refused: 0 };
  const account = (sent: Sent, ids: number[]) => {
    if (sent.ok) summary.accepted += ids.length;
    else {
      summary.refused += ids.length;
      for (const id of ids) ledger.refuse(id, `${sent.status} ${sent.message}`);
    }
  };

  // The profile: one record per user, every free-text field ≤ 128 characters.
  const profileFields = [
    'school_name',
    'grade_section',
    'subject',
    'job_title',
    'honour',
    'national',
    'degree',
    'political_status',
    'info_tech_skill',
    'student_type',
    'major',
    'graduation_year',
  ];
  const profile: Record<string, string> = {};
  const profileIds: number[] = [];
  for (const field of profileFields) {
    // One profile per user: one value per field.
    const [first] = pack(
      ledger,
      ledger.add('api', `profile.${field}`),
      TEXT_PAYLOAD_INDEXES,
      128,
      1,
    );
    profile[field] = first.value;
    profileIds.push(...first.ids);
  }
  account(
    await send(baseUrl, 'PUT', '/svc/uc/v1/users/u-teacher/profile', teacher, profile),
    profileIds,
  );

  // Live comments (200 characters each), in the room the family visits.
  const comments = ledger.add('api', 'live comment');
  for (const { value, ids } of pack(ledger, comments, TEXT_PAYLOAD_INDEXES, 200))
    account(
      await send(
        baseUrl,
        'POST',
        '/svc/course/v1/live_activities/live-yuwen-shici/comments',
        teacher,
        { content: value },
      ),
      ids,
    );

  // Course work submissions: one per work and user (10–2000 characters).
  const works = [
    ['course-tt-szsy', 'work-szsy-1'],
    ['course-sport-tiaosheng', 'work-tiaosheng-1'],
    ['course-art-shuimo', 'work-shuimo-1'],
  ];
  const submissions = pack(
    ledger,
    ledger.add('api', 'course work submission'),
    TEXT_PAYLOAD_INDEXES,
    1900,
  );
  for (const [index, { value, ids }] of submissions.entries()) {
    const [courseId, workId] = works[index % works.length];
    account(
      await send(
        baseUrl,
        'POST',
        `/svc/course/v1/courses/${courseId}/works/${workId}/submissions`,
        teacher,
        { content: value },
      ),
      ids,
    );
  }

  // Training work marks by the reviewer (comment ≤ 500): one comment per work stays.
  const markedWorks = ['work-summer-zhangsan', 'work-summer-zhouhua'];
  const markCarrier = ledger.add('api', 'training work mark comment');
  const marks = pack(ledger, markCarrier, TEXT_PAYLOAD_INDEXES, 500, markedWorks.length);
  for (const [index, { value, ids }] of marks.entries()) {
    account(
      await send(
        baseUrl,
        'POST',
        `/svc/course/v1/training_works/${markedWorks[index]}/actions/mark`,
        academic,
        { score: 88, comment: value },
      ),
      ids,
    );
  }

  // Product feedback: content (≤ 500), contact (≤ 100) and the page it was sent from.
  const feedbackContent = ledger.add('api', 'feedback.content');
  for (const { value, ids } of pack(ledger, feedbackContent, TEXT_PAYLOAD_INDEXES, 500))
    account(
      await send(baseUrl, 'POST', '/svc/feedback/v1/feedbacks', teacher, {
        type: 'suggestion',
        content: value,
      }),
      ids,
    );
  const feedbackPage = ledger.add('api', 'feedback.page');
  for (const payloadIndex of LINK_PAYLOAD_INDEXES) {
    const id = ledger.inject(feedbackPage, payloadIndex);
    account(
      await send(baseUrl, 'POST', '/svc/feedback/v1/feedbacks', teacher, {
        type: 'suggestion',
        content: '页面链接反馈内容',
        page: XSS_PAYLOADS[payloadIndex].make(id),
      }),
      [id],
    );
  }
  return summary;
}
