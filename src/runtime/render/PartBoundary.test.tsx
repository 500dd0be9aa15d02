/**
 * A part that throws shows its fallback and nothing else goes down; a new reset key (the routed
 * page: a new address) gives it another try.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PartBoundary } from './PartBoundary';

function Part(props: { fail: boolean }) {
  if (props.fail) throw new Error('boom');
  return <p>部件内容</p>;
}

describe('PartBoundary', () => {
  it('shows the fallback in place of the part, keeps its siblings and logs the part', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <PartBoundary part="the site header" fallback={<p>页头出错</p>}>
          <Part fail />
        </PartBoundary>
        <p>页面其余部分</p>
      </>,
    );
    expect(screen.getByText('页头出错')).toBeTruthy();
    expect(screen.getByText('页面其余部分')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('the site header failed to render', expect.any(Error));
    error.mockRestore();
  });

  it('tries again when its reset key changes', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = (path: string, fail: boolean) => (
      <PartBoundary part="the page" resetKey={path} fallback={<p>页面出错</p>}>
        <Part fail={fail} />
      </PartBoundary>
    );
    const { rerender } = render(view('/a', true));
    expect(screen.getByText('页面出错')).toBeTruthy();
    rerender(view('/a', false));
    expect(screen.getByText('页面出错')).toBeTruthy();
    rerender(view('/b', false));
    expect(screen.getByText('部件内容')).toBeTruthy();
    error.mockRestore();
  });
});
