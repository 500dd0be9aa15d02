/**
 * Renders a manifest page: its blocks in order, each from the registry through the one block
 * renderer (BlockSlot: lazy, in its own error boundary), and only when its `visibleWhen` rule
 * holds for the current facts. A block's `slots` are rendered the same way and handed to it by
 * name. The page's named `data` sources start with its first render and are read by the blocks
 * by name (src/runtime/data). Each shown block's `prefetch` (if it has one) starts its first service call with the
 * page's first render, while the block's code is still on its way.
 */
import { Suspense, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useRuntime } from '../RuntimeContext';
import { useFacts } from '../facts/useFacts';
import { useRules, visibleWith } from '../rules/lazyRules';
import { BlockSlot } from './BlockSlot';
import { preloadableLazy } from './preloadableLazy';
import { BlockDataBinding } from '../data/pageDataContext';
import type { BlockInstance, PageDefinition } from '../manifest/types';

/** Every block of a page, slots included, in page order. */
function allBlocks(blocks: readonly BlockInstance[]): BlockInstance[] {
  return blocks.flatMap((block) => [
    block,
    ...Object.values(block.slots ?? {}).flatMap((children) => allBlocks(children)),
  ]);
}

/**
 * The page data store, loaded with the first page that declares data (out of the entry). Once
 * loaded (the entry's first view preloads it), pages use it at once, without a Suspense round.
 */
const pageDataProvider = preloadableLazy(() =>
  import('../data/PageData').then((module) => module.default),
);

export const preloadPageDataProvider = pageDataProvider.preload;

function BlockList(props: { blocks: readonly BlockInstance[]; idPrefix: string }): ReactNode {
  const runtime = useRuntime();
  const facts = useFacts();
  const emptyText = runtime.t('msg:section.empty.editing');
  const rules = useRules(props.blocks.some((block) => block.visibleWhen !== undefined));
  return props.blocks.map((block, index) => {
    if (!visibleWith(rules, block.visibleWhen, facts)) return null;
    const entry = runtime.registry.byType(block.type);
    const blockId = block.id ?? `${props.idPrefix}-${index}`;
    if (!entry) {
      console.error(`unknown block type "${block.type}" on page ${props.idPrefix}`);
      return null;
    }
    const slots = block.slots
      ? Object.fromEntries(
          Object.entries(block.slots).map(([name, children]) => [
            name,
            <BlockList key={name} blocks={children} idPrefix={`${blockId}-${name}`} />,
          ]),
        )
      : undefined;
    return (
      <div
        key={blockId}
        className={`block block--${block.type}`}
        data-block={block.type}
        id={block.id}
      >
        <BlockDataBinding binding={block.data}>
          <BlockSlot
            entry={entry}
            props={block.props ?? {}}
            blockId={blockId}
            slots={slots}
            fallback={
              <div className="block-empty" data-block-failed={block.type}>
                {emptyText}
              </div>
            }
            skeleton={<div className="block-skeleton" aria-hidden="true" />}
          />
        </BlockDataBinding>
      </div>
    );
  });
}

export function PageRenderer(props: { page: PageDefinition; pageName: string }) {
  const PageDataProvider = pageDataProvider.useComponent();
  const runtime = useRuntime();
  const facts = useFacts();
  const { search } = useLocation();
  const { registry, services } = runtime;
  const everyBlock = allBlocks(props.page.blocks);
  const rules = useRules(everyBlock.some((block) => block.visibleWhen !== undefined));
  const shown = everyBlock.filter((block) => visibleWith(rules, block.visibleWhen, facts));
  const shownKey = shown.map((block) => everyBlock.indexOf(block)).join(',');
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
      {props.page.data ? (
        <Suspense fallback={<div className="block-skeleton" aria-hidden="true" />}>
          <PageDataProvider declarations={props.page.data}>
            <BlockList blocks={props.page.blocks} idPrefix={props.pageName} />
          </PageDataProvider>
        </Suspense>
      ) : (
        <BlockList blocks={props.page.blocks} idPrefix={props.pageName} />
      )}
    </div>
  );
}
