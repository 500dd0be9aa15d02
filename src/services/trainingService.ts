/**
 * Teacher-training projects, works and files (seed 000 §2 "/training …", "/teacherTraining/train
 * /live", §3 training status, §7 "Teacher-training live list: GET a datas.json file"; ledger
 * CORE-ROUTE-06, -08..11, CORE-LIVE-25, CORE-API-23). The spec names a training service but
 * shows none of its paths: the project and work paths are the stand-in's, on the course service
 * (server/routes/training.ts). The live list and the handbook are files on the static host,
 * asked without the token. Loaded on first use (`PortalServices.training`).
 *
 * Failures: a missing project or work gives `null` (404); everything else rejects with the
 * client's error (`HttpError` keeps the status, so a 403 can be told apart: `isForbidden`).
 *
 * A project's exams (`…/{id}/exams`, the stand-in's path) carry the learner's answer status;
 * their best scores come from the assessments query (assessmentService.ts, seed 000 §7; ledger
 * CORE-API-18), whose failure gives `[]` (no scores, no error screen: CORE-ERR-23).
 */
import { isRecord, listFrom, segment } from './answers';
import { queryAssessments, type AssessmentResult } from './assessmentService';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';

export const TRAININGS_PATH = '/v1/trainings';
/**
 * Query key of the training type filter (ledger CORE-CAT-10): the list asks for one type by
 * its id (environments.json `trainingTypeIds[code]`). The stand-in's name: the spec shows none.
 */
export const TRAINING_TYPE_QUERY = 'type_id';
export const TRAINING_WORKS_PATH = '/v1/training_works';
/** CORE-API-23: the teacher-training live list file on the static host. */
export const TRAINING_LIVE_FILE = '/teacherTraining/live/datas.json';
export const TRAINING_HANDBOOK_FILE = '/teacherTraining/handbook.json';

export const trainingPath = (trainId: string) => `${TRAININGS_PATH}/${segment(trainId)}`;
export const trainingManagementPath = (trainId: string) => `${trainingPath(trainId)}/management`;
/** A project's online exams (the stand-in's path; the spec shows none). */
export const trainingExamsPath = (trainId: string) => `${trainingPath(trainId)}/exams`;
/**
 * `assessment_type` of a training exam in the assessments query (§7 names the parameter, not
 * its values: the stand-in's value).
 */
export const TRAINING_EXAM_ASSESSMENT_TYPE = 'exam';
export const trainingWorkPath = (workId: string) => `${TRAINING_WORKS_PATH}/${segment(workId)}`;
export const trainingMarkPath = (workId: string) => `${trainingWorkPath(workId)}/actions/mark`;

export interface TrainingSummary {
  id: string;
  title: string;
  organizer: string;
  cover_url: string | null;
  type_code: string;
  study_hours: number;
  enrol_count: number;
  description: string;
  begin_time: string;
  end_time: string;
}

export interface TrainingCourse {
  id: string;
  title: string;
  teacher: string;
  hours: number;
}

export interface TrainingLibrary {
  library_id: string;
  kind: 'notice' | 'dynamics';
  title: string;
}

export interface TrainingProject extends TrainingSummary {
  introduction: string[];
  courses: TrainingCourse[];
  libraries: TrainingLibrary[];
  manual: { title: string; steps: string[] }[];
}

export interface TrainingManagement {
  train_id: string;
  title: string;
  enrol_count: number;
  completed_count: number;
  works_submitted: number;
  works_marked: number;
  average_score: number | null;
  schools: { school_name: string; enrolled: number; completed: number }[];
  admins: string[];
  reviewers: string[];
}

/** One online exam of a project, with the signed-in learner's answer status. */
export interface TrainingExam {
  id: string;
  title: string;
  /** Time allowed, in minutes; null when the exam has no limit. */
  duration_minutes: number | null;
  /** Last moment to answer (a wire time); null when open-ended. */
  end_time: string | null;
  /** The answer-button status (seed 000 §3): 0, 1, 2, or null (never answered / not signed in). */
  answer_status: number | null;
  /** Id of its result in the assessments query; null when it keeps none. */
  assessment_id: string | null;
}

export type { AssessmentResult };

export interface TrainingWork {
  id: string;
  train_id: string;
  train_title: string;
  user_id: string;
  author_name: string;
  school_name: string;
  title: string;
  content: string[];
  attachments: { name: string; size: number }[];
  submit_time: string;
  /** 0 awaiting review, 1 marked. */
  status: 0 | 1;
  score: number | null;
  comment: string | null;
  reviewer_name: string | null;
  mark_time: string | null;
  /** The signed-in user may mark it (a reviewer or administrator of its project). */
  can_mark?: boolean;
}

