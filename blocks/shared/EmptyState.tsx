/**
 * The empty text of a section (seed 000 §2, ledger A-07): 正在编辑，敬请期待 or, for works and
 * collection sections, 资源征集中，敬请期待. Inside a tab group the tab title is shown with it.
 */
import type { SectionBlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import './section.css';

export type EmptyKind = NonNullable<SectionBlockProps['emptyText']>;

/** The explicit choice wins; works sections are collections (ledger A-07). */
export function emptyKindFor(props: Pick<SectionBlockProps, 'emptyText' | 'section'>): EmptyKind {
  if (props.emptyText) return props.emptyText;
  return props.section.setting?.data?.useWorks ? 'collecting' : 'editing';
}

export function EmptyState(props: { kind: EmptyKind; tabTitle?: string }) {
  const t = useT();
  return (
    <div className="section-empty">
      {props.tabTitle ? <p className="section-empty__tab">{props.tabTitle}</p> : null}
      <p className="section-empty__text">{t(`msg:section.empty.${props.kind}`)}</p>
    </div>
  );
}
