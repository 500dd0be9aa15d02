/**
 * The header menu's arrow scroll (seed 000 §2 Header, §9; ledger CORE-HEADER-02, CORE-CONST-06):
 * one press moves the menu in an animation of 100 to 300 ms. The clock is faked, so the test
 * reads the menu's position at exact times after the press.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_SCROLL_MS } from '../../lib/specConstants';
import { HeaderMenu } from './HeaderMenu';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
    ],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A 400 px wide menu holding 1200 px of items; returns its scroll position. */
function renderOverflowingMenu() {
  const { container } = render(
    <HeaderMenu label="菜单" leftLabel="向左滚动菜单" rightLabel="向右滚动菜单">
      <ul>
        <li>首页</li>
      </ul>
    </HeaderMenu>,
  );
  const scroller = container.querySelector<HTMLElement>('.site-header__menu-scroll')!;
  let left = 0;
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 1200 });
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 400 });
  Object.defineProperty(scroller, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = value;
    },
  });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  return () => left;
}

describe('header menu scroll animation', () => {
  it('is set between 100 and 300 ms', () => {
    expect(MENU_SCROLL_MS).toBeGreaterThanOrEqual(100);
    expect(MENU_SCROLL_MS).toBeLessThanOrEqual(300);
  });

  it('moves gradually and has arrived 300 ms after the press', () => {
    const position = renderOverflowingMenu();
    fireEvent.click(screen.getByRole('button', { name: '向右滚动菜单' }));
    // 70 % of the 400 px view per press.
    act(() => vi.advanceTimersByTime(50));
    expect(position()).toBeGreaterThan(0);
    expect(position()).toBeLessThan(280);
    act(() => vi.advanceTimersByTime(250));
    expect(position()).toBe(280);
  });

  it('has not arrived 100 ms after the press (it animates, it does not jump)', () => {
    const position = renderOverflowingMenu();
    fireEvent.click(screen.getByRole('button', { name: '向右滚动菜单' }));
    act(() => vi.advanceTimersByTime(90));
    expect(position()).toBeLessThan(280);
  });
});
