/** A training project's operation manual: sections of numbered steps; the project is page data. */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { Panel, useTrainingProject } from '../training-project/trainingShared';
import '../training-project/training-project.css';
import type { TrainingManualProps } from './props.gen';

export type { TrainingManualProps };

export default function TrainingManualBlock({ blockId }: BlockProps<TrainingManualProps>) {
  const t = useT();
  const { project, placeholder } = useTrainingProject();
  if (!project) return placeholder;
  if (project.manual.length === 0)
    return <p className="training-note">{t('msg:training.noManual')}</p>;
  return project.manual.map((part, index) => (
    <Panel key={index} id={`${blockId}-${index}`} title={part.title}>
      <ol className="training-steps">
        {part.steps.map((step, stepIndex) => (
          <li key={stepIndex}>{step}</li>
        ))}
      </ol>
    </Panel>
  ));
}
