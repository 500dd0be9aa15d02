/**
 * The works of a training project (`/training/workResult?trainId=`): status and score, a trainee's own or every work for the project's reviewers, who also get 批阅 links. The page around it (breadcrumb and heading) is the manifest's: a `page-frame` block with
 * this one in its `body` slot (issue 16: a block that switched views became three blocks).
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { WorksPage } from './TrainingWorksViews';
import type { TrainingWorksProps } from './props.gen';

export type { TrainingWorksProps };

export default function TrainingWorksBlock({ blockId }: BlockProps<TrainingWorksProps>) {
  return <WorksPage kind="results" blockId={blockId} />;
}
