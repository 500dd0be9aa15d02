/**
 * Two columns for the blocks a manifest puts in its slots (issue 16: pages compose): `main` and
 * `aside`, side by side on wide screens, stacked with main first at the narrow breakpoint so a
 * phone reads the page's subject before its side notes. The block knows nothing of what is in
 * them: the page renderer renders each slot's blocks (each in its own error boundary).
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import type { LayoutColumnsProps } from './props.gen';
import './layout-columns.css';

export type { LayoutColumnsProps };

export default function LayoutColumnsBlock({
  props,
  blockId,
  slots,
}: BlockProps<LayoutColumnsProps>) {
  const side = props.aside ?? 'right';
  const width = props.asideWidth ?? 'narrow';
  return (
    <div
      className={`layout-columns layout-columns--aside-${side} layout-columns--${width}`}
      data-block-id={blockId}
    >
      <div className="layout-columns__main">{slots?.main}</div>
      {slots?.aside ? <aside className="layout-columns__aside">{slots.aside}</aside> : null}
    </div>
  );
}
