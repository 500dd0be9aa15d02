/**
 * Courses of the course pages (seed 000 §2 `{base}/courseIndex`, `{base}/courseDetail`,
 * `{base}/courseDetail/work`, `/teacherTraining/staticTopic`, `/teacherTraining/desk`,
 * `/teacherTraining/honourDetail`; ledger CORE-ROUTE-08, -12, -13, -15): a handful of
 * teacher-training, sport, art and special-education courses with chapters, lessons (the
 * in-site sample clips), teachers, a work (assignment) each for teacher training, sport and art,
 * one static topic, two honours and the demo teachers' study progress.
 *
 * `seedCourses` writes them to their own tables and files each course as a library content of
 * a course type (`t_course`, `s_course`) in a 精品课程 section of its area channel
 * (`area-teacherTraining`, `area-sport`, `area-art`, `area-specialEdu`), so the cards of those
 * channels and lists open the course pages with data. Served by server/routes/coursePages.ts.
 */
import type { Seeder } from '../db/seeder';
import { DAY_MS, fromPlatformTime, toPlatformTime } from '../time';
import {
  SAMPLE_HLS_URL,
  SAMPLE_VIDEO_URL,
  TIMECODE_HLS_URL,
  TIMECODE_SUBTITLES_SRT_URL,
  TIMECODE_SUBTITLES_VTT_URL,
  TIMECODE_VIDEO_URL,
  type DocumentPage,
} from './resources';
import { TRAINING_SEEDS } from './training';
import { loadSeedContent } from './content';

export type CourseArea = 'teacherTraining' | 'sport' | 'art' | 'specialEdu';

export interface CourseTeacher {
  name: string;
  title: string;
  organization: string;
}

export interface CourseLessonSeed {
  id: string;
  title: string;
  /** mm:ss as the platform shows it. */
  duration: string;
  /** The first lesson of a course plays the HLS clip, the others the MP4. */
  hls?: boolean;
  /** Plays the 60 s time-code sample (MP4, or HLS with `hls`) instead of the 4 s clip. */
  timecode?: boolean;
  /**
   * The player's learning behaviours the lesson asks for (seed 000 §4; issue 15): answered as
   * `seek_control`, `single_session`, `force_login` on the lesson.
   */
  learning?: { seekControl: boolean; singleSession: boolean; forceLogin: boolean };
}

export interface CourseChapterSeed {
  id: string;
  title: string;
  lessons: CourseLessonSeed[];
}

export interface CourseWorkSeed {
  id: string;
  title: string;
  /** The task, one paragraph per entry. */
  task: string[];
  requirements: string[];
  /** Days from the seeding moment until the work closes. */
  closesInDays: number;
}

/** A course material: a document whose pages the static host draws as SVG for the preview. */
export interface CourseAttachmentSeed {
  id: string;
  name: string;
  /** Size of the (notional) file, in bytes. */
  size: number;
  pages: DocumentPage[];
}

/** Where the static host serves an attachment's page images (server/routes/coursePages.ts). */
export const COURSE_ATTACHMENT_BASE = '/svc/static/course-attachments';

export function courseAttachmentPageUrl(courseId: string, attachmentId: string, page: number) {
  return `${COURSE_ATTACHMENT_BASE}/${courseId}/${attachmentId}/page-${page}.svg`;
}

export interface CourseSeed {
  id: string;
  area: CourseArea;
  resourceType: 't_course' | 's_course';
  title: string;
  summary: string;
  introduction: string[];
  source: string;
  teachers: CourseTeacher[];
  /** 学时 the course counts for. */
  hours: number;
  learners: number;
  palette: [string, string];
  chapters: CourseChapterSeed[];
  work?: CourseWorkSeed;
  attachments?: CourseAttachmentSeed[];
  createdDaysAgo: number;
  /** The training project (training.ts) the course belongs to, answered as `training_id`. */
  trainingId?: string;
  /** The organizing body (a training project's organ), answered as `organ_id`. */
  organId?: string;
}

