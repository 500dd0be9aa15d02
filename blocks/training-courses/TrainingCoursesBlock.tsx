/** A training project's courses, each linking to its course page; the project is page data. */
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
import type { TrainingCoursesProps } from './props.gen';

export type { TrainingCoursesProps };

export default function TrainingCoursesBlock({ blockId }: BlockProps<TrainingCoursesProps>) {
  const t = useT();
  const link = useSiteLink();
  const { project, placeholder } = useTrainingProject();
  if (!project) return placeholder;
  return (
    <Panel id={`${blockId}-title`} title={t('msg:training.courses')}>
      {project.courses.length === 0 ? (
        <p className="training-note">{t('msg:training.noCourses')}</p>
      ) : (
        <ol className="training-courses">
          {project.courses.map((course) => (
            <li key={course.id}>
              <SafeLink
                className="training-courses__title"
                href={link(trainingLinks.course(course.id))}
              >
                {course.title}
              </SafeLink>
              <span className="training-courses__meta">
                {t('msg:training.courseMeta', { teacher: course.teacher, hours: course.hours })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
