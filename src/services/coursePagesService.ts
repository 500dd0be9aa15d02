/**
 * The course pages' calls (seed 000 §2 `{base}/courseIndex`, `{base}/courseDetail`,
 * `{base}/courseDetail/work`, `/teacherTraining/staticTopic`, `/teacherTraining/desk`,
 * `/teacherTraining/honourDetail`; ledger CORE-ROUTE-08, -12, -13, -15). The spec shows no paths
 * for them; these are the stand-in's (server/routes/coursePages.ts), on the course service.
 * Loaded on first use (`PortalServices.coursePages`), so it stays out of the entry script.
 *
 * What a failure gives: a missing course, work, topic or honour (404) is `null` (the page shows
 * its empty state); the signed-in calls need a token (401 rejects); other failures reject.
 */
import { isRecord, segment } from './answers';
import type { VideoSource, VideoTrack } from './entities';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';
import { createComponentConfigService } from './componentConfigService';

export interface CourseTeacher {
  name: string;
  title?: string;
  organization?: string;
}

export interface CourseLesson {
  id: string;
  title: string;
  duration?: string;
  /** Seed 000 §3 player options: sources, subtitle tracks (SRT or WebVTT), poster. */
  video?: { sources: VideoSource[]; tracks?: VideoTrack[]; poster?: string };
  /** Seed 000 §4: seeking beyond the furthest watched position is reset to it. */
  seek_control?: boolean;
  /** Seed 000 §4: one course page playing at a time (heartbeat across tabs). */
  single_session?: boolean;
  /** Seed 000 §4, §6: playing while logged out pauses and asks to log in. */
  force_login?: boolean;
}

export interface CourseChapter {
  id: string;
  title: string;
  lessons: CourseLesson[];
}

export interface CourseWorkSummary {
  id: string;
  title: string;
  task: string[];
  requirements: string[];
  /** Platform time (`2026-09-01T09:00:00.000+0800`) after which no submission is taken. */
  end_time: string;
}

/** A course's material (讲义, 课件…): a document with page images for the online preview. */
export interface CourseAttachment {
  id: string;
  name: string;
  /** Bytes. */
  size?: number;
  /** Page images, in order. */
  pages: string[];
}

export interface Course {
  id: string;
  title: string;
  area?: string;
  resource_type?: string;
  summary?: string;
  introduction?: string[];
  cover_url?: string;
  source?: string;
  teachers: CourseTeacher[];
  hours?: number;
  learner_count?: number;
  lesson_count?: number;
  create_time?: string;
  /** The training project the course belongs to (course tracking field training_id, §3). */
  training_id?: string;
  /** Course tracking fields (§3) the course data carries when known: its organizing body, */
  organ_id?: string;
  /** the studio it belongs to, */
  studio_id?: string;
  /** and the channel and column (library) it is filed in. */
  channel_code?: string;
  column_code?: string;
  chapters: CourseChapter[];
  work?: CourseWorkSummary | null;
  attachments: CourseAttachment[];
}

export interface CourseWork extends CourseWorkSummary {
  course: { id: string; title: string; area?: string };
}

export interface WorkSubmission {
  work_id: string;
  submitted: boolean;
  content?: string;
  submit_time?: string;
}

export interface StaticTopicItem {
  course_id: string;
  title: string;
  summary?: string;
  cover_url?: string;
  resource_type?: string;
  teachers?: string[];
  hours?: number;
}

export interface StaticTopic {
  id: string;
  title: string;
  description?: string;
  banner_url?: string;
  sections: { title: string; items: StaticTopicItem[] }[];
}

export interface Honour {
  id: string;
  title: string;
  picture_url?: string;
  issuer?: string;
  hours?: number;
  conditions?: string[];
  description?: string;
  course?: { id: string; title: string; area?: string };
  holder_count?: number;
  /** Present only for a signed-in caller. */
  obtained?: boolean;
  issue_time?: string;
}

export interface DeskCourse {
  course_id: string;
  title: string;
  area?: string;
  cover_url?: string;
  hours: number;
  lesson_count: number;
  learned_count: number;
  /** 0–100. */
  progress: number;
  next_lesson_id: string | null;
  learned_hours: number;
  update_time?: string;
}

export interface TrainingDesk {
  summary: {
    course_count: number;
    finished_count: number;
    learned_hours: number;
    total_hours: number;
  };
  courses: DeskCourse[];
  honours: { id: string; title: string; issue_time?: string }[];
}

