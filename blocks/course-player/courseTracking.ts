/**
 * The course tracking fields of a lesson's study time (seed 000 §3 "course_type, course_id,
 * lesson_id, resource_id, organ_id, training_id, studio_id, column_code, channel_code"; ledger
 * CORE-ANALYTICS-07), each from where the page really knows it:
 *
 * - the course and lesson: course_type (the course's resource type), course_id, lesson_id and
 *   resource_id (the lesson is the resource played);
 * - the course data: organ_id (its organizing body), training_id (its training project),
 *   studio_id (the studio it belongs to);
 * - where the visitor came from: channel_code and column_code are the `channelId` and
 *   `libraryId` the course link carried (the channel and column of the card that was clicked);
 *   without them, the channel and column the course data says it is filed in.
 *
 * A field nobody knows stays out (studyTime.ts sends only known fields).
 */
import type { CourseTracking } from '../../src/analytics/studyTime';
import type { Course, CourseLesson } from '../../src/services/coursePagesService';

export function courseTrackingOf(
  course: Course,
  lesson: Pick<CourseLesson, 'id'>,
  search: URLSearchParams,
): CourseTracking {
  return {
    course_type: course.resource_type,
    course_id: course.id,
    lesson_id: lesson.id,
    resource_id: lesson.id,
    organ_id: course.organ_id,
    training_id: course.training_id,
    studio_id: course.studio_id,
    channel_code: search.get('channelId') || course.channel_code,
    column_code: search.get('libraryId') || course.column_code,
  };
}
