/**
 * Renders a manifest page: its blocks in order, each from the registry, lazily loaded, inside an
 * error boundary, and only when its `visibleWhen` rule holds for the current facts. Each shown
 * block's `prefetch` (if it has one) starts its first service call with the page's first
 * render, while the block's code is still on its way.
 */
import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntime } from '../RuntimeContext';
import { useFacts } from '../facts/useFacts';
import { isVisible } from '../rules';
import { BlockBoundary } from './BlockBoundary';
import { blockComponentFor } from './blockComponents';
import type { PageDefinition } from '../manifest/types';

export function PageRenderer(props: { page: PageDefinition; pageName: string }) {
  const runtime = useRuntime();
  const facts = useFacts();
  const emptyText = runtime.t('msg:section.empty.editing');
  const { search } = useLocation();
  const { registry, services } = runtime;
  const shown = props.page.blocks.filter((block) => isVisible(block.visibleWhen, facts));
  const shownKey = shown.map((block) => props.page.blocks.indexOf(block)).join(',');
  useMemo(
    () => {
      const query = new URLSearchParams(search);
      for (const block of shown)
        registry.byType(block.type)?.prefetch?.(block.props ?? {}, { services, registry, query });
    },
    // Once per page, query and set of shown blocks; the services cache the answers anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.page, shownKey, search, registry, services],
  );
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
        const Component = blockComponentFor(entry);
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