/** Demo ids the tests and the README use. */
export const COURSE_IDS = {
  digital: 'course-tt-szsy',
  standards: 'course-tt-ywkb',
  ethics: 'course-tt-sdsf',
  headTeacher: 'course-tt-bzr',
  rope: 'course-sport-tiaosheng',
  football: 'course-sport-zuqiu',
  inkPainting: 'course-art-shuimo',
  choir: 'course-art-hechang',
  signLanguage: 'course-tj-shouyu',
  autism: 'course-tj-guduzheng',
} as const;

export const TOPIC_ID = 'topic-tt-2026-summer';

/**
 * The training course whose lessons a teacher must really watch: seek control, one course at a
 * time, login required, the 60 s time-code sample (lesson 1 MP4, lesson 2 HLS). A course of the
 * in-progress summer project (training.ts), so its study time carries the project's training_id.
 */
export const LEARNING_CONTROLLED_COURSE_ID = 'tc-summer-szsy';
export const HONOUR_IDS = { digital: 'honour-tt-szsy', ethics: 'honour-tt-sdsf' } as const;

export interface TopicSeed {
  id: string;
  title: string;
  description: string;
  palette: [string, string];
  sections: { title: string; courseIds: string[] }[];
}

export interface HonourSeed {
  id: string;
  title: string;
  courseId: string;
  issuer: string;
  hours: number;
  conditions: string[];
  description: string;
  palette: [string, string];
  /** Holders on the real platform besides the demo accounts (the count shown). */
  otherHolders: number;
}

/** The content itself: content/courses.json (schema courses.schema.json beside it). */
interface CoursesContent {
  courses: CourseSeed[];
  /** The 精品课程 section each area channel gets, and its library. */
  sections: Record<CourseArea, { id: string; title: string; libraryId: string }>;
  topics: TopicSeed[];
  honours: HonourSeed[];
  /** Study progress of the demo teachers: learned lesson ids, in order. */
  progress: { userId: string; courseId: string; learned: string[]; daysAgo: number }[];
  /** Honours already earned: the demo teacher finished the ethics course. */
  honourHolders: { honourId: string; userId: string; daysAgo: number }[];
}

const CONTENT = loadSeedContent<CoursesContent>('courses');
export const COURSES = CONTENT.courses;
export const COURSE_SECTIONS = CONTENT.sections;
export const TOPICS = CONTENT.topics;
export const HONOURS = CONTENT.honours;
export const PROGRESS = CONTENT.progress;
export const HONOUR_HOLDERS = CONTENT.honourHolders;

/** Seeded courses are dated from here backwards, like the portal's contents. */
const COURSE_EPOCH = fromPlatformTime('2026-09-01T09:00:00.000+0800');

function lessonCount(course: CourseSeed): number {
  return course.chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
}

/**
 * Where a course is filed, answered as the course tracking fields channel_code and column_code
 * (seed 000 §3): the channel of its area (`area-<area>`, server/db/seed.ts) and, for a course
 * filed in that channel's 精品课程 section, the section's library (what a course card's link
 * carries as `libraryId`). A training project's course is in no section: no column.
 */
function courseFiling(course: CourseSeed): { channel_code: string; column_code?: string } {
  const filed = COURSES.includes(course);
  return {
    channel_code: `area-${course.area}`,
    ...(filed ? { column_code: COURSE_SECTIONS[course.area].libraryId } : {}),
  };
}

