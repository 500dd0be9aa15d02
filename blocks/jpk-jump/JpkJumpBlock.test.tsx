import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import JpkJumpBlock from './JpkJumpBlock';
import { jpkJumpFixtures } from './fixtures';
import {
  jpkLoginReturn,
  jpkLoginType,
  jpkTarget,
  parseJpkType,
  type JpkAddresses,
} from './jpkTarget';
import { createTestRuntime } from '../testing/renderBlock';
import { RuntimeContext, type SessionView } from '../../src/runtime/RuntimeContext';

const addresses = jpkJumpFixtures[0].props.addresses as JpkAddresses;

function visit(path: string, session: Partial<SessionView> = {}) {
  const runtime = createTestRuntime();
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
  });

  it('shows the redirecting state to a logged-in visitor without logging in again', () => {
    const runtime = visit('/jpk?jpk_type=3', { loggedIn: true, role: 'TEACHER' });
    expect(screen.getByText('正在跳转至精品课，请稍候…')).toBeTruthy();
    expect(runtime.session.login).not.toHaveBeenCalled();
    expect(document.querySelector('[data-jpk="redirecting"]')?.getAttribute('data-jpk-type')).toBe(
      '3',
    );
  });

  it('is illegal for a logged-in visitor with neither role_code nor a current role', () => {
    visit('/jpk?jpk_type=1', { loggedIn: true, role: null });
    expect(screen.getByRole('heading', { name: '内容不合法' })).toBeTruthy();
  });
});
