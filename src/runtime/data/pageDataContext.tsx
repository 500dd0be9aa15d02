/**
 * The two contexts of page data (PageData.tsx), in the visitor's entry: the page renderer sets a
 * block's `data` bindings for every block, while the store and its calls load only with the
 * first page that declares data.
 */
import { createContext, type ReactNode } from 'react';
import type { RequestResult } from '../../services/http/useRequest';

/** What blocks read of a page's data: a snapshot per name, and news of its changes. */
export interface PageDataReader {
  snapshot(name: string): RequestResult<unknown>;
  subscribe(name: string, listener: () => void): () => void;
}

export const PageDataContext = createContext<PageDataReader | null>(null);

/** Which page data each of a block's inputs reads (the instance's `data`; default: same name). */
export const BlockDataBindingContext = createContext<Readonly<Record<string, string>> | undefined>(
  undefined,
);

/** Wraps one block instance: its `data` bindings for the blocks' `usePageData`. */
export function BlockDataBinding(props: {
  binding: Readonly<Record<string, string>> | undefined;
  children: ReactNode;
}) {
  return (
    <BlockDataBindingContext.Provider value={props.binding}>
      {props.children}
    </BlockDataBindingContext.Provider>
  );
}
