/**
 * Campaign skins skip the usual loading indicator (seed 000 §2 "Channel landing page", ledger
 * CORE-CHAN-14): inside a campaign site 努力加载中… never appears, however long the wait.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingIndicator, LoadingTextContext } from './screens';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading text on campaign sites (CORE-CHAN-14)', () => {
  it('a campaign site shows no loading text even after 3 s; the busy marker stays', () => {
    vi.useFakeTimers();
    const { container } = render(
      <LoadingTextContext.Provider value={false}>
        <LoadingIndicator text="努力加载中…" />
      </LoadingTextContext.Provider>,
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('努力加载中…')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('a portal site still shows it after the delay', () => {
    vi.useFakeTimers();
    render(
      <LoadingTextContext.Provider value>
        <LoadingIndicator text="努力加载中…" />
      </LoadingTextContext.Provider>,
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('努力加载中…')).toBeTruthy();
  });
});
