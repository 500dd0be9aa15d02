/**
 * Every fixture of every block renders (issue 16 point 2: a render test per fixture): each
 * block folder's component, loaded the way the page loads it, is rendered with each of its
 * fixtures on the test harness (fake services with their default data, the real zh-CN
 * catalogue) and must put something on screen without throwing and without an uncaught error.
 * What each fixture shows in detail is each folder's own test; this one keeps a fixture from
 * rotting when a block changes.
 */
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultBlockEntries } from './registry';
import { renderBlock } from './testing/renderBlock';
import type { BlockProps } from '../src/runtime/blocks/contract';
import type { ComponentType } from 'react';

const cases = defaultBlockEntries.flatMap((entry) =>
  entry.fixtures.map((fixture) => [entry.type, fixture.name, entry, fixture] as const),
);

describe('every fixture renders', () => {
  it('covers every block folder', () => {
    expect(new Set(cases.map(([type]) => type)).size).toBe(defaultBlockEntries.length);
  });

  it.each(cases)('%s / %s', async (_type, _name, entry, fixture) => {
    const { default: Component } = await entry.load();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { container } = renderBlock(
        Component as ComponentType<BlockProps<Record<string, unknown>>>,
        fixture.props,
        { pageData: fixture.pageData },
      );
      // Let the block's first service answers arrive.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(container.childElementCount).toBeGreaterThan(0);
      const uncaught = errors.mock.calls.filter((call) =>
        /The above error occurred|Uncaught|Error: /.test(String(call[0])),
      );
      expect(uncaught).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
