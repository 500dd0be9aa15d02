/**
 * The one renderer of a block (issue 16, point 3): its code from the registry entry on demand
 * (lazy, or at once when already loaded), inside its own error boundary, with Suspense showing
 * `skeleton` while the code comes and `fallback` when the block fails. The page renderer uses it
 * for each block instance and each block in a slot; `blocks/shared/SectionSlot.tsx` for each
 * section of a channel.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { BlockLoader, BlockProps } from '../blocks/contract';
import { BlockBoundary } from './BlockBoundary';
import { blockComponentFor } from './blockComponents';

export function BlockSlot<P>(props: {
  entry: BlockLoader;
  props: P;
  blockId: string;
  slots?: BlockProps<P>['slots'];
  /** Shown in place of a block that threw (the page stays up). */
  fallback: ReactNode;
  /** Shown while the block's code loads. */
  skeleton: ReactNode;
}) {
  // The registry types components loosely (BlockProps<never>); the caller knows the props.
  const Component = blockComponentFor(props.entry) as unknown as ComponentType<BlockProps<P>>;
  return (
    <BlockBoundary blockType={props.entry.type} fallback={props.fallback}>
      <Suspense fallback={props.skeleton}>
        <Component props={props.props} blockId={props.blockId} slots={props.slots} />
      </Suspense>
    </BlockBoundary>
  );
}
