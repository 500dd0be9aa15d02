/**
 * Shape of a block registry entry: metadata up front (type, schema, fixtures, docs),
 * code on demand (`load`). DESIGN principles 10 and 12.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Section } from '../../services/entities';
import type { PortalServices } from '../../services/portalServices';
import type { PageDataDeclaration } from '../data/pageDataSources';

/** What a block's `prefetch` may use: the services, the registry and the page's query. */
export interface BlockPrefetchContext {
  services: PortalServices;
  registry: BlockRegistry;
  query: URLSearchParams;
}

/** What every block component receives. Data comes through services from context. */
export interface BlockProps<P = Record<string, unknown>> {
  props: P;
  /** Stable id of this block instance on the page (for tests and anchors). */
  blockId: string;
  /**
   * The block's slots, rendered: each name its schema declares (`x-slots`) → the child blocks
   * the manifest put there (absent when the manifest put none). The block places them.
   */
  slots?: Readonly<Record<string, ReactNode>>;
}

export interface BlockFixture {
  name: string;
  description: string;
  props: Record<string, unknown>;
  /**
   * The page data a page showing this fixture declares (for a block whose schema has `x-data`),
   * with literal params: the catalogue and the fixture tests provide it around the block.
   */
  pageData?: Record<string, PageDataDeclaration>;
}

/**
 * What the visitor's runtime needs of a block: its name, the section codes it renders and its
 * code on demand. Nothing else, so schemas and fixtures stay out of the visitor's bundle.
 */
export interface BlockLoader {
  /** Block name used in manifests ("banner", "resource-list", "channel-sections"…). */
  type: string;
  /** Section type code(s) this block renders (11, 12, 13, 20, 21, 22, 26). */
  sectionTypes?: number[];
  load: () => Promise<{ default: ComponentType<BlockProps<never>> }>;
  /**
   * 'server': the block's first view may be rendered on the server (issue 17 point 2). Said by
   * blocks that show content and take no input a visitor could give before the page is
   * hydrated (typing into a form, a player's controls): a page is rendered on the server only
   * when each of its blocks says so; other pages render in the browser as before.
   */
  firstView?: 'server';
  /**
   * Starts the block's first service call while its code is still loading (the page renderer
   * calls it as soon as the page is known). It must only warm the services' caches, so the
   * block's own call then gets the answer already in flight; it lives in the visitor's bundle,
   * so keep it to a few lines. A returned promise settles when the block's first view is ready
   * (never rejects): the entry's first view waits for it (src/app/boot/firstView.ts).
   */
  prefetch?: (
    props: Record<string, unknown>,
    context: BlockPrefetchContext,
  ) => Promise<void> | void;
}

/** A full registry entry: the loader plus the metadata tools read (validator, preview, docs). */
export interface BlockEntry extends BlockLoader {
  /** JSON Schema of the block's props (2020-12). */
  schema: Record<string, unknown>;
  fixtures: BlockFixture[];
  description: string;
}

export interface BlockRegistry<E extends BlockLoader = BlockLoader> {
  byType(type: string): E | undefined;
  bySectionType(code: number): E | undefined;
  types(): string[];
}

/**
 * Props of the section blocks (types 11, 12, 13, 20, 21, 22, 26): one hydrated section of a
 * channel, as `channel-sections` and `tab-group` hand it over.
 */
export interface SectionBlockProps {
  section: Section;
  /** Which empty text to show (ledger A-07); works sections default to 'collecting'. */
  emptyText?: 'editing' | 'collecting';
  /** Base of the section's links (`linkBaseFor`); defaults to the one of the current path. */
  linkBase?: string;
  /** Set inside a tab group: shown together with the empty text. */
  tabTitle?: string;
}
