/**
 * The reviewers' marking form of a training work (`/training/workResult/mark?workId=`): score 0–100, comment ≤ 500; anybody else gets 抱歉，您暂无访问权限. The page around it (breadcrumb and heading) is the manifest's: a `page-frame` block with
 * this one in its `body` slot (issue 16: a block that switched views became three blocks).
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { WorksPage } from '../training-works/TrainingWorksViews';
import type { TrainingWorkMarkProps } from './props.gen';

export type { TrainingWorkMarkProps };

export default function TrainingWorkMarkBlock({ blockId }: BlockProps<TrainingWorkMarkProps>) {
  return <WorksPage kind="mark" blockId={blockId} />;
}
