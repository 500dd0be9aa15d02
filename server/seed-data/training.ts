/**
 * Teacher-training projects (seed 000 §2 "/training, /training/{trainId} with sub-pages …;
 * /training/workDetail, /training/workResult, /training/workResult/mark", §3 training status,
 * §7 "Teacher-training live list: GET a datas.json file"; ledger CORE-ROUTE-06, -08..11,
 * CORE-LIVE-25, CORE-API-23).
 *
 * Three projects whose periods are offsets from the seeding moment, so a fresh database always
 * holds one in progress, one not started and one ended (the status the portal derives from
 * begin_time / end_time). Each project has a notice library and a dynamics library, written as
 * ordinary library contents so the portal reads them with the existing library-contents call.
 * Trainees' works (作业) carry scores once a reviewer marked them. The teacher-training live list
 * (`datas.json` on the static host) and the training handbook are rows of this module too.
 *
 * Who may do what: `admins` of a project see its management view; `reviewers` (and admins) see
 * every work of the project and mark them; a trainee sees only their own works.
 */
import type { Seeder } from '../db/seeder';
import { loadSeedContent } from './content';
import { DAY_MS, HOUR_MS } from '../time';

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

export interface TrainingProjectSeed {
  id: string;
  title: string;
  organizer: string;
  /** The organizing body's organ id: course tracking field organ_id (seed 000 §3) of its courses. */
  organ_id: string;
  /** Training type code (seed 000 §3: szsd, tsyx, xkyx, zymt, yjyx, tjyx). */
  type_code: string;
  study_hours: number;
  enrol_count: number;
  description: string;
  introduction: string[];
  courses: TrainingCourse[];
  libraries: TrainingLibrary[];
  manual: { title: string; steps: string[] }[];
  admins: string[];
  reviewers: string[];
  /** Begin and end, in days from the seeding moment. */
  days: [number, number];
  palette: [string, string];
  /** Management figures (the stand-in does not simulate study progress). */
  progress: {
    completed: number;
    schools: { school_name: string; enrolled: number; completed: number }[];
  };
  notices: { id: string; title: string; source: string; body: string[] }[];
  dynamics: { id: string; title: string; source: string; body: string[] }[];
}

/**
 * Training type code → type id on the stand-in (seed 000 §3; ledger CORE-CAT-10). The ids are
 * configuration: the `local` environment's `trainingTypeIds` carries the same map (a server
 * test keeps the two equal), and `GET /v1/trainings?type_id=` filters by them.
 */
export const TRAINING_TYPE_IDS: Record<string, string> = {
  szsd: '1101',
  tsyx: '1102',
  xkyx: '1103',
  zymt: '1104',
  yjyx: '1105',
  tjyx: '1106',
};

/** An ended project of the content file: the rest of it follows one pattern. */
interface PastProjectContent {
  id: string;
  type_code: string;
  title: string;
  description: string;
  days: [number, number];
  palette: [string, string];
}

/** The organ id of 教育部教师工作司, who organizes the ended projects. */
const MOE_TEACHER_DEPARTMENT_ORGAN_ID = 'organ-moe-jsgzs';

/** Ended projects of the three types the current ones do not cover, one each. */
function pastProject(
  { id, type_code, title, description, days, palette }: PastProjectContent,
  manual: TrainingProjectSeed['manual'],
): TrainingProjectSeed {
  return {
    id,
    title,
    organizer: '教育部教师工作司',
    organ_id: MOE_TEACHER_DEPARTMENT_ORGAN_ID,
    type_code,
    study_hours: 6,
    enrol_count: 4200 + days[0] * -3,
    description,
    introduction: [description, '本期项目已结束，学时认定结果已同步。'],
    courses: [],
    libraries: [],
    manual,
    admins: ['u-edu-admin'],
    reviewers: ['u-academic'],
    days,
    palette,
    progress: { completed: 0, schools: [] },
    notices: [],
    dynamics: [],
  };
}

/**
 * Online exams of the training projects (seed 000 §3 answer-button text; ledger CORE-HELPER-25,
 * CORE-API-18). Served as they are by `GET /v1/trainings/:trainId/exams`: the stand-in does not
 * simulate answering, so every signed-in learner has the same `answer_status` (visitors: none).
 */
export interface TrainingExamSeed {
  id: string;
  train_id: string;
  title: string;
  duration_minutes: number | null;
  /** The deadline, in days before the project's end; null: no deadline. */
  deadlineDaysBeforeEnd: number | null;
  /** 0 answering, 1 or 2 answered (seed 000 §3), null never started. */
  answer_status: 0 | 1 | 2 | null;
  assessment_id: string | null;
}

/** One result of the assessments query: the signed-in learner's best score. */
export interface AssessmentResultSeed {
  assessment_id: string;
  assessment_type: string;
  best_score: number;
  total_score: number;
}

export interface TrainingWorkSeed {
  id: string;
  train_id: string;
  user_id: string;
  author_name: string;
  school_name: string;
  title: string;
  content: string[];
  attachments: { name: string; size: number }[];
  submittedDaysAgo: number;
  mark?: { score: number; comment: string; reviewer: string; markedDaysAgo: number };
}

export interface TrainingLiveSeed {
  id: string;
  title: string;
  speaker: string;
  organ: string;
  /** Start and end, in hours from the seeding moment. */
  hours: [number, number];
  palette: [string, string];
}

/** The training handbook (/teacherTrainingNav/train/handbook): a guide of sections and steps. */
export interface TrainingHandbook {
  title: string;
  /** YYYY-MM-DD */
  updated: string;
  sections: { id: string; title: string; steps: string[] }[];
}

