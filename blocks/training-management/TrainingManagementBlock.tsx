/**
 * A training project's figures for its administrators (GET …/management with the token);
 * anybody who is not an administrator of the project gets 抱歉，您暂无访问权限. The project is the
 * page data `project`.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { isForbidden, type TrainingProject } from '../../src/services/trainingService';
import { SafeLink } from '../shared/SafeLink';
import {
  Failed,
  NoAccess,
  Panel,
  trainingLinks,
  useSiteLink,
  useTrainingProject,
  useTrainingService,
} from '../training-project/trainingShared';
import '../training-project/training-project.css';
import type { TrainingManagementProps } from './props.gen';

export type { TrainingManagementProps };

function Figures(props: { project: TrainingProject; idPrefix: string }) {
  const t = useT();
  const training = useTrainingService();
  const link = useSiteLink();
  const { project } = props;
  const figures = useRequest(
    async () => (await training()).management(project.id),
    [training, project.id],
  );
  if (figures.state === 'pending' && !figures.data)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (figures.state === 'error')
    return isForbidden(figures.error) ? (
      <NoAccess backTo={trainingLinks.home(project.id)} />
    ) : (
      <Failed onRetry={figures.reload} />
    );
  const data = figures.data;
  if (!data) return null;
  const stats: [string, string][] = [
    ['msg:training.manage.enrolled', String(data.enrol_count)],
    ['msg:training.manage.completed', String(data.completed_count)],
    ['msg:training.manage.submitted', String(data.works_submitted)],
    ['msg:training.manage.marked', String(data.works_marked)],
    ['msg:training.manage.average', data.average_score === null ? '—' : String(data.average_score)],
  ];
  return (
    <div data-training-management="ready">
      <ul className="training-stats">
        {stats.map(([label, value]) => (
          <li key={label}>
            <span className="training-stats__value">{value}</span>
            <span className="training-stats__label">{t(label)}</span>
          </li>
        ))}
      </ul>
      <Panel
        id={`${props.idPrefix}-schools`}
        title={t('msg:training.manage.schools')}
        more={
          <SafeLink
            className="training-panel__more"
            href={link(trainingLinks.workResult(project.id))}
          >
            {t('msg:training.manage.reviewWorks')}
          </SafeLink>
        }
      >
        {data.schools.length === 0 ? (
          <p className="training-note">{t('msg:training.manage.noSchools')}</p>
        ) : (
          <div className="training-table-wrap">
            <table className="training-table">
              <thead>
                <tr>
                  <th scope="col">{t('msg:training.manage.school')}</th>
                  <th scope="col">{t('msg:training.manage.enrolled')}</th>
                  <th scope="col">{t('msg:training.manage.completed')}</th>
                </tr>
              </thead>
              <tbody>
                {data.schools.map((school) => (
                  <tr key={school.school_name}>
                    <th scope="row">{school.school_name}</th>
                    <td>{school.enrolled}</td>
                    <td>{school.completed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <Panel id={`${props.idPrefix}-people`} title={t('msg:training.manage.people')}>
        <dl className="training-facts training-facts--plain">
          <div>
            <dt>{t('msg:training.manage.admins')}</dt>
            <dd>{data.admins.join('、') || '—'}</dd>
          </div>
          <div>
            <dt>{t('msg:training.manage.reviewers')}</dt>
            <dd>{data.reviewers.join('、') || '—'}</dd>
          </div>
        </dl>
      </Panel>
    </div>
  );
}

export default function TrainingManagementBlock({ blockId }: BlockProps<TrainingManagementProps>) {
  const { project, placeholder } = useTrainingProject();
  if (!project) return placeholder;
  return <Figures project={project} idPrefix={blockId} />;
}
