/**
 * The clickable part of a content card. A card whose resource type has no page (no link from
 * `itemLink`) is a button that says 当前资源类型暂不支持 instead of navigating (seed 000 §5).
 */
import type { ReactNode } from 'react';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { SafeLink } from './SafeLink';

export function ItemAction(props: {
  href: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const { ui, t } = useRuntime();
  if (props.href === undefined) {
    return (
      <button
        type="button"
        className={`${props.className ?? ''} section-item-unsupported`}
        onClick={() => ui.toast(t('msg:section.unsupportedResource'))}
      >
        {props.children}
      </button>
    );
  }
  return (
    <SafeLink href={props.href} className={props.className}>
      {props.children}
    </SafeLink>
  );
}
