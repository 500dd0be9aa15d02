/**
 * A page's frame (issue 16: pages compose): the breadcrumb (levels from the manifest, then this
 * page), the heading, and the blocks of its `body` slot under them, in one section named by the
 * heading. Account, list and training pages share it instead of each block drawing its own.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { Breadcrumb } from '../shared/Breadcrumb';
import type { PageFrameProps } from './props.gen';
import './page-frame.css';

export type { PageFrameProps };

export default function PageFrameBlock({ props, blockId, slots }: BlockProps<PageFrameProps>) {
  const t = useT();
  const title = t(props.title);
  return (
    <section className="page-frame" aria-labelledby={`${blockId}-title`}>
      <Breadcrumb crumbs={props.breadcrumb ?? []} current={title} />
      <h1 id={`${blockId}-title`} className="page-frame__title">
        {title}
      </h1>
      {slots?.body}
    </section>
  );
}
