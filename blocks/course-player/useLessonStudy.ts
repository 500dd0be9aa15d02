/**
 * The course page's study record (issue 15 point 4; seed 000 §3 learning progress, §4 resume):
 * loads the learner's records of the course's lessons, gives the player of the current lesson its
 * learning options (the saved begin position, seek control, single session, forced login from
 * the lesson data) and a timeline handler that saves position and watched time on pause, at the
 * end, on quit and after every 15 s of playback (lessonStudy.ts).
 *
 * Signed in, records live in the study-record service (`services.studyRecord`); updates not yet
 * confirmed wait in localStorage and are sent again before the next read, so closing the tab
 * mid-lesson loses nothing. A visitor's records stay in this browser (localStorage, per lesson).
 * A failure to read or save never stops the lesson: it then starts from the beginning.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import type { Course, CourseLesson } from '../../src/services/coursePagesService';
import {
  createLocalStudyRecords,
  type StudyRecord,
  type StudyRecordService,
} from '../../src/services/studyRecordService';
import type { StorageLike } from '../../src/services/http/types';
import type { LearningOptions, PlayerTimelineEvent } from '../media-player/MediaPlayer';
import { lessonsOf } from '../course-index/courseShared';
import {
  beginPositionOf,
  createPendingUpdates,
  createStudyTally,
  type PendingUpdates,
} from './lessonStudy';

export interface LessonStudy {
  /** False until the records are read (or failed): the player waits for its begin position. */
  ready: boolean;
  /** The learner's records by lesson id. */
  records: Readonly<Record<string, StudyRecord>>;
  /** Options for the current lesson's player. */
  learning: LearningOptions;
  onTimeline: (event: PlayerTimelineEvent) => void;
}

/** A Storage that holds nothing, where the browser refuses localStorage. */
const NO_STORAGE: StorageLike = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

function browserStorage(): StorageLike {
  try {
    return window.localStorage;
  } catch {
    return NO_STORAGE;
  }
}

function newSessionId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

interface Store {
  service: StudyRecordService;
  /** Signed in: updates wait here until the service confirms them. */
  pending: PendingUpdates | null;
}

/** Sends the waiting updates one by one; those that fail stay for the next visit. */
async function flushPending(store: Store): Promise<void> {
  if (!store.pending) return;
  for (const entry of store.pending.all()) {
    try {
      await store.service.save(entry.resourceId, entry.update);
      store.pending.confirm(entry.resourceId, entry.update.sessionId, entry.seq);
    } catch {
      // Still pending: tried again on the next visit.
    }
  }
}

export function useLessonStudy(course: Course, lesson: CourseLesson): LessonStudy {
  const { session, services, clock } = useRuntime();
  const userId = session.loggedIn ? (session.user?.user_id ?? '') : '';
  const known = !session.waiting;
  const lessonIds = lessonsOf(course)
    .map((item) => item.id)
    .join(',');
  const [loaded, setLoaded] = useState<{ key: string; store: Store } | null>(null);
  const [records, setRecords] = useState<Record<string, StudyRecord>>({});
  const storeKey = `${course.id}|${userId}|${lessonIds}`;

  useEffect(() => {
    if (!known) return undefined;
    let cancelled = false;
    const storage = browserStorage();
    const remote = userId && services.studyRecord ? services.studyRecord() : null;
    const open: Promise<Store> = remote
      ? remote.then((service) => ({ service, pending: createPendingUpdates(storage, userId) }))
      : Promise.resolve({
          service: createLocalStudyRecords(storage, () => clock.now()),
          pending: null,
        });
    const ids = lessonIds ? lessonIds.split(',') : [];
    open
      .then(async (store) => {
        await flushPending(store);
        const list = await (
          store.pending ? store.service.courseRecords(course.id) : store.service.records(ids)
        ).catch(() => [] as StudyRecord[]);
        if (cancelled) return;
        setRecords(Object.fromEntries(list.map((record) => [record.resource_id, record])));
        setLoaded({ key: storeKey, store });
      })
      .catch(() => {
        // The service module failed to load: the lesson plays from the start, nothing is kept.
        if (cancelled) return;
        setRecords({});
        setLoaded({
          key: storeKey,
          store: { service: createLocalStudyRecords(NO_STORAGE, () => clock.now()), pending: null },
        });
      });
    return () => {
      cancelled = true;
    };
    // storeKey stands for the course, the user and the lesson ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, storeKey, services, clock]);

  const ready = loaded?.key === storeKey;
  const store = ready ? loaded.store : null;
  const recordsRef = useRef(records);
  recordsRef.current = records;

  // The begin position is fixed when the lesson's player appears: later saves of this viewing
  // update the lesson list, never the player's options (which would restart it).
  const beginPosition = useMemo(
    () => (ready ? beginPositionOf(recordsRef.current[lesson.id]) : undefined),
    [ready, lesson.id],
  );
  const furthestPosition = useMemo(
    () => (ready ? recordsRef.current[lesson.id]?.furthest_position : undefined),
    [ready, lesson.id],
  );
  const learning = useMemo<LearningOptions>(
    () => ({
      beginPosition,
      furthestPosition,
      seekControl: lesson.seek_control === true,
      singleSession: lesson.single_session === true,
      forceLogin: lesson.force_login === true,
    }),
    [
      beginPosition,
      furthestPosition,
      lesson.seek_control,
      lesson.single_session,
      lesson.force_login,
    ],
  );

  // One handler per lesson viewing: the player of the lesson left behind still reports its
  // `quit` to the handler of its own lesson.
  const onTimeline = useMemo(() => {
    if (!store) return () => undefined;
    const tally = createStudyTally(recordsRef.current[lesson.id]?.duration);
    const sessionId = newSessionId();
    let seq = 0;
    let chain = Promise.resolve();
    return (event: PlayerTimelineEvent) => {
      const reason = tally.handle(event);
      const snapshot = reason ? tally.snapshot() : null;
      if (!snapshot) return;
      const update = { ...snapshot, sessionId, courseId: course.id };
      const mine = (seq += 1);
      store.pending?.put({ resourceId: lesson.id, update, seq: mine });
      // One at a time, in order: the service then sees this session's totals grow.
      chain = chain
        .then(() => store.service.save(lesson.id, update))
        .then((record) => {
          store.pending?.confirm(lesson.id, sessionId, mine);
          setRecords((current) => ({ ...current, [lesson.id]: record }));
        })
        .catch(() => undefined);
    };
  }, [store, lesson.id, course.id]);

  return { ready, records, learning, onTimeline };
}
