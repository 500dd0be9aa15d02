/**
 * The clickable part of a content card. A card whose resource type has no page (no link from
 * `itemLink`) is a button that says 当前资源类型暂不支持 instead of navigating (seed 000 §5).
 * It carries the kind analytics reports a click on the item as (`data-resource-kind`, seed 000
 * §3, ledger CORE-HELPER-11..19), read from the item's resource type.
 */
import type { ReactNode } from 'react';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { kindOf } from '../../src/lib/resourceKind';
import { SafeLink } from './SafeLink';

export function ItemAction(props: {
  href: string | undefined;
  /** The item's resource_type; absent for items that are not resources. */
  resourceType?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const { ui, t } = useRuntime();
  const kind = props.resourceType === undefined ? undefined : kindOf(props.resourceType);
  if (props.href === undefined) {
    return (
      <button
        type="button"
        className={`${props.className ?? ''} section-item-unsupported`}
        data-resource-kind={kind}
        onClick={() => ui.toast(t('msg:section.unsupportedResource'))}
      >
        {props.children}
      </button>
    );
  }
  return (
    <SafeLink href={props.href} className={props.className} data-resource-kind={kind}>
      {props.children}
    </SafeLink>
  );
}
