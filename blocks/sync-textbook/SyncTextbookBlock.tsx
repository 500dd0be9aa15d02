/**
 * One textbook of the synchronous classroom (/syncClassroom/textBook/{courseId}): its cover,
 * title and label, its chapter tree (units expand and collapse; arrow keys move between
 * entries) and the resources of the selected lesson in the five kinds. The selected lesson is
 * in the address (?lessonId=), so a shared link opens the same lesson.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeHref, useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { siteHref } from '../../src/runtime/links/siteHref';
import { sizedImage } from '../../src/lib/imageUrl';
import { labelPartsOf, textbookLabel } from '../../src/lib/textbookLabel';
import {
  LESSON_RESOURCE_KINDS,
  type ContentTreeNode,
  type LessonResource,
} from '../../src/services/syncClassroomService';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import { LessonResourceViewer } from './LessonResourceViewer';
import './sync-textbook.css';
import { LoadFailed } from '../shared/LoadFailed';
import type { SyncTextbookProps } from './props.gen';

export type { SyncTextbookProps };

const LESSON = 'activity';

/** Lessons in reading order, each with the unit it belongs to. */
function lessonsOf(root: ContentTreeNode): { lesson: ContentTreeNode; unitId: string }[] {
  const found: { lesson: ContentTreeNode; unitId: string }[] = [];
  const walk = (node: ContentTreeNode, unitId: string) => {
    for (const child of node.child_nodes ?? []) {
      if (child.node_type === LESSON) found.push({ lesson: child, unitId });
      else walk(child, child.node_id);
    }
  };
  walk(root, root.node_id);
  return found;
}