export interface TrainingWorkList {
  items: TrainingWork[];
  total: number;
  can_mark: boolean;
}

/** One item of datas.json; the list reuses the live card helpers (src/lib/liveList.ts). */
export interface TrainingLive {
  id: string;
  title: string;
  speaker: string;
  organ: string;
  cover_url: string | null;
  url: string | null;
  start_time: string;
  end_time: string;
  create_time: string | null;
}

export interface TrainingHandbook {
  title: string;
  updated: string;
  sections: { id: string; title: string; steps: string[] }[];
}

export interface TrainingListFilter {
  /** A training type id (`trainingTypeIds[code]`); absent: every type. */
  typeId?: string;
}

export interface TrainingService {
  list(filter?: TrainingListFilter): Promise<TrainingSummary[]>;
  /** null when the project does not exist. */
  project(trainId: string): Promise<TrainingProject | null>;
  /** The administrators' figures; a 403 rejects (see `isForbidden`). */
  management(trainId: string): Promise<TrainingManagement>;
  works(trainId: string): Promise<TrainingWorkList>;
  /** null when the work does not exist. */
  work(workId: string): Promise<TrainingWork | null>;
  mark(workId: string, score: number, comment: string): Promise<TrainingWork>;
  /** The project's online exams; failures reject. */
  exams(trainId: string): Promise<TrainingExam[]>;
  /** The learner's results of these exam assessments, 100 ids per request; failure → `[]`. */
  examResults(assessmentIds: readonly string[]): Promise<AssessmentResult[]>;
  /** The teacher-training live list (GET …/datas.json, no token). */
  lives(): Promise<TrainingLive[]>;
  handbook(): Promise<TrainingHandbook>;
}

