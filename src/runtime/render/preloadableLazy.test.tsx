/** A lazily loaded component that, once preloaded, renders without a Suspense round. */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

function Greeting(props: { name: string }) {
  return <p>你好，{props.name}</p>;
}

function Host(props: { parts: ReturnType<typeof preloadableLazy<{ name: string }>> }) {
  const Component = props.parts.useComponent();
  return <Component name="张三" />;
}

describe('preloadableLazy', () => {
  it('suspends before its code has loaded', async () => {
    const parts = preloadableLazy(async () => Greeting);
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Host parts={parts} />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeTruthy();
    expect(await screen.findByText('你好，张三')).toBeTruthy();
  });

  it('renders at once, with no fallback, once preloaded; a failed preload never rejects', async () => {
    const parts = preloadableLazy(async () => Greeting);
    await parts.preload();
    const fallback = vi.fn(() => null);
    function Fallback() {
      return fallback();
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Host parts={parts} />
      </Suspense>,
    );
    expect(screen.getByText('你好，张三')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
    const failing = preloadableLazy<{ name: string }>(() => Promise.reject(new Error('chunk')));
    await expect(failing.preload()).resolves.toBeUndefined();
  });
});
