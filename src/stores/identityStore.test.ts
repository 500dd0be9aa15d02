import { describe, expect, it, vi } from 'vitest';
import { observable, runInAction } from 'mobx';
import { http, HttpResponse } from 'msw';
import zhCN from '../../site-configs/messages/zh-CN.json';
import { createTranslator, type MessageCatalogue } from '../runtime/messages/translator';
import type { RoleCode } from '../lib/roles';
import { createIdentityService } from '../services/identityService';
import { MemoryStorage, testClient, testEnv } from '../services/testing/fakes';
import { startMswServer } from '../services/testing/msw';
import { createUserCentreService } from '../services/userCentreService';
import { identitiesStorageKey } from './identityCache';
import { createIdentityStore, type IdentitySession } from './identityStore';
import { FIRST_LOGIN_STORAGE_KEY } from './sessionStore';

const uc = `${window.location.origin}/svc/uc`;
let serverRoles: string[] = ['TEACHER'];
const { server, requests } = startMswServer(
  http.get(`${uc}/v1.1/users/:id/roles`, () =>
    HttpResponse.json(serverRoles.map((role_code) => ({ role_code }))),
  ),
  http.post(`${uc}/v1.1/users/:id/identities`, () => HttpResponse.json({ success: true })),
  http.get(`${uc}/v1.1/users/:id/identities`, () =>
    HttpResponse.json([
      { identity_code: 'TEACHER', identity_name: '教师', tenant_id: 0 },
      { identity_code: 'GUARDIAN', identity_name: '家长', tenant_id: 5 },
    ]),
  ),
  http.post(`${uc}/v1.1/identities/actions/save`, () => HttpResponse.json({ success: true })),
  http.get(`${uc}/v1/teacher/profile/verify/status`, () =>
    HttpResponse.json({ code: 2, school: { school_id: 's1', school_name: '一中' } }),
  ),
);

const t = createTranslator(zhCN as MessageCatalogue, zhCN as MessageCatalogue);

function fakeSession(role: RoleCode | null, roles: RoleCode[], userId: string | null = 'u1') {
  const applied: [RoleCode[], RoleCode | null][] = [];
  const session: IdentitySession = {
    loggedIn: userId !== null,
    user: userId ? { user_id: userId } : null,
    role,
    roles,
    roleChosen: false,
    applyRoles(nextRoles, nextRole) {
      applied.push([nextRoles, nextRole]);
      session.roles = nextRoles;
      session.role = nextRole;
    },
  };
  return { session, applied };
}

function setup(role: RoleCode | null, roles: RoleCode[], storage = new MemoryStorage()) {
  serverRoles = roles;
  const { client } = testClient();
  const { session, applied } = fakeSession(role, roles);
  const store = createIdentityStore({
    session,
    userCentre: createUserCentreService(client, testEnv()),
    identity: createIdentityService(client),
    storage,
    t,
  });
  return { store, session, applied, storage };
}

const calls = () => requests.map((r) => `${r.method} ${r.url.pathname}`);

describe('dialog data', () => {
  it('exposes the switch and first-dialog choices of roleSwitch.ts', () => {
    const { store } = setup('GUARDIAN', ['GUARDIAN', 'SOCIAL_LEARNER']);
    expect(store.canOpenSwitch).toBe(true);
    expect(store.switchChoices).toEqual([
      'TEACHER',
      'GUARDIAN',
      'ACADEMIC_STAFF',
      'ELECTRIC_TEACHER',
      'EDU_ADMIN',
      'SOCIAL_LEARNER',
    ]);
    expect(store.firstDialogChoices).toEqual(['GUARDIAN', 'SOCIAL_LEARNER']);
    expect(setup('STUDENT', ['STUDENT']).store.canOpenSwitch).toBe(false);
  });

  it('asks for complete information only for a user without roles outside /hd', () => {
    const { store } = setup(null, []);
    expect(store.needsCompleteInformation({ embeddedApp: false, pathname: '/' })).toBe(true);
    expect(store.needsCompleteInformation({ embeddedApp: false, pathname: '/hd/kpzy' })).toBe(
      false,
    );
    expect(store.guardianWarningNeeded('GUARDIAN', '/eduReform')).toBe(true);
  });
});

