/**
 * The specialSpaceQualified fact in a running page (seed 000 §6; ledger CORE-SPACE-01..06,
 * where the lookup runs, who it asks about, what is cached, and gates waiting for it.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeContext, type Runtime } from '../RuntimeContext';
import { createTestRuntime } from '../../../blocks/testing/renderBlock';
import { decideSiteGate } from '../gates/useGateRunner';
import { specialSpaceStorageKey } from '../../stores/specialSpace';
import type { Facts, RoleCode } from './facts';
import type { SpecialSpaceService } from '../../services/specialSpaceService';
import type { ClassMembership } from '../../services/identityService';
import type { Gate } from '../manifest/types';
import { useFacts } from './useFacts';

function fakeSpecialSpace(options: { schools?: unknown[]; memberships?: ClassMembership[] } = {}) {
  let release: () => void = () => undefined;
  const held = { on: false };
  const gate = () =>
    held.on ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const service = {
    sunTeacherSchools: vi.fn(async () => {
      await gate();
      return options.schools ?? [];
    }),
    classMemberships: vi.fn(async () => options.memberships ?? []),
    schoolIds: vi.fn(async () => ['S1']),
  } satisfies SpecialSpaceService;
  return { service, hold: () => (held.on = true), release: () => release() };
}

function runtimeFor(
  service: SpecialSpaceService | undefined,
  role: RoleCode | undefined,
  hosts: string[] = ['sunshine.example.cn'],
): Runtime {
  const runtime = createTestRuntime({ role });
  return {
    ...runtime,
    env: { ...runtime.env, specialSpace: { hosts, schoolListPath: '/configs/list.json' } },
    services: { ...runtime.services, specialSpace: service },
  };
}

/** Shows the fact as text; a second copy checks that consumers share one lookup. */
function FactProbe(props: { name: string }) {
  const facts = useFacts();
  const value = facts.specialSpaceQualified;
  return <output data-testid={props.name}>{value === undefined ? 'absent' : String(value)}</output>;
}

let goTo: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  goTo = (path) => navigate(path);
  return null;
}

function renderAt(runtime: Runtime, path: string) {
  return render(
    <RuntimeContext.Provider value={runtime}>
      <MemoryRouter initialEntries={[path]}>
        <FactProbe name="a" />
        <FactProbe name="b" />
        <Navigator />
      </MemoryRouter>
    </RuntimeContext.Provider>,
  );
}

const fact = (name = 'a') => screen.getByTestId(name).textContent;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('where special-space mode is on (CORE-SPACE-01)', () => {
  it('a teacher on /sunshine is looked up once, however many parts of the page read facts', async () => {
    const { service } = fakeSpecialSpace({ schools: [{ school_id: 'S1' }] });
    renderAt(runtimeFor(service, 'TEACHER'), '/sunshine');
    await waitFor(() => expect(fact('a')).toBe('true'));
    expect(fact('b')).toBe('true');
    expect(service.sunTeacherSchools).toHaveBeenCalledTimes(1);
    expect(service.sunTeacherSchools).toHaveBeenCalledWith('u1');
  });

  it.each(['/ygxx', '/hd/ygxx/detail', '/sunshine/live'])('%s is special too', async (path) => {
    const { service } = fakeSpecialSpace({ schools: [{ school_id: 'S1' }] });
    renderAt(runtimeFor(service, 'TEACHER'), path);
    await waitFor(() => expect(fact()).toBe('true'));
  });

  it('the portal home asks nothing and the fact is false', async () => {
    const { service } = fakeSpecialSpace({ schools: [{ school_id: 'S1' }] });
    renderAt(runtimeFor(service, 'TEACHER'), '/');
    expect(fact()).toBe('false');
    await act(async () => undefined);
    expect(service.sunTeacherSchools).not.toHaveBeenCalled();
  });

  it('every page of a configured special host is special (A-33: hosts are configuration)', async () => {
    const { service } = fakeSpecialSpace({ schools: [{ school_id: 'S1' }] });
    // jsdom serves the page from localhost.
    renderAt(runtimeFor(service, 'TEACHER', ['localhost']), '/');
    await waitFor(() => expect(fact()).toBe('true'));
    expect(service.sunTeacherSchools).toHaveBeenCalledTimes(1);
  });

  it('logged out: false, nothing asked', async () => {
    const { service } = fakeSpecialSpace({ schools: [{ school_id: 'S1' }] });
    renderAt(runtimeFor(service, undefined), '/sunshine');
    expect(fact()).toBe('false');
    await act(async () => undefined);
    expect(service.sunTeacherSchools).not.toHaveBeenCalled();
  });

  it('without the service nobody qualifies', () => {
    renderAt(runtimeFor(undefined, 'TEACHER'), '/sunshine');
    expect(fact()).toBe('false');
  });
});

