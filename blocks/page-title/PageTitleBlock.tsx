/** The page's visible heading. */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import type { PageTitleProps } from './props.gen';

export type { PageTitleProps };

export default function PageTitleBlock({ props }: BlockProps<PageTitleProps>) {
  const t = useT();
  return (
    <h1 className="page-title" style={{ fontSize: 26, margin: '8px 0 0' }}>
      {t(props.title)}
    </h1>
  );
}
