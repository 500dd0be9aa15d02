import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import PersonalHandoffBlock from './PersonalHandoffBlock';
import { createTestRuntime, leaveSpy as leavePage } from '../testing/renderBlock';
import { RuntimeContext } from '../../src/runtime/RuntimeContext';

beforeEach(() => {
  leavePage.mockClear();
});

function visit(path: string, personalCentre: string) {
  const runtime = createTestRuntime();
  runtime.env = {
    ...runtime.env,
    services: { ...runtime.env.services, personalCentre },
  };
  render(
    <RuntimeContext.Provider value={runtime}>
      <MemoryRouter>
        <PersonalHandoffBlock props={{ path }} blockId="handoff" />
      </MemoryRouter>
    </RuntimeContext.Provider>,
  );
}

describe('personal-handoff', () => {
  it('leaves for the same path on the personal-centre application', () => {
    visit('/personal', 'https://personal.prod.smartedu.example');
    expect(leavePage).toHaveBeenCalledTimes(1);
    expect(leavePage).toHaveBeenCalledWith('https://personal.prod.smartedu.example/personal');
    expect(screen.getByText('正在前往个人中心…')).toBeTruthy();
    expect(screen.getByRole('link', { name: '继续前往' }).getAttribute('href')).toBe(
      'https://personal.prod.smartedu.example/personal',
    );
  });

  it('uses the environment host for every hand-off path', () => {
    visit('/user/myFootprint', '/svc/personal');
    expect(leavePage).toHaveBeenCalledWith('/svc/personal/user/myFootprint');
  });
});
