import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestRuntime } from '../../../blocks/testing/renderBlock';
import { RuntimeContext, type SessionView } from '../../runtime/RuntimeContext';
import { AccountMenu } from './AccountMenu';

function renderMenu(user: SessionView['user']) {
  const runtime = createTestRuntime();
  runtime.session = {
    ...runtime.session,
    loggedIn: true,
    user,
    role: 'TEACHER',
    roles: ['TEACHER'],
  };
  const result = render(
    <RuntimeContext.Provider value={runtime}>
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>
    </RuntimeContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /账号菜单/ }));
  return result;
}

describe('AccountMenu e-mail (CORE-HELPER-07)', () => {
  it('shows the e-mail masked; the full local part never reaches the page', () => {
    const { container } = renderMenu({
      user_id: 'u1',
      display_name: '张三',
      email: 'zhangsan@x.com',
    });
    expect(screen.getByText('zh****an@x.com')).toBeTruthy();
    expect(container.innerHTML).not.toContain('zhangsan');
  });

  it('shows no e-mail line when the account has none', () => {
    const { container } = renderMenu({ user_id: 'u1', display_name: '张三', email: null });
    expect(container.querySelector('[data-email-masked]')).toBeNull();
  });
});