export interface CoursePagesService {
  /** One course with chapters and lessons; null when it does not exist. */
  course(courseId: string): Promise<Course | null>;
  /** Marks a lesson as studied by the signed-in user (the desk's progress). */
  recordLesson(courseId: string, lessonId: string): Promise<void>;
  /** A course's work; null when the course has no such work. */
  work(courseId: string, workId: string): Promise<CourseWork | null>;
  /** The signed-in user's submission state of a work. */
  mySubmission(courseId: string, workId: string): Promise<WorkSubmission>;
  /** Submits the work; a refusal rejects with the server's message (HttpError). */
  submitWork(courseId: string, workId: string, content: string): Promise<WorkSubmission>;
  /** A static topic page; null when it does not exist. */
  staticTopic(topicId: string): Promise<StaticTopic | null>;
  /** An honour (certificate) and, when signed in, whether the caller holds it. */
  honour(honourId: string): Promise<Honour | null>;
  /** The signed-in teacher's training desk. */
  desk(): Promise<TrainingDesk>;
  /**
   * Whether course attachments may be previewed online: the teacher-train component config's
   * attachment-preview-enable (src/services/componentConfigService.ts); false when it fails.
   */
  attachmentPreviewEnabled(): Promise<boolean>;
}

export function coursePath(courseId: string): string {
  return `/v1/courses/${segment(courseId)}`;
}
export function courseProgressPath(courseId: string): string {
  return `${coursePath(courseId)}/progress`;
}
export function courseWorkPath(courseId: string, workId: string): string {
  return `${coursePath(courseId)}/works/${segment(workId)}`;
}
export function mySubmissionPath(courseId: string, workId: string): string {
  return `${courseWorkPath(courseId, workId)}/submissions/mine`;
}
export function submissionsPath(courseId: string, workId: string): string {
  return `${courseWorkPath(courseId, workId)}/submissions`;
}
export function staticTopicPath(topicId: string): string {
  return `/v1/static_topics/${segment(topicId)}`;
}
export function honourPath(honourId: string): string {
  return `/v1/honours/${segment(honourId)}`;
}
export const TRAINING_DESK_PATH = '/v1/training_desk';

async function orNull<T>(call: Promise<unknown>, valid: (answer: unknown) => boolean) {
  try {
    const answer = await call;
    return valid(answer) ? (answer as T) : null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

const hasId = (answer: unknown) => isRecord(answer) && typeof answer.id === 'string';

export function createCoursePagesService(client: HttpClient): CoursePagesService {
  const get = (path: string, retry = true) =>
    client.request<unknown>({ service: 'course', method: 'GET', path, retry });
  const componentConfig = createComponentConfigService(client);
  return {
    attachmentPreviewEnabled: () => componentConfig.attachmentPreviewEnabled(),
    async course(courseId) {
      const course = await orNull<Course>(get(coursePath(courseId)), hasId);
      if (!course) return null;
      return {
        ...course,
        teachers: Array.isArray(course.teachers) ? course.teachers : [],
        chapters: Array.isArray(course.chapters)
          ? course.chapters.map((chapter) => ({
              ...chapter,
              lessons: Array.isArray(chapter.lessons) ? chapter.lessons : [],
            }))
          : [],
        attachments: Array.isArray(course.attachments)
          ? course.attachments
              .filter((item) => isRecord(item) && typeof item.id === 'string')
              .map((item) => ({ ...item, pages: Array.isArray(item.pages) ? item.pages : [] }))
          : [],
      };
    },
    async recordLesson(courseId, lessonId) {
      await client.request({
        service: 'course',
        method: 'POST',
        path: courseProgressPath(courseId),
        data: { lesson_id: lessonId },
      });
    },
    work: (courseId, workId) => orNull<CourseWork>(get(courseWorkPath(courseId, workId)), hasId),
    async mySubmission(courseId, workId) {
      const answer = await get(mySubmissionPath(courseId, workId), false);
      return isRecord(answer)
        ? (answer as unknown as WorkSubmission)
        : { work_id: workId, submitted: false };
    },
    async submitWork(courseId, workId, content) {
      const answer = await client.request<unknown>({
        service: 'course',
        method: 'POST',
        path: submissionsPath(courseId, workId),
        data: { content },
      });
      return isRecord(answer)
        ? (answer as unknown as WorkSubmission)
        : { work_id: workId, submitted: true, content };
    },
    staticTopic: async (topicId) => {
      const topic = await orNull<StaticTopic>(get(staticTopicPath(topicId)), hasId);
      return topic
        ? { ...topic, sections: Array.isArray(topic.sections) ? topic.sections : [] }
        : null;
    },
    honour: (honourId) => orNull<Honour>(get(honourPath(honourId), false), hasId),
    async desk() {
      const answer = await get(TRAINING_DESK_PATH, false);
      const desk = isRecord(answer) ? (answer as unknown as Partial<TrainingDesk>) : {};
      return {
        summary: desk.summary ?? {
          course_count: 0,
          finished_count: 0,
          learned_hours: 0,
          total_hours: 0,
        },
        courses: Array.isArray(desk.courses) ? desk.courses : [],
        honours: Array.isArray(desk.honours) ? desk.honours : [],
      };
    },
  };
}
