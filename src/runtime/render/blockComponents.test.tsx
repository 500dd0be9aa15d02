/**
 * A block whose code is already loaded renders in the same pass (no Suspense skeleton); one whose
 * code is still loading goes through the lazy component.
 */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockLoader, BlockProps } from '../blocks/contract';
import { blockComponentFor, preloadBlockCode } from './blockComponents';

function Greeting({ props }: BlockProps<{ text: string }>) {
  return <p>{props.text}</p>;
}
const loaderOf = (type: string): BlockLoader => ({
  type,
  load: async () => ({ default: Greeting as never }),
});

function renderBlock(entry: BlockLoader) {
  const Component = blockComponentFor(entry);
  render(
    <Suspense fallback={<p>骨架</p>}>
      <Component props={{ text: '栏目内容' } as never} blockId="b" />
    </Suspense>,
  );
}

describe('blockComponentFor', () => {
  it('renders preloaded code at once, without the loading skeleton', async () => {
    const entry = loaderOf('preloaded');
    await preloadBlockCode(entry);
    renderBlock(entry);
    expect(screen.getByText('栏目内容')).toBeTruthy();
    expect(screen.queryByText('骨架')).toBeNull();
  });

  it('shows the skeleton while code that was not preloaded loads, and keeps that component', async () => {
    const entry = loaderOf('cold');
    renderBlock(entry);
    expect(screen.getByText('骨架')).toBeTruthy();
    expect(await screen.findByText('栏目内容')).toBeTruthy();
    const first = blockComponentFor(entry);
    await preloadBlockCode(entry);
    expect(blockComponentFor(entry)).toBe(first);
  });
});
