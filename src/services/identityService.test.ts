import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createIdentityService, platformIdentities } from './identityService';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';

const uc = `${window.location.origin}/svc/uc`;
function memberships(total: number, offset: number, limit: number) {
  const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
    class_member_type: 'STUDENT',
    class_type: 'CLASS',
    school_id: `s${offset + i}`,
  }));
  return { total, items };
}
let membershipTotal = 20;
let saved: unknown = null;
const { requests } = startMswServer(
  http.get(`${uc}/v1.1/users/:id/identities/actions/current`, ({ params }) =>
    HttpResponse.json({ user_id: params.id, identity: saved }),
  ),
  http.get(`${uc}/v1/members/:id/classes/actions/page_query`, ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json(
      memberships(
        membershipTotal,
        Number(url.searchParams.get('$offset')),
        Number(url.searchParams.get('$limit')),
      ),
    );
  }),
  http.get(`${uc}/v1/sun_teachers/:id/schools/actions/query`, () =>
    HttpResponse.json({ items: [{ school_id: 's1' }] }),
  ),
  http.get(`${uc}/v1/teacher/profile/verify/status`, () =>
    HttpResponse.json({ code: 2, school: { school_id: 's1' } }),
  ),
);

const service = () => createIdentityService(testClient().client);

describe('identity service', () => {
  it('keeps only identities of tenant 0', () => {
    expect(
      platformIdentities([
        { identity_code: 'TEACHER', tenant_id: 0 },
        { identity_code: 'GUARDIAN', tenant_id: 5 },
        { identity_code: 'STUDENT', tenant_id: '0' },
        { tenant_id: 0 },
        null,
      ]).map((i) => i.identity_code),
    ).toEqual(['TEACHER', 'STUDENT']);
  });

  it('fetches class memberships at once when the total is at or below 20', async () => {
    membershipTotal = 20;
    expect(await service().classMemberships('u1')).toHaveLength(20);
    expect(requests).toHaveLength(1);
    expect(requests[0].url.pathname).toBe('/svc/uc/v1/members/u1/classes/actions/page_query');
    expect(requests[0].url.searchParams.get('$offset')).toBe('0');
    expect(requests[0].url.searchParams.get('$limit')).toBe('20');
  });

  it('pages on with $offset 0, 20, 40 for a total of 45', async () => {
    membershipTotal = 45;
    const items = await service().classMemberships('u1');
    expect(items).toHaveLength(45);
    expect(items[44].school_id).toBe('s44');
    expect(requests.map((r) => r.url.searchParams.get('$offset'))).toEqual(['0', '20', '40']);
  });

  it('lists sun-teacher schools and reads the verify status with user_type', async () => {
    await expect(service().sunTeacherSchools('u1')).resolves.toEqual([{ school_id: 's1' }]);
    await expect(service().teacherVerifyStatus('TEACHER')).resolves.toEqual({
      code: 2,
      school: { school_id: 's1' },
    });
    expect(requests[0].url.pathname).toBe('/svc/uc/v1/sun_teachers/u1/schools/actions/query');
    expect(requests[1].url.searchParams.get('user_type')).toBe('TEACHER');
    expect(requests.every((r) => r.headers.get('authorization') === 'Bearer test-token')).toBe(
      true,
    );
  });

  it('reads the saved identity: the item, or null before any choice', async () => {
    saved = null;
    await expect(service().savedIdentity('u1')).resolves.toBeNull();
    saved = { identity_code: 'GUARDIAN', identity_name: '家长', tenant_id: 0 };
    await expect(service().savedIdentity('u1')).resolves.toEqual(saved);
    expect(requests[0].url.pathname).toBe('/svc/uc/v1.1/users/u1/identities/actions/current');
  });
});
