import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import JpkJumpBlock from './JpkJumpBlock';
import { jpkJumpFixtures } from './fixtures';
import {
  jpkLoginReturn,
  jpkLoginType,
  jpkTarget,
  parseJpkType,
  type JpkAddresses,
} from './jpkTarget';
import {
  createFakeServices,
  createTestRuntime,
  leaveSpy as leavePage,
} from '../testing/renderBlock';
import { RuntimeContext, type SessionView } from '../../src/runtime/RuntimeContext';

const addresses = jpkJumpFixtures[0].props.addresses as JpkAddresses;

beforeEach(() => {
  leavePage.mockClear();
});

function visit(path: string, session: Partial<SessionView> = {}, services = createFakeServices()) {
  const runtime = createTestRuntime({ services });
  runtime.session = { ...runtime.session, ...session };
  render(
    <RuntimeContext.Provider value={runtime}>
      <MemoryRouter initialEntries={[path]}>
        <JpkJumpBlock props={{ addresses }} blockId="jpk" />
      </MemoryRouter>
    </RuntimeContext.Provider>,
  );
  return runtime;
}

describe('jpk helpers', () => {
  it('accepts jpk_type 1 to 4 only', () => {
    expect(['1', '2', '3', '4'].map(parseJpkType)).toEqual([1, 2, 3, 4]);
    for (const raw of [null, '', '0', '5', '1.0', 'x', '-1', '01'])
      expect(parseJpkType(raw)).toBeNull();
  });

  it('treats type 3 as 4 for the login return target only', () => {
    expect(jpkLoginType(3)).toBe(4);
    expect(jpkLoginType(2)).toBe(2);
    expect(jpkLoginReturn('/jpk', '?role_code=TEACHER&jpk_type=3', 3)).toBe(
      '/jpk?role_code=TEACHER&jpk_type=4',
    );
  });

  it('builds the address of each type with ticket and identity_code', () => {
    for (const type of [1, 2, 3, 4] as const) {
      const target = new URL(jpkTarget(type, 'TK', 'TEACHER', addresses) ?? '');
      expect(`${target.origin}${target.pathname}`).toBe(addresses[String(type) as '1']);
      expect(target.searchParams.get('ticket')).toBe('TK');
      expect(target.searchParams.get('identity_code')).toBe('TEACHER');
    }
    expect(jpkTarget(1, 'a&b', 'X', { '1': 'https://j.example/p?k=1' })).toBe(
      'https://j.example/p?k=1&ticket=a%26b&identity_code=X',
    );
    expect(jpkTarget(2, 'TK', 'T', { '1': 'https://j.example' })).toBeNull();
    expect(jpkTarget(1, 'TK', 'T', { '1': 'javascript:alert(1)' })).toBeNull();
  });
});

describe('jpk jump page', () => {
  it.each(['/jpk?role_code=TEACHER&jpk_type=5', '/jpk?role_code=TEACHER', '/jpk?jpk_type=abc'])(
    '%s shows content illegal with a back-home link and never asks to log in',
    (path) => {
      const runtime = visit(path);
      expect(screen.getByRole('heading', { name: '内容不合法' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
      expect(runtime.session.login).not.toHaveBeenCalled();
    },
  );

  it('sends a logged-out visitor to login, returning with type 3 treated as 4', () => {
    const runtime = visit('/jpk?role_code=STUDENT&jpk_type=3');
    expect(runtime.session.login).toHaveBeenCalledWith('/jpk?role_code=STUDENT&jpk_type=4');
  });

  it('keeps types 1, 2 and 4 in the login return target', () => {
    const runtime = visit('/jpk?role_code=STUDENT&jpk_type=2');
    expect(runtime.session.login).toHaveBeenCalledWith('/jpk?role_code=STUDENT&jpk_type=2');
  });

  it('waits for the login check before deciding', () => {
    const runtime = visit('/jpk?role_code=STUDENT&jpk_type=1', { waiting: true });
    expect(runtime.session.login).not.toHaveBeenCalled();
    expect(runtime.services.sso.getTicket).not.toHaveBeenCalled();
  });

  it('shows the redirecting state while the ticket is fetched, without logging in again', () => {
    const services = createFakeServices();
    services.sso.getTicket = vi.fn(() => new Promise<string>(() => undefined));
    const runtime = visit('/jpk?jpk_type=3', { loggedIn: true, role: 'TEACHER' }, services);
    expect(screen.getByText('正在跳转至精品课，请稍候…')).toBeTruthy();
    expect(runtime.session.login).not.toHaveBeenCalled();
    expect(document.querySelector('[data-jpk="redirecting"]')?.getAttribute('data-jpk-type')).toBe(
      '3',
    );
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('logged in: asks for one ticket, then leaves for the type-2 address with ticket and identity_code', async () => {
    const runtime = visit('/jpk?role_code=TEACHER&jpk_type=2', { loggedIn: true, role: 'STUDENT' });
    await act(async () => undefined);
    expect(runtime.services.sso.getTicket).toHaveBeenCalledTimes(1);
    expect(leavePage).toHaveBeenCalledTimes(1);
    expect(leavePage).toHaveBeenCalledWith(
      'https://jpk.smartedu.example/junior?ticket=ticket-1&identity_code=TEACHER',
    );
  });

  it.each([1, 2, 3, 4])(
    'logged in with jpk_type %i: leaves for that type’s own address',
    async (type) => {
      visit(`/jpk?role_code=TEACHER&jpk_type=${type}`, { loggedIn: true, role: 'TEACHER' });
      await act(async () => undefined);
      const target = new URL(leavePage.mock.calls[0][0]);
      expect(`${target.origin}${target.pathname}`).toBe(addresses[String(type) as '1']);
    },
  );

  it('without role_code the identity_code is the current role', async () => {
    visit('/jpk?jpk_type=1', { loggedIn: true, role: 'GUARDIAN' });
    await act(async () => undefined);
    expect(new URL(leavePage.mock.calls[0][0]).searchParams.get('identity_code')).toBe('GUARDIAN');
  });

  it('logged out: asks for no ticket', () => {
    const runtime = visit('/jpk?role_code=TEACHER&jpk_type=1');
    expect(runtime.session.login).toHaveBeenCalledTimes(1);
    expect(runtime.services.sso.getTicket).not.toHaveBeenCalled();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('a failing ticket call says so, with a retry that asks again and a way home', async () => {
    const services = createFakeServices();
    const getTicket = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValueOnce('TK2');
    services.sso.getTicket = getTicket;
    visit('/jpk?role_code=TEACHER&jpk_type=4', { loggedIn: true, role: 'TEACHER' }, services);
    await act(async () => undefined);
    expect(
      screen.getByRole('heading', { name: '获取精品课登录凭证失败，请稍后重试' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(leavePage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(async () => undefined);
    expect(getTicket).toHaveBeenCalledTimes(2);
    expect(leavePage).toHaveBeenCalledWith(
      'https://jpk.smartedu.example/teacher?ticket=TK2&identity_code=TEACHER',
    );
  });

  it('is illegal for a logged-in visitor with neither role_code nor a current role', () => {
    visit('/jpk?jpk_type=1', { loggedIn: true, role: null });
    expect(screen.getByRole('heading', { name: '内容不合法' })).toBeTruthy();
  });
});
