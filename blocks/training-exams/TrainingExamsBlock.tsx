/**
 * The online exams of a training project, a block of the project home (the target of the 在线考试
 * tab: the spec's routes have no exam list of their own); the project is the page data
 * `project`. Each exam shows its title, duration and deadline when the data has them, the learner's best score when an assessment result
 * exists, and the answer button (seed 000 §3 answer-button text; ledger CORE-HELPER-25) leading
 * to the online exam page `/training/{T}/onlineExamDetail?examId=…`.
 *
 * The scores come from the assessments query (seed 000 §7, 100 ids per request; ledger
 * CORE-API-18): its failure only hides the scores (§8, CORE-ERR-23). A failure of the exam list
 * itself says so, with 重新加载.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { answerButtonMessage } from '../../src/lib/answerButton';
import type { TrainingExam } from '../../src/services/trainingService';
import { SafeLink } from '../shared/SafeLink';
import {
  Failed,
  Panel,
  TRAINING_EXAMS_ANCHOR,
  dateOf,
  trainingLinks,
  useSiteLink,
  useTrainingService,
  useTrainingProject,
} from '../training-project/trainingShared';
import '../training-project/training-project.css';
import type { TrainingExamsProps } from './props.gen';

export type { TrainingExamsProps };

/** `YYYY/MM/DD HH:mm` of a wire time, or ''. */
function deadlineOf(time: string): string {
  const clock = /T(\d\d):(\d\d)/.exec(time);
  const date = dateOf(time);
  return date && clock ? `${date} ${clock[1]}:${clock[2]}` : date;
}

function ExamItem(props: { exam: TrainingExam; trainId: string; bestScore: number | null }) {
  const t = useT();
  const link = useSiteLink();
  const { exam } = props;
  const deadline = exam.end_time ? deadlineOf(exam.end_time) : '';
  const facts = [
    exam.duration_minutes !== null
      ? t('msg:training.exams.duration', { minutes: exam.duration_minutes })
      : '',
    deadline ? t('msg:training.exams.deadline', { time: deadline }) : '',
  ].filter(Boolean);
  return (
    <li className="training-exams__item" data-exam-id={exam.id}>
      <div className="training-exams__body">
        <span className="training-exams__title">{exam.title}</span>
        {facts.length > 0 ? (
          <span className="training-exams__meta">{facts.join(' · ')}</span>
        ) : null}
      </div>
      {props.bestScore !== null ? (
        <span className="training-exams__score" data-exam-score={props.bestScore}>
          {t('msg:training.exams.bestScore', { score: props.bestScore })}
        </span>
      ) : null}
      <SafeLink
        className="training-button training-button--primary training-exams__action"
        href={link(trainingLinks.onlineExam(props.trainId, exam.id))}
      >
        {t(answerButtonMessage(exam.answer_status))}
      </SafeLink>
    </li>
  );
}

function ExamsPanel(props: { trainId: string; id: string }) {
  const t = useT();
  const training = useTrainingService();
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const exams = useRequest(
    async () => (await training()).exams(props.trainId),
    [training, props.trainId],
  );
  const assessmentIds = (exams.data ?? [])
    .map((exam) => exam.assessment_id)
    .filter((id): id is string => id !== null);
  const idsKey = assessmentIds.join(',');
  const results = useRequest(
    async () => (assessmentIds.length > 0 ? (await training()).examResults(assessmentIds) : []),
    // The ids are read from the exam list; their joined text changes exactly when they do.
    [training, idsKey],
  );
  const scoreOf = (exam: TrainingExam): number | null => {
    if (!exam.assessment_id || results.state === 'error') return null;
    const result = (results.data ?? []).find((item) => item.assessment_id === exam.assessment_id);
    return result?.best_score ?? null;
  };

  // The 在线考试 tab links here (`#exams`): bring the panel into view once it has its height.
  const ready = exams.state !== 'pending';
  useEffect(() => {
    if (ready && hash === `#${TRAINING_EXAMS_ANCHOR}`)
      anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);

  let body;
  if (exams.state === 'pending' && !exams.data)
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (exams.state === 'error')
    body = <Failed message={t('msg:training.exams.failed')} onRetry={exams.reload} />;
  else if ((exams.data ?? []).length === 0)
    body = <p className="training-note">{t('msg:training.exams.empty')}</p>;
  else
    body = (
      <ul className="training-exams">
        {(exams.data ?? []).map((exam) => (
          <ExamItem key={exam.id} exam={exam} trainId={props.trainId} bestScore={scoreOf(exam)} />
        ))}
      </ul>
    );
  return (
    <div
      id={TRAINING_EXAMS_ANCHOR}
      ref={anchor}
      className="training-exams-anchor"
      data-training-exams={exams.state}
    >
      <Panel id={props.id} title={t('msg:training.nav.onlineExam')}>
        {body}
      </Panel>
    </div>
  );
}

export default function TrainingExamsBlock({ blockId }: BlockProps<TrainingExamsProps>) {
  const { project, placeholder } = useTrainingProject();
  if (!project) return placeholder;
  return <ExamsPanel trainId={project.id} id={`${blockId}-title`} />;
}
