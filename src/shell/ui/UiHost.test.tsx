import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RuntimeUi } from '../../runtime/RuntimeContext';
import { useUiHost } from './UiHost';

function renderHost() {
  const captured: { ui?: RuntimeUi } = {};
  function Host() {
    const { ui, host } = useUiHost({ ok: '确定', cancel: '取消', close: '关闭' });
    captured.ui = ui;
    return <>{host}</>;
  }
  render(<Host />);
  return captured as { ui: RuntimeUi };
}

describe('confirm (CORE-SHARED-12)', () => {
  it('offers 取消 and 确定 by default; 取消 answers no', async () => {
    const { ui } = renderHost();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = ui.confirm('需要登录才可以查看，是否登录？');
    });
    expect(screen.getByText('需要登录才可以查看，是否登录？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
  });

  it('with hideCancel offers only 确定', async () => {
    const { ui } = renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = ui.confirm('需要登录才可以查看，是否登录？', { hideCancel: true });
    });
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
  });
});
