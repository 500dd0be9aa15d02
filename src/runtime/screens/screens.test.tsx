/**
 * Shared screens as a visitor meets them (seed 000 §2 Shared screens, §8, §9; ledger
 * CORE-SHARED-04, CORE-SHARED-05): the generic error with its back-to-home link, and the
 * loading text that appears only after LOADING_INDICATOR_DELAY_MS.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRuntime } from '../../../blocks/testing/renderBlock';
import { RuntimeContext } from '../RuntimeContext';
import { LOADING_INDICATOR_DELAY_MS } from '../../lib/specConstants';
import { LoadingIndicator } from './screens';
import { PageErrorScreen } from '../../shell/screens/PageErrorScreen';

afterEach(() => {
  vi.useRealTimers();
});

describe('generic error screen (CORE-SHARED-04)', () => {
  it.each([
    ['', '/'],
    ['/hd/kpzy', '/hd/kpzy'],
  ])('site %j: 服务器开小差了，请稍后重试 with 返回首页 to %s', (sitePrefix, home) => {
    const runtime = createTestRuntime({ sitePrefix });
    render(
      <RuntimeContext.Provider value={runtime}>
        <PageErrorScreen />
      </RuntimeContext.Provider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('服务器开小差了，请稍后重试');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe(home);
  });
});

describe('loading indicator (CORE-SHARED-05)', () => {
  it('waits 1500 ms: nothing at 1400 ms, 努力加载中… at 1600 ms', () => {
    expect(LOADING_INDICATOR_DELAY_MS).toBe(1500);
    vi.useFakeTimers();
    const { container } = render(<LoadingIndicator text="努力加载中…" />);
    act(() => vi.advanceTimersByTime(1400));
    expect(container.textContent).toBe('');
    expect(screen.queryByText('努力加载中…')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('努力加载中…')).toBeTruthy();
  });

  it('a load that ends before the delay never shows it', () => {
    vi.useFakeTimers();
    const { container, unmount } = render(<LoadingIndicator text="努力加载中…" />);
    act(() => vi.advanceTimersByTime(1499));
    expect(container.textContent).toBe('');
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('努力加载中…')).toBeNull();
  });
});
