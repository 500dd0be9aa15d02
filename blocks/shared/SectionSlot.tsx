/**
 * Renders one section with the registry entry for its type code, through the runtime's one
 * block renderer (BlockSlot: code on demand behind a quiet skeleton, its own error boundary so
 * a failing section shows its empty text and the page stays up; DESIGN principle 4). Used by
 * channel-sections and tab-group; a type without an entry renders nothing (callers log it).
 */
import { useEffect, useRef } from 'react';
import type { SectionBlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { BlockSlot } from '../../src/runtime/render/BlockSlot';
import { EmptyState, emptyKindFor } from './EmptyState';
import './section.css';

export function SectionSkeleton() {
  return (
    <div className="section-skeleton" aria-hidden="true">
      <span className="section-skeleton__line section-skeleton__line--short" />
      <span className="section-skeleton__line" />
      <span className="section-skeleton__line" />
    </div>
  );
}

export function SectionSlot(props: SectionBlockProps) {
  const { registry } = useRuntime();
  const entry = registry.bySectionType(props.section.type);
  if (!entry) return null;
  return (
    <BlockSlot
      entry={entry}
      props={props}
      blockId={`section-${props.section.id}`}
      fallback={<EmptyState kind={emptyKindFor(props)} tabTitle={props.tabTitle} />}
      skeleton={<SectionSkeleton />}
    />
  );
}

/**
 * Logs, once per type code for the lifetime of the calling block, the section types that have
 * no block: they are skipped without breaking the page (CORE-CHAN-11).
 */
export function useLogUnknownSectionTypes(types: number[], where: string): void {
  const { registry } = useRuntime();
  const logged = useRef(new Set<number>());
  const key = types.join(',');
  useEffect(() => {
    for (const type of key === '' ? [] : key.split(',').map(Number)) {
      if (registry.bySectionType(type) || logged.current.has(type)) continue;
      logged.current.add(type);
      console.warn(`[${where}] no block for section type ${type}; those sections are skipped`);
    }
  }, [key, registry, where]);
}