describe('who qualifies (CORE-SPACE-02, 03)', () => {
  it('a teacher without a sun-teacher school does not', async () => {
    const { service } = fakeSpecialSpace({ schools: [] });
    renderAt(runtimeFor(service, 'TEACHER'), '/sunshine');
    await waitFor(() => expect(fact()).toBe('false'));
  });

  it('a student with a STUDENT membership of a CLASS in a listed school does', async () => {
    const { service } = fakeSpecialSpace({
      memberships: [{ class_member_type: 'STUDENT', class_type: 'CLASS', school_id: 'S1' }],
    });
    renderAt(runtimeFor(service, 'STUDENT'), '/sunshine');
    await waitFor(() => expect(fact()).toBe('true'));
    expect(service.schoolIds).toHaveBeenCalledTimes(1);
    expect(service.sunTeacherSchools).not.toHaveBeenCalled();
  });
});

describe('caching (CORE-SPACE-06)', () => {
  it('a yes is stored per user: the next page load asks nothing', async () => {
    const first = fakeSpecialSpace({ schools: [{ school_id: 'S1' }] });
    const view = renderAt(runtimeFor(first.service, 'TEACHER'), '/sunshine');
    await waitFor(() => expect(fact()).toBe('true'));
    expect(localStorage.getItem(specialSpaceStorageKey('u1'))).toBe('1');
    view.unmount();

    const second = fakeSpecialSpace({ schools: [] });
    renderAt(runtimeFor(second.service, 'TEACHER'), '/sunshine');
    expect(fact()).toBe('true');
    await act(async () => undefined);
    expect(second.service.sunTeacherSchools).not.toHaveBeenCalled();
  });

  it('a no is asked again after leaving the special space and coming back', async () => {
    const { service } = fakeSpecialSpace({ schools: [] });
    renderAt(runtimeFor(service, 'TEACHER'), '/sunshine');
    await waitFor(() => expect(fact()).toBe('false'));
    expect(service.sunTeacherSchools).toHaveBeenCalledTimes(1);
    act(() => goTo('/'));
    act(() => goTo('/sunshine'));
    await waitFor(() => expect(service.sunTeacherSchools).toHaveBeenCalledTimes(2));
    expect(localStorage.getItem(specialSpaceStorageKey('u1'))).toBeNull();
  });
});

describe('gates wait for the lookup (HD-SUN-12)', () => {
  const gate: Gate = {
    rules: [
      { id: 'out', when: { '!==': [{ var: 'loggedIn' }, true] }, then: { loginRedirect: true } },
      {
        id: 'no',
        when: { '!==': [{ var: 'specialSpaceQualified' }, true] },
        then: { toast: 'msg:shell.noAccess' },
      },
      { id: 'yes', when: true, then: { allow: true } },
    ],
  } as Gate;

  it('a decision made while the lookup runs waits for its answer, without a second request', async () => {
    const fake = fakeSpecialSpace({ schools: [{ school_id: 'S1' }] });
    fake.hold();
    const base = runtimeFor(fake.service, 'TEACHER');
    const runtime = { ...base, site: { ...base.site, gates: { live: gate } } };
    renderAt(runtime, '/sunshine');
    expect(fact()).toBe('absent');
    // The facts as a gate receives them before the answer: specialSpaceQualified absent.
    const facts: Facts = {
      loggedIn: true,
      user: { user_id: 'u1', display_name: '张三' },
      role: 'TEACHER',
      roles: ['TEACHER'],
      now: 0,
      params: {},
      query: {},
      site: {},
      env: { name: 'local' },
      theme: 'light',
      lang: 'zh-CN',
    };
    const decision = decideSiteGate(runtime, facts, 'live', undefined);
    fake.release();
    expect((await decision).outcome).toEqual({ allow: true });
    expect(fake.service.sunTeacherSchools).toHaveBeenCalledTimes(1);
  });
});