describe('switchRole', () => {
  it('closes without any request when the target is the current role', async () => {
    const { store, applied } = setup('TEACHER', ['TEACHER']);
    await expect(store.switchRole('TEACHER')).resolves.toEqual({ status: 'closed', message: null });
    expect(requests).toHaveLength(0);
    expect(applied).toHaveLength(0);
  });

  it('reloads roles, adds a missing role, saves it and says 已切换为家长身份', async () => {
    const { store, session } = setup('TEACHER', ['TEACHER']);
    const result = await store.switchRole('GUARDIAN');
    expect(result).toEqual({ status: 'switched', message: '已切换为家长身份' });
    expect(calls()).toEqual([
      'GET /svc/uc/v1.1/users/u1/roles',
      'POST /svc/uc/v1.1/users/u1/identities',
      'POST /svc/uc/v1.1/identities/actions/save',
    ]);
    expect(JSON.parse(await requests[1].body())).toEqual({ identity_code: 'GUARDIAN' });
    expect(JSON.parse(await requests[2].body())).toEqual({ userId: 'u1', role: 'GUARDIAN' });
    expect(session.role).toBe('GUARDIAN');
    expect(session.roles).toEqual(['TEACHER', 'GUARDIAN']);
    expect(store.pending).toBe(false);
  });

  it('does not add a role the user already holds', async () => {
    const { store } = setup('TEACHER', ['TEACHER', 'GUARDIAN']);
    await store.switchRole('GUARDIAN');
    expect(calls()).toEqual([
      'GET /svc/uc/v1.1/users/u1/roles',
      'POST /svc/uc/v1.1/identities/actions/save',
    ]);
  });

  it('says 切换身份失败 and keeps the role when the save fails', async () => {
    server.use(
      http.post(`${uc}/v1.1/identities/actions/save`, () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const { store, session, applied } = setup('TEACHER', ['TEACHER', 'GUARDIAN']);
    await expect(store.switchRole('GUARDIAN')).resolves.toEqual({
      status: 'failed',
      message: '切换身份失败',
    });
    expect(session.role).toBe('TEACHER');
    expect(applied).toHaveLength(0);
    expect(store.pending).toBe(false);
  });

  it('fails when the role reload fails', async () => {
    server.use(
      http.get(`${uc}/v1.1/users/:id/roles`, () => HttpResponse.json({}, { status: 403 })),
    );
    const { store } = setup('TEACHER', ['TEACHER']);
    expect((await store.switchRole('GUARDIAN')).message).toBe('切换身份失败');
  });
});

describe('chooseFirstIdentity', () => {
  it('saves the identity, makes it current and sets the first-login flag', async () => {
    const { store, session, storage } = setup(null, []);
    await expect(store.chooseFirstIdentity('STUDENT')).resolves.toEqual({
      status: 'closed',
      message: null,
    });
    expect(calls()).toEqual(['POST /svc/uc/v1.1/identities/actions/save']);
    expect(JSON.parse(await requests[0].body())).toEqual({ userId: 'u1', role: 'STUDENT' });
    expect(session.role).toBe('STUDENT');
    expect(session.roles).toEqual(['STUDENT']);
    expect(storage.getItem(FIRST_LOGIN_STORAGE_KEY)).toBe('1');
  });

  it('says 选择身份失败 and changes nothing when the save fails', async () => {
    server.use(
      http.post(`${uc}/v1.1/identities/actions/save`, () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const { store, session } = setup(null, []);
    await expect(store.chooseFirstIdentity('TEACHER')).resolves.toEqual({
      status: 'failed',
      message: '选择身份失败',
    });
    expect(session.role).toBeNull();
  });
});

describe('identities', () => {
  it('keeps tenant 0 only, caches them and writes the cache only when the set differs', async () => {
    const storage = new MemoryStorage();
    const writes: string[] = [];
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      writes.push(key);
      setItem(key, value);
    };
    const { store } = setup('TEACHER', ['TEACHER'], storage);
    expect((await store.loadIdentities()).map((i) => i.identity_code)).toEqual(['TEACHER']);
    expect(store.identities).toHaveLength(1);
    await store.loadIdentities();
    expect(writes).toEqual([identitiesStorageKey('u1')]);

    server.use(
      http.get(`${uc}/v1.1/users/:id/identities`, () =>
        HttpResponse.json([
          { identity_code: 'TEACHER', tenant_id: 0 },
          { identity_code: 'GUARDIAN', tenant_id: 0 },
        ]),
      ),
    );
    await store.loadIdentities();
    expect(writes).toHaveLength(2);
  });

  it('falls back to the cached identities when the fetch fails', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      identitiesStorageKey('u1'),
      JSON.stringify([{ identity_code: 'GUARDIAN', tenant_id: 0 }]),
    );
    server.use(
      http.get(`${uc}/v1.1/users/:id/identities`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { store } = setup('TEACHER', ['TEACHER'], storage);
    expect((await store.loadIdentities()).map((i) => i.identity_code)).toEqual(['GUARDIAN']);
  });
});

describe('school verification', () => {
  it('asks with user_type for a teacher and is verified on code 2 with a school', async () => {
    const { store } = setup('TEACHER', ['TEACHER']);
    await expect(store.loadSchoolVerified()).resolves.toBe(true);
    expect(requests[0].url.searchParams.get('user_type')).toBe('TEACHER');
    expect(store.schoolVerified).toBe(true);
  });

  it('is not verified without a school, and never asks for a student', async () => {
    server.use(
      http.get(`${uc}/v1/teacher/profile/verify/status`, () =>
        HttpResponse.json({ code: 2, school: null }),
      ),
    );
    await expect(setup('EDU_ADMIN', ['EDU_ADMIN']).store.loadSchoolVerified()).resolves.toBe(false);
    requests.length = 0;
    await expect(setup('STUDENT', ['STUDENT']).store.loadSchoolVerified()).resolves.toBe(false);
    expect(requests).toHaveLength(0);
  });
});

describe('school verification follows the login and the role (CORE-ROLE-26/27)', () => {
  function watched(role: RoleCode | null, loggedIn: boolean) {
    const { client } = testClient();
    const session = observable({
      loggedIn,
      user: { user_id: 'u1' } as { user_id: string } | null,
      role,
      roles: role ? [role] : [],
      roleChosen: true,
      applyRoles(nextRoles: RoleCode[], nextRole: RoleCode | null) {
        session.roles = nextRoles;
        session.role = nextRole;
      },
    });
    const store = createIdentityStore({
      session,
      userCentre: createUserCentreService(client, testEnv()),
      identity: createIdentityService(client),
      storage: new MemoryStorage(),
      t,
    });
    return { session, store, stop: store.watchSession() };
  }
  const verifyCalls = () =>
    requests.filter((r) => r.url.pathname.endsWith('/teacher/profile/verify/status'));

  it('asks nothing before the login is confirmed, then asks with user_type once it is', async () => {
    const { session, store, stop } = watched('TEACHER', false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(verifyCalls()).toHaveLength(0);
    runInAction(() => {
      session.loggedIn = true;
    });
    await vi.waitFor(() => expect(store.schoolVerified).toBe(true));
    expect(verifyCalls().map((r) => r.url.searchParams.get('user_type'))).toEqual(['TEACHER']);
    stop();
  });

  it('switching to guardian drops the mark without asking; back to teacher asks again', async () => {
    const { session, store, stop } = watched('TEACHER', true);
    await vi.waitFor(() => expect(store.schoolVerified).toBe(true));
    runInAction(() => {
      session.role = 'GUARDIAN';
    });
    await vi.waitFor(() => expect(store.schoolVerified).toBe(false));
    expect(verifyCalls()).toHaveLength(1);
    runInAction(() => {
      session.role = 'ACADEMIC_STAFF';
    });
    await vi.waitFor(() => expect(store.schoolVerified).toBe(true));
    expect(verifyCalls().map((r) => r.url.searchParams.get('user_type'))).toEqual([
      'TEACHER',
      'ACADEMIC_STAFF',
    ]);
    stop();
  });

  it.each(['STUDENT', 'GUARDIAN', 'SOCIAL_LEARNER'] as const)(
    '%s is never verified and sends no request',
    async (role) => {
      const { store, stop } = watched(role, true);
      await vi.waitFor(() => expect(store.schoolVerified).toBe(false));
      expect(verifyCalls()).toHaveLength(0);
      stop();
    },
  );

  it('code 1 with a school is not verified', async () => {
    server.use(
      http.get(`${uc}/v1/teacher/profile/verify/status`, () =>
        HttpResponse.json({ code: 1, school: { school_id: 's1' } }),
      ),
    );
    const { store, stop } = watched('EDU_ADMIN', true);
    await vi.waitFor(() => expect(store.schoolVerified).toBe(false));
    expect(verifyCalls()).toHaveLength(1);
    stop();
  });
});

describe('first-login dialog (ledger A-30, CORE-ROLE-16)', () => {
  const context = { embeddedApp: false, pathname: '/' };

  it('several known roles and no choice on this browser: only those roles, asked once', async () => {
    const { store, session } = setup('TEACHER', ['TEACHER', 'GUARDIAN']);
    expect(store.firstDialog(context)).toBe('knownRoles');
    expect(store.firstDialogChoices).toEqual(['TEACHER', 'GUARDIAN']);
    await store.chooseFirstIdentity('GUARDIAN');
    expect(calls()).toEqual(['POST /svc/uc/v1.1/identities/actions/save']);
    expect(session.role).toBe('GUARDIAN');
    session.roleChosen = true;
    expect(store.firstDialog(context)).toBeNull();
  });

  it('one role: no dialog; no role: complete information', () => {
    expect(setup('TEACHER', ['TEACHER']).store.firstDialog(context)).toBeNull();
    expect(setup(null, []).store.firstDialog(context)).toBe('completeInformation');
  });
});

describe('identities in the role switch (CORE-ROLE-28)', () => {
  it('the reloaded roles keep the tenant-0 identities, never another tenant’s', async () => {
    const { store, session } = setup('TEACHER', ['TEACHER']);
    await store.loadIdentities();
    requests.length = 0;
    await store.switchRole('ACADEMIC_STAFF');
    // The tenant-5 GUARDIAN identity of the answer never joins the list.
    expect(session.roles).toEqual(['TEACHER', 'ACADEMIC_STAFF']);
  });
});
