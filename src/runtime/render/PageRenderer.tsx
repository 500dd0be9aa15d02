/**
 * Renders a manifest page: its blocks in order, each from the registry, lazily loaded, inside an
 * error boundary, and only when its `visibleWhen` rule holds for the current facts.
 */
import { Suspense } from 'react';
import { useRuntime } from '../RuntimeContext';
import { useFacts } from '../facts/useFacts';
import { isVisible } from '../rules';
import { BlockBoundary } from './BlockBoundary';
import { lazyBlockComponent } from './blockComponents';
import type { PageDefinition } from '../manifest/types';

export function PageRenderer(props: { page: PageDefinition; pageName: string }) {
  const runtime = useRuntime();
  const facts = useFacts();
  const emptyText = runtime.t('msg:section.empty.editing');
  return (
    <div className="page" data-page={props.pageName}>
      {props.page.blocks.map((block, index) => {
        if (!isVisible(block.visibleWhen, facts)) return null;
        const entry = runtime.registry.byType(block.type);
        const blockId = block.id ?? `${props.pageName}-${index}`;
        if (!entry) {
          console.error(`unknown block type "${block.type}" on page ${props.pageName}`);
          return null;
        }
        const Component = lazyBlockComponent(entry);
        const fallback = (
          <div className="block-empty" data-block-failed={block.type}>
            {emptyText}
          </div>
        );
        return (
          <div
            key={blockId}
            className={`block block--${block.type}`}
            data-block={block.type}
            id={block.id}
          >
            <BlockBoundary blockType={block.type} fallback={fallback}>
              <Suspense fallback={<div className="block-skeleton" aria-hidden="true" />}>
                <Component props={(block.props ?? {}) as never} blockId={blockId} />
              </Suspense>
            </BlockBoundary>
          </div>
        );
      })}
    </div>
  );
}