/** The content itself: content/training.json (schema training.schema.json beside it). */
interface TrainingContent {
  /** The participant manual every project shows. */
  manual: TrainingProjectSeed['manual'];
  /** Projects with content of their own (`manual` is the shared one). */
  projects: Omit<TrainingProjectSeed, 'manual'>[];
  pastProjects: PastProjectContent[];
  exams: TrainingExamSeed[];
  assessmentResults: AssessmentResultSeed[];
  works: TrainingWorkSeed[];
  lives: TrainingLiveSeed[];
  handbook: TrainingHandbook;
}

const CONTENT = loadSeedContent<TrainingContent>('training');

export const TRAINING_SEEDS: TrainingProjectSeed[] = [
  ...CONTENT.projects.map((project) => ({ ...project, manual: CONTENT.manual })),
  ...CONTENT.pastProjects.map((project) => pastProject(project, CONTENT.manual)),
];
export const TRAINING_EXAMS = CONTENT.exams;
/**
 * Results of the assessments query (`GET {assessment}/v1/assessments/actions/query`): the
 * signed-in learner's best score per assessment. The exam being answered (status 0) and the
 * one never started have none.
 */
export const TRAINING_ASSESSMENT_RESULTS = CONTENT.assessmentResults;
export const TRAINING_WORKS = CONTENT.works;
/** The teacher-training live list served as `datas.json` (CORE-LIVE-25). */
export const TRAINING_LIVES = CONTENT.lives;
export const TRAINING_HANDBOOK = CONTENT.handbook;

/** Dated from the seeding moment backwards, one day apart, newest first. */
function libraryRows(
  project: TrainingProjectSeed,
  library: TrainingLibrary,
  now: number,
): { id: string; time: number; content: Record<string, unknown> }[] {
  const items = library.kind === 'notice' ? project.notices : project.dynamics;
  const anchor = now + Math.min(project.days[1], 0) * DAY_MS;
  return items.map((item, index) => {
    const time = anchor - (index + 1) * DAY_MS - index * 3 * HOUR_MS;
    return {
      id: item.id,
      time,
      content: {
        id: item.id,
        unit_id: item.id,
        library_id: library.library_id,
        title: item.title,
        description: item.body[0],
        resource_type: 't_news',
        create_time: new Date(time).toISOString(),
        extra: { source: item.source, news_id: item.id, description: item.body.join('\n') },
      },
    };
  });
}

export function seedTraining(seeder: Seeder, now: number): void {
  const cover = (name: string, title: string, subtitle: string, palette: [string, string]) =>
    seeder.cover({
      name,
      kind: 'card',
      title,
      subtitle,
      color_from: palette[0],
      color_to: palette[1],
    });
  TRAINING_SEEDS.forEach((seed, index) => {
    // The project as GET /v1/trainings/:id answers it, less what only the seed uses.
    const body = {
      id: seed.id,
      title: seed.title,
      organizer: seed.organizer,
      type_code: seed.type_code,
      study_hours: seed.study_hours,
      enrol_count: seed.enrol_count,
      description: seed.description,
      introduction: seed.introduction,
      courses: seed.courses,
      libraries: seed.libraries,
      manual: seed.manual,
      admins: seed.admins,
      reviewers: seed.reviewers,
      progress: seed.progress,
      cover_url: cover(`training-${seed.id}`, seed.title, seed.organizer, seed.palette),
      type_id: TRAINING_TYPE_IDS[seed.type_code] ?? '',
    };
    seeder.row(
      'training_projects',
      {
        id: seed.id,
        sort_order: index,
        begin_time: now + seed.days[0] * DAY_MS,
        end_time: now + seed.days[1] * DAY_MS,
        create_time: now + (seed.days[0] - 30) * DAY_MS,
        body: JSON.stringify(body),
      },
      'replace',
    );
    for (const lib of seed.libraries) {
      seeder.library(lib.library_id, `${seed.title} · ${lib.title}`);
      libraryRows(seed, lib, now).forEach((row, order) =>
        seeder.row(
          'library_contents',
          {
            id: row.id,
            library_id: lib.library_id,
            sort_order: order,
            create_time: row.time,
            content: JSON.stringify(row.content),
          },
          'replace',
        ),
      );
    }
  });

  for (const seed of TRAINING_WORKS) {
    const { id, train_id, user_id, submittedDaysAgo, mark, ...body } = seed;
    seeder.row(
      'training_works',
      {
        id,
        train_id,
        user_id,
        submit_time: now - submittedDaysAgo * DAY_MS,
        body: JSON.stringify(body),
        score: mark?.score ?? null,
        comment: mark?.comment ?? null,
        reviewer: mark?.reviewer ?? null,
        mark_time: mark ? now - mark.markedDaysAgo * DAY_MS : null,
      },
      'replace',
    );
  }

  TRAINING_LIVES.forEach((seed, index) => {
    seeder.row(
      'training_lives',
      {
        id: seed.id,
        sort_order: index,
        start_time: now + seed.hours[0] * HOUR_MS,
        end_time: now + seed.hours[1] * HOUR_MS,
        create_time: now - (10 - index) * DAY_MS,
        body: JSON.stringify({
          title: seed.title,
          speaker: seed.speaker,
          organ: seed.organ,
          cover_url: cover(`training-live-${seed.id}`, seed.title, seed.speaker, seed.palette),
        }),
      },
      'replace',
    );
  });
}