/** The answer was a refusal (403): the visitor may not see this. */
export function isForbidden(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
/** An answer item the portal can use: a record with an id. */
const hasId = (item: unknown): item is Record<string, unknown> =>
  isRecord(item) && text(item.id) !== '';
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function summaryFrom(item: Record<string, unknown>): TrainingSummary {
  return {
    id: text(item.id),
    title: text(item.title),
    organizer: text(item.organizer),
    cover_url: optionalText(item.cover_url),
    type_code: text(item.type_code),
    study_hours: number(item.study_hours),
    enrol_count: number(item.enrol_count),
    description: text(item.description),
    begin_time: text(item.begin_time),
    end_time: text(item.end_time),
  };
}

function projectFrom(item: Record<string, unknown>): TrainingProject {
  return {
    ...summaryFrom(item),
    introduction: texts(item.introduction),
    courses: listFrom<unknown>(item.courses)
      .filter(isRecord)
      .map((course) => ({
        id: text(course.id),
        title: text(course.title),
        teacher: text(course.teacher),
        hours: number(course.hours),
      })),
    libraries: listFrom<unknown>(item.libraries)
      .filter(isRecord)
      .filter((library) => text(library.library_id) !== '')
      .map((library) => ({
        library_id: text(library.library_id),
        kind: library.kind === 'notice' ? 'notice' : 'dynamics',
        title: text(library.title),
      })),
    manual: listFrom<unknown>(item.manual)
      .filter(isRecord)
      .map((part) => ({ title: text(part.title), steps: texts(part.steps) })),
  };
}

function workFrom(item: Record<string, unknown>): TrainingWork {
  return {
    id: text(item.id),
    train_id: text(item.train_id),
    train_title: text(item.train_title),
    user_id: text(item.user_id),
    author_name: text(item.author_name),
    school_name: text(item.school_name),
    title: text(item.title),
    content: texts(item.content),
    attachments: listFrom<unknown>(item.attachments)
      .filter(isRecord)
      .map((file) => ({ name: text(file.name), size: number(file.size) })),
    submit_time: text(item.submit_time),
    status: item.status === 1 ? 1 : 0,
    score: typeof item.score === 'number' ? item.score : null,
    comment: optionalText(item.comment),
    reviewer_name: optionalText(item.reviewer_name),
    mark_time: optionalText(item.mark_time),
    can_mark: item.can_mark === true,
  };
}

function examFrom(item: Record<string, unknown>): TrainingExam {
  const minutes = item.duration_minutes;
  return {
    id: text(item.id),
    title: text(item.title),
    duration_minutes: typeof minutes === 'number' && minutes > 0 ? minutes : null,
    end_time: optionalText(item.end_time),
    answer_status: typeof item.answer_status === 'number' ? item.answer_status : null,
    assessment_id: optionalText(item.assessment_id),
  };
}

function liveFrom(item: unknown): TrainingLive[] {
  if (!isRecord(item) || !text(item.id)) return [];
  return [
    {
      id: text(item.id),
      title: text(item.title),
      speaker: text(item.speaker),
      organ: text(item.organ),
      cover_url: optionalText(item.cover_url),
      url: optionalText(item.url),
      start_time: text(item.start_time),
      end_time: text(item.end_time),
      create_time: optionalText(item.create_time),
    },
  ];
}

const nullWhenMissing = (error: unknown) => {
  if (error instanceof HttpError && error.status === 404) return null;
  throw error;
};

export function createTrainingService(client: HttpClient): TrainingService {
  const get = (path: string, flags: { noAuth?: boolean; query?: Record<string, string> } = {}) =>
    client.request<unknown>({ service: 'course', method: 'GET', path, retry: true, ...flags });
  return {
    async list(filter = {}) {
      const answer = await get(TRAININGS_PATH, {
        noAuth: true,
        query: {
          $offset: '0',
          $limit: '100',
          ...(filter.typeId ? { [TRAINING_TYPE_QUERY]: filter.typeId } : {}),
        },
      });
      return listFrom<unknown>(answer).filter(hasId).map(summaryFrom);
    },
    async project(trainId) {
      const answer = await get(trainingPath(trainId), { noAuth: true }).catch(nullWhenMissing);
      return isRecord(answer) ? projectFrom(answer) : null;
    },
    async management(trainId) {
      const answer = await get(trainingManagementPath(trainId));
      const item = isRecord(answer) ? answer : {};
      return {
        train_id: text(item.train_id),
        title: text(item.title),
        enrol_count: number(item.enrol_count),
        completed_count: number(item.completed_count),
        works_submitted: number(item.works_submitted),
        works_marked: number(item.works_marked),
        average_score: typeof item.average_score === 'number' ? item.average_score : null,
        schools: listFrom<unknown>(item.schools)
          .filter(isRecord)
          .map((school) => ({
            school_name: text(school.school_name),
            enrolled: number(school.enrolled),
            completed: number(school.completed),
          })),
        admins: texts(item.admins),
        reviewers: texts(item.reviewers),
      };
    },
    async works(trainId) {
      const answer = await get(TRAINING_WORKS_PATH, { query: { train_id: trainId } });
      const items = listFrom<unknown>(answer).filter(hasId).map(workFrom);
      return {
        items,
        total: isRecord(answer) && typeof answer.total === 'number' ? answer.total : items.length,
        can_mark: isRecord(answer) && answer.can_mark === true,
      };
    },
    async work(workId) {
      const answer = await get(trainingWorkPath(workId)).catch(nullWhenMissing);
      return isRecord(answer) ? workFrom(answer) : null;
    },
    async mark(workId, score, comment) {
      const answer = await client.request<unknown>({
        service: 'course',
        method: 'POST',
        path: trainingMarkPath(workId),
        data: { score, comment },
      });
      return workFrom(isRecord(answer) ? answer : {});
    },
    async exams(trainId) {
      return listFrom<unknown>(await get(trainingExamsPath(trainId)))
        .filter(hasId)
        .map(examFrom);
    },
    examResults(assessmentIds) {
      return queryAssessments(client, assessmentIds, TRAINING_EXAM_ASSESSMENT_TYPE);
    },
    async lives() {
      const answer = await client.request<unknown>({
        service: 'static',
        method: 'GET',
        path: TRAINING_LIVE_FILE,
        noAuth: true,
        retry: true,
      });
      return listFrom<unknown>(answer).flatMap(liveFrom);
    },
    async handbook() {
      const answer = await client.request<unknown>({
        service: 'static',
        method: 'GET',
        path: TRAINING_HANDBOOK_FILE,
        noAuth: true,
        retry: true,
      });
      const item = isRecord(answer) ? answer : {};
      return {
        title: text(item.title),
        updated: text(item.updated),
        sections: listFrom<unknown>(item.sections)
          .filter(isRecord)
          .map((section, index) => ({
            id: text(section.id) || String(index),
            title: text(section.title),
            steps: texts(section.steps),
          })),
      };
    },
  };
}
