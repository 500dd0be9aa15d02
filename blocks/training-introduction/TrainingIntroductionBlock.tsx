/**
 * A training project's introduction (the project home's summary, or the whole text on
 * `/training/{T}/introduction`); the project is the page data `project`.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { SafeLink } from '../shared/SafeLink';
import {
  Panel,
  trainingLinks,
  useSiteLink,
  useTrainingProject,
} from '../training-project/trainingShared';
import '../training-project/training-project.css';
import type { TrainingIntroductionProps } from './props.gen';

export type { TrainingIntroductionProps };

export default function TrainingIntroductionBlock({
  props,
  blockId,
}: BlockProps<TrainingIntroductionProps>) {
  const t = useT();
  const link = useSiteLink();
  const { project, placeholder } = useTrainingProject();
  if (!project) return placeholder;
  const paragraphs = props.excerpt
    ? [project.description, project.introduction[0] ?? '']
    : [project.description, ...project.introduction];
  return (
    <Panel
      id={`${blockId}-title`}
      title={t('msg:training.nav.introduction')}
      more={
        props.excerpt ? (
          <SafeLink
            className="training-panel__more"
            href={link(trainingLinks.introduction(project.id))}
          >
            {t('msg:training.more')}
          </SafeLink>
        ) : undefined
      }
    >
      {paragraphs
        .filter((paragraph) => paragraph !== '')
        .map((paragraph, index) => (
          <p key={index} className="training-text">
            {paragraph}
          </p>
        ))}
    </Panel>
  );
}
