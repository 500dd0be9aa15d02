/**
 * The training handbook, `/teacherTrainingNav/train/handbook` (seed 000 §2 "Teacher training
 * channel home" sub-pages; ledger CORE-ROUTE-06): a guide in sections of numbered steps, read
 * from the static host (`GET {static}/teacherTraining/handbook.json`, no token), with a table of
 * contents whose links move to each section.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { Breadcrumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import { Failed, useSiteLink, useTrainingService } from '../training-project/trainingShared';
import './training-handbook.css';
import type { TrainingHandbookProps } from './props.gen';

export type { TrainingHandbookProps };

export default function TrainingHandbookBlock({
  props,
  blockId,
}: BlockProps<TrainingHandbookProps>) {
  const t = useT();
  const training = useTrainingService();
  const link = useSiteLink();
  const handbook = useRequest(async () => (await training()).handbook(), [training]);
  const title = t(props.title);
  const anchor = (id: string) => `${blockId}-${id}`;

  let body;
  if (handbook.state === 'pending' && !handbook.data)
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (handbook.state === 'error') body = <Failed onRetry={handbook.reload} />;
  else if (!handbook.data || handbook.data.sections.length === 0)
    body = <p className="training-note">{t('msg:training.handbook.empty')}</p>;
  else {
    const { sections } = handbook.data;
    body = (
      <div className="training-handbook__layout">
        <nav className="training-handbook__toc" aria-label={t('msg:training.handbook.toc')}>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${anchor(section.id)}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="training-handbook__sections">
          {handbook.data.updated ? (
            <p className="training-note">
              {t('msg:training.handbook.updated', { date: handbook.data.updated })}
            </p>
          ) : null}
          {sections.map((section) => (
            <section
              key={section.id}
              id={anchor(section.id)}
              className="training-panel training-handbook__section"
              aria-labelledby={`${anchor(section.id)}-title`}
              tabIndex={-1}
            >
              <h2 id={`${anchor(section.id)}-title`}>{section.title}</h2>
              <ol className="training-handbook__steps">
                {section.steps.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </section>
          ))}
          {props.projectsTo ? (
            <SafeLink className="edu-action" href={link(props.projectsTo)}>
              {t('msg:training.handbook.join')}
            </SafeLink>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section
      className="training-page training-handbook"
      aria-labelledby={`${blockId}-title`}
      data-training-handbook={handbook.state === 'finished' ? 'ready' : handbook.state}
    >
      <Breadcrumb crumbs={props.breadcrumb ?? []} current={title} />
      <h1 id={`${blockId}-title`} className="training-handbook__heading">
        {handbook.data?.title || title}
      </h1>
      {body}
    </section>
  );
}