/** Visible tree entries in order, for arrow-key movement. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-tree-item]'),
  );
  const at = items.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const next =
    items[Math.min(items.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))];
  next?.focus();
}

function groupByKind(resources: LessonResource[]): { code: string; items: LessonResource[] }[] {
  const groups = new Map<string, LessonResource[]>(LESSON_RESOURCE_KINDS.map((code) => [code, []]));
  for (const resource of resources) {
    const list = groups.get(resource.resource_type_code);
    if (list) list.push(resource);
    else groups.set(resource.resource_type_code, [resource]);
  }
  return [...groups].map(([code, items]) => ({ code, items }));
}

export default function SyncTextbookBlock({ props, blockId }: BlockProps<SyncTextbookProps>) {
  const t = useT();
  const services = useServices();
  const { sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const courseId = params[props.courseIdParam ?? 'courseId'] ?? '';

  const book = useRequest(async () => {
    const service = services.syncClassroom;
    if (!service) throw new Error('synchronous classroom service missing');
    const [textbook, tree] = await Promise.all([
      service.textbook(courseId),
      service.chapterTree(courseId),
    ]);
    return textbook && tree ? { textbook, tree } : null;
  }, [services, courseId]);

  const lessons = useMemo(() => (book.data ? lessonsOf(book.data.tree) : []), [book.data]);
  const requestedLesson = search.get('lessonId');
  const current =
    lessons.find(({ lesson }) => lesson.node_id === requestedLesson) ?? lessons[0] ?? undefined;
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (unitId: string) => toggled[unitId] ?? unitId === current?.unitId;

  const resources = useRequest(
    () =>
      current && services.syncClassroom
        ? services.syncClassroom.lessonResources(current.lesson.node_id)
        : Promise.resolve(null),
    [services, current?.lesson.node_id],
  );

  const backHref = safeHref(siteHref(sitePrefix, props.backPath ?? 'syncClassroom')) ?? '/';

  if (book.state === 'pending' && book.data === undefined)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (book.state === 'error')
    return (
      <LoadFailed
        className="sync-textbook__message"
        buttonClassName="sync-textbook__retry"
        message={t('msg:shell.error')}
        retryLabel={t('msg:syncClassroom.retry')}
        retry={book.reload}
      />
    );
  if (!book.data)
    return (
      <div className="sync-textbook__message">
        <p>{t('msg:shell.contentRemoved')}</p>
        <Link to={backHref}>{t('msg:shell.seeOthers')}</Link>
      </div>
    );

  const { textbook, tree } = book.data;
  const label = textbookLabel(labelPartsOf(textbook.tag_list ?? []));
  const cover = textbook.custom_properties?.thumbnails?.[0];
  const chooseLesson = (lessonId: string, unitId: string) => {
    // The open units stay as they look now, although the default (the current unit) moves.
    setToggled((state) => ({
      ...(current ? { [current.unitId]: isOpen(current.unitId) } : {}),
      ...state,
      [unitId]: true,
    }));
    const next = new URLSearchParams(search);
    next.set('lessonId', lessonId);
    next.delete('resourceId');
    setSearch(next, { replace: true });
  };
  const openedId = search.get('resourceId');
  const openResource = (resourceId: string | null) => {
    const next = new URLSearchParams(search);
    if (resourceId) next.set('resourceId', resourceId);
    else next.delete('resourceId');
    setSearch(next, { replace: true });
  };

  const lessonPanel = () => {
    if (!current)
      return <p className="sync-textbook__message">{t('msg:syncClassroom.lesson.none')}</p>;
    if (resources.state === 'pending' && !resources.data)
      return <LoadingIndicator text={t('msg:shell.loading')} />;
    if (resources.state === 'error' || !resources.data)
      return (
        <LoadFailed
          className="sync-textbook__message"
          buttonClassName="sync-textbook__retry"
          message={t('msg:shell.error')}
          retryLabel={t('msg:syncClassroom.retry')}
          retry={resources.reload}
        />
      );
    const groups = groupByKind(resources.data.resources);
    const opened = resources.data.resources.find((resource) => resource.id === openedId);
    return (
      <>
        <h2 className="sync-textbook__lesson-title" id={`${blockId}-lesson`}>
          {resources.data.title}
        </h2>
        {opened && <LessonResourceViewer resource={opened} onClose={() => openResource(null)} />}
        <div className="sync-textbook__kinds">
          {groups.map(({ code, items }) => {
            const known = (LESSON_RESOURCE_KINDS as readonly string[]).includes(code);
            const kindName = known
              ? t(`msg:syncClassroom.kind.${code}`)
              : (items[0]?.resource_type_code_name ?? code);
            return (
              <section key={code} className="sync-textbook__kind" data-kind={code}>
                <h3 className="sync-textbook__kind-title">{kindName}</h3>
                {items.length === 0 ? (
                  <p className="sync-textbook__kind-empty">{t('msg:syncClassroom.lesson.empty')}</p>
                ) : (
                  <ul className="sync-textbook__resources">
                    {items.map((resource) => {
                      const thumbnail = resource.custom_properties?.thumbnails?.[0];
                      const duration = resource.custom_properties?.duration;
                      const format = resource.custom_properties?.format;
                      return (
                        <li key={resource.id} className="sync-textbook__resource">
                          <button
                            type="button"
                            className="sync-textbook__resource-open"
                            aria-pressed={resource.id === openedId}
                            onClick={() => openResource(resource.id)}
                          >
                            <span className="sync-textbook__thumb">
                              {thumbnail && <EduImage src={sizedImage(thumbnail, 240)} />}
                            </span>
                            <span className="sync-textbook__resource-text">
                              <span className="sync-textbook__resource-title">
                                {resource.title}
                              </span>
                              <span className="sync-textbook__resource-meta">
                                {duration
                                  ? t('msg:syncClassroom.duration', {
                                      minutes: Math.round(duration / 60),
                                    })
                                  : format?.toUpperCase()}
                              </span>
                            </span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </>
    );
  };

  return (
    <div className="sync-textbook">
      <Link to={backHref} className="sync-textbook__back">
        {t('msg:syncClassroom.back')}
      </Link>
      <header className="sync-textbook__head">
        <span className="sync-textbook__cover">
          {cover && <EduImage src={sizedImage(cover, 240)} lazy={false} />}
        </span>
        <div className="sync-textbook__intro">
          <h1 className="sync-textbook__title">{textbook.title}</h1>
          {label && <p className="sync-textbook__label">{label}</p>}
        </div>
      </header>
      <div className="sync-textbook__body">
        <nav
          className="sync-textbook__tree"
          aria-label={t('msg:syncClassroom.chapters')}
          onKeyDown={moveFocus}
        >
          <h2 className="sync-textbook__tree-title">{t('msg:syncClassroom.chapters')}</h2>
          <ul className="sync-textbook__units">
            {(tree.child_nodes ?? []).map((unit) => {
              if (unit.node_type === LESSON) return null;
              const open = isOpen(unit.node_id);
              const listId = `${blockId}-unit-${unit.node_id}`;
              return (
                <li key={unit.node_id} className="sync-textbook__unit">
                  <button
                    type="button"
                    data-tree-item
                    className="sync-textbook__unit-toggle"
                    aria-expanded={open}
                    aria-controls={listId}
                    onClick={() => setToggled((state) => ({ ...state, [unit.node_id]: !open }))}
                    onKeyDown={(event) => {
                      if (event.key === 'ArrowRight' && !open)
                        setToggled((state) => ({ ...state, [unit.node_id]: true }));
                      if (event.key === 'ArrowLeft' && open)
                        setToggled((state) => ({ ...state, [unit.node_id]: false }));
                    }}
                  >
                    <span className="sync-textbook__chevron" aria-hidden="true" />
                    {unit.title}
                  </button>
                  <ul id={listId} className="sync-textbook__lessons" hidden={!open}>
                    {(unit.child_nodes ?? []).map((lesson) => (
                      <li key={lesson.node_id}>
                        <button
                          type="button"
                          data-tree-item={open ? '' : undefined}
                          className="sync-textbook__lesson"
                          aria-current={
                            lesson.node_id === current?.lesson.node_id ? 'true' : undefined
                          }
                          onClick={() => chooseLesson(lesson.node_id, unit.node_id)}
                        >
                          {lesson.title}
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <div
          className="sync-textbook__panel"
          aria-live="polite"
          aria-labelledby={`${blockId}-lesson`}
        >
          {lessonPanel()}
        </div>
      </div>
    </div>
  );
}