/** The wire shape of one course (GET /v1/courses/{id}); work times from `now`. */
function courseDetail(course: CourseSeed, cover: string, now: number): Record<string, unknown> {
  const created = COURSE_EPOCH - course.createdDaysAgo * DAY_MS;
  return {
    id: course.id,
    area: course.area,
    resource_type: course.resourceType,
    title: course.title,
    summary: course.summary,
    introduction: course.introduction,
    cover_url: cover,
    source: course.source,
    teachers: course.teachers,
    hours: course.hours,
    learner_count: course.learners,
    lesson_count: lessonCount(course),
    create_time: toPlatformTime(created),
    ...(course.trainingId ? { training_id: course.trainingId } : {}),
    ...(course.organId ? { organ_id: course.organId } : {}),
    ...courseFiling(course),
    chapters: course.chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      lessons: chapter.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        duration: lesson.duration,
        video: {
          sources: [
            lesson.hls
              ? {
                  src: lesson.timecode ? TIMECODE_HLS_URL : SAMPLE_HLS_URL,
                  type: 'application/x-mpegURL',
                }
              : { src: lesson.timecode ? TIMECODE_VIDEO_URL : SAMPLE_VIDEO_URL, type: 'video/mp4' },
          ],
          // The lecture's Chinese captions: SRT beside the MP4, WebVTT beside the HLS stream,
          // so a course shows both converted (issue 15; tests/e2e/player.e2e.ts).
          ...(lesson.timecode
            ? {
                tracks: [
                  {
                    src: lesson.hls ? TIMECODE_SUBTITLES_VTT_URL : TIMECODE_SUBTITLES_SRT_URL,
                    srclang: 'zh',
                    label: '中文字幕',
                  },
                ],
              }
            : {}),
          poster: cover,
        },
        ...(lesson.learning
          ? {
              seek_control: lesson.learning.seekControl,
              single_session: lesson.learning.singleSession,
              force_login: lesson.learning.forceLogin,
            }
          : {}),
      })),
    })),
    attachments: (course.attachments ?? []).map((attachment) => ({
      id: attachment.id,
      name: attachment.name,
      size: attachment.size,
      pages: attachment.pages.map((_, index) =>
        courseAttachmentPageUrl(course.id, attachment.id, index + 1),
      ),
    })),
    work: course.work
      ? {
          id: course.work.id,
          title: course.work.title,
          task: course.work.task,
          requirements: course.work.requirements,
          end_time: toPlatformTime(now + course.work.closesInDays * DAY_MS),
        }
      : null,
  };
}

/**
 * The courses of the training projects (server/seed-data/training.ts) as teacher-training
 * courses, so a course link on a project home (/teacherTraining/courseIndex?courseId=tc-…) opens
 * the course: its teacher, hours and project, with a lecture and a classroom-practice lesson.
 */
export function trainingProjectCourses(): CourseSeed[] {
  const controlled = { seekControl: true, singleSession: true, forceLogin: true };
  return TRAINING_SEEDS.flatMap((project) =>
    project.courses.map((course): CourseSeed => {
      const learning = course.id === LEARNING_CONTROLLED_COURSE_ID ? controlled : undefined;
      return {
        id: course.id,
        area: 'teacherTraining',
        resourceType: 't_course',
        title: course.title,
        summary: `${project.title}课程，${course.hours} 学时。`,
        introduction: [
          `本课程是“${project.title}”的项目课程，由${course.teacher}主讲，共 ${course.hours} 学时。`,
          project.description,
        ],
        source: project.organizer.split(' · ')[0],
        teachers: [{ name: course.teacher, title: '主讲专家', organization: project.organizer }],
        hours: course.hours,
        learners: project.enrol_count,
        palette: project.palette,
        createdDaysAgo: 20,
        trainingId: project.id,
        organId: project.organ_id,
        chapters: [
          {
            id: `${course.id}-ch1`,
            title: '第一章 专题讲座',
            lessons: learning
              ? [
                  {
                    id: `${course.id}-l1`,
                    title: `${course.title}（专题讲座）`,
                    duration: '01:00',
                    timecode: true,
                    learning,
                  },
                  {
                    id: `${course.id}-l2`,
                    title: `${course.title}（课堂实践）`,
                    duration: '01:00',
                    timecode: true,
                    hls: true,
                    learning,
                  },
                ]
              : [
                  {
                    id: `${course.id}-l1`,
                    title: `${course.title}（专题讲座）`,
                    duration: '30:00',
                  },
                  {
                    id: `${course.id}-l2`,
                    title: `${course.title}（课堂实践）`,
                    duration: '25:00',
                  },
                ],
          },
        ],
      };
    }),
  );
}

