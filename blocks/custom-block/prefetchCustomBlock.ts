/**
 * custom-block's early start (BlockLoader.prefetch), run with the channel's sections: a
 * section holding a contest list starts the list's code and its contests' statuses
 * (contest-list/contestListEarly.ts), so the list is drawn in the section's first frame.
 * In the visitor's entry: the work itself is in that chunk.
 */
import type { BlockPrefetchContext } from '../../src/runtime/blocks/contract';
import type { Section } from '../../src/services/entities';

export function prefetchCustomBlock(
  props: Record<string, unknown>,
  context: BlockPrefetchContext,
): Promise<void> {
  return (
    import('../contest-list/contestListEarly')
      .then((early) => early.prefetchContestList(props.section as Section | undefined, context))
      // The section's own render reports failures.
      .catch(() => undefined)
  );
}
