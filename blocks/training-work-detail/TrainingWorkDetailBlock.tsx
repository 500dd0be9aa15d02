/**
 * One training work (`/training/workDetail?workId=`): its content, attachments, and the mark once given; a missing work says 作业不存在. The page around it (breadcrumb and heading) is the manifest's: a `page-frame` block with
 * this one in its `body` slot (issue 16: a block that switched views became three blocks).
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { WorksPage } from '../training-works/TrainingWorksViews';
import type { TrainingWorkDetailProps } from './props.gen';

export type { TrainingWorkDetailProps };

export default function TrainingWorkDetailBlock({ blockId }: BlockProps<TrainingWorkDetailProps>) {
  return <WorksPage kind="detail" blockId={blockId} />;
}