export function seedCourses(seeder: Seeder, now: number): void {
  const covers = new Map<string, string>();
  for (const course of [...COURSES, ...trainingProjectCourses()]) {
    const cover = seeder.cover({
      name: `course-${course.id}`,
      kind: 'card',
      title: course.title,
      subtitle: course.source,
      color_from: course.palette[0],
      color_to: course.palette[1],
    });
    covers.set(course.id, cover);
    seeder.row('courses', {
      id: course.id,
      area: course.area,
      detail: JSON.stringify(courseDetail(course, cover, now)),
    });
  }

  // One 精品课程 section per area channel (after the area's own list), its cards course-typed.
  for (const [area, section] of Object.entries(COURSE_SECTIONS) as [
    CourseArea,
    (typeof COURSE_SECTIONS)[CourseArea],
  ][]) {
    seeder.library(section.libraryId, section.title);
    COURSES.filter((course) => course.area === area).forEach((course, order) =>
      seeder.content(section.libraryId, order, {
        id: course.id,
        title: course.title,
        description: course.summary,
        resource_type: course.resourceType,
        cover_url: covers.get(course.id)!,
        create_time: COURSE_EPOCH - course.createdDaysAgo * DAY_MS,
        extra: {
          source: course.source,
          brief_introduction: course.summary,
          providers: [{ name: course.source }],
        },
      }),
    );
    seeder.section(`area-${area}`, 1, {
      id: section.id,
      type: 12,
      setting: {
        data: {
          title: section.title,
          library_id: section.libraryId,
          show_more_data: { show_more: 1, library_id: section.libraryId },
        },
        display: { title: section.title, is_title_show: true },
      },
    });
  }

  for (const topic of TOPICS) {
    const banner = seeder.cover({
      name: `topic-${topic.id}`,
      kind: 'banner',
      // The page writes the title and description over the banner: the picture stays plain.
      title: '',
      subtitle: null,
      color_from: topic.palette[0],
      color_to: topic.palette[1],
    });
    seeder.row('course_topics', {
      id: topic.id,
      detail: JSON.stringify({
        id: topic.id,
        title: topic.title,
        description: topic.description,
        banner_url: banner,
        sections: topic.sections.map((part) => ({
          title: part.title,
          items: part.courseIds.map((id) => {
            const course = COURSES.find((candidate) => candidate.id === id)!;
            return {
              course_id: course.id,
              title: course.title,
              summary: course.summary,
              cover_url: covers.get(course.id),
              resource_type: course.resourceType,
              teachers: course.teachers.map((teacher) => teacher.name),
              hours: course.hours,
            };
          }),
        })),
      }),
    });
  }

  for (const honour of HONOURS) {
    const course = COURSES.find((candidate) => candidate.id === honour.courseId)!;
    const picture = seeder.cover({
      name: `honour-${honour.id}`,
      kind: 'card',
      title: honour.title,
      subtitle: honour.issuer,
      color_from: honour.palette[0],
      color_to: honour.palette[1],
    });
    seeder.row('course_honours', {
      id: honour.id,
      course_id: honour.courseId,
      detail: JSON.stringify({
        id: honour.id,
        title: honour.title,
        picture_url: picture,
        issuer: honour.issuer,
        hours: honour.hours,
        conditions: honour.conditions,
        description: honour.description,
        other_holders: honour.otherHolders,
        course: { id: course.id, title: course.title, area: course.area },
      }),
    });
  }
  for (const holder of HONOUR_HOLDERS)
    seeder.row('course_honour_holders', {
      honour_id: holder.honourId,
      user_id: holder.userId,
      issue_time: now - holder.daysAgo * DAY_MS,
    });

  for (const row of PROGRESS)
    seeder.row('course_progress', {
      user_id: row.userId,
      course_id: row.courseId,
      learned: JSON.stringify(row.learned),
      update_time: now - row.daysAgo * DAY_MS,
    });
}
