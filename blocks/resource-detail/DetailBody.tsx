/**
 * The part of a detail page that depends on the resource's kind (seed 000 §3 resource types and
 * kinds): a player for video and audio, page previews for documents, sanitised HTML for articles
 * and news, the link (through the interstitial when it leaves the site), the pictures of an image
 * list, the facts and lessons of a course, and a live's status with its replay.
 */
import { DocumentPageList } from '../shared/DocumentPageList';
import type { ResourceDetail } from '../../src/services/entities';
import { kindOf } from '../../src/lib/resourceKind';
import { liveStatusAt, LIVE_STATUS, LIVE_STATUS_MESSAGES } from '../../src/lib/liveStatus';
import { parseTimeLabel } from '../../src/lib/timeLabel';
import { sizedImage } from '../../src/lib/imageUrl';
import { useNow, useSafeHref, useT } from '../../src/runtime/hooks';
import { EduImage } from '../../src/shell/ui/EduImage';
import { MediaPlayer } from '../media-player/MediaPlayer';
import { ArticleBody } from './ArticleBody';

/** Width asked of the image service for pictures that fill the detail column. */
const DETAIL_IMAGE_WIDTH = 1080;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** YYYY/MM/DD HH:mm of a time label ('' when invalid). */
function dateTime(value: string | undefined): string {
  const epoch = parseTimeLabel(value);
  if (epoch === null) return '';
  const date = new Date(epoch);
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

function Cover({ detail }: { detail: ResourceDetail }) {
  if (!detail.cover_url) return null;
  return (
    <EduImage
      className="resource-detail__cover"
      src={sizedImage(detail.cover_url, DETAIL_IMAGE_WIDTH)}
      alt={detail.title}
      lazy={false}
    />
  );
}

function DocumentPages({ detail }: { detail: ResourceDetail }) {
  const t = useT();
  const pages = detail.document?.pages ?? [];
  if (pages.length === 0) return <Cover detail={detail} />;
  return (
    <section className="resource-detail__document" data-document-pages={pages.length}>
      <p className="resource-detail__document-count">
        {detail.document?.file_name && <span>{detail.document.file_name}</span>}
        <span>{t('msg:detail.document.pages', { count: pages.length })}</span>
      </p>
      <DocumentPageList pages={pages} block="resource-detail" />
    </section>
  );
}

function LinkBody({ detail }: { detail: ResourceDetail }) {
  const t = useT();
  // Through the link policy: in-site as its path, another site through the interstitial.
  const href = useSafeHref()(detail.link?.url ?? detail.extra?.url);
  return (
    <section className="resource-detail__link">
      <Cover detail={detail} />
      {href && (
        <a className="edu-action resource-detail__link-action" href={href} data-detail-link="true">
          {t('msg:detail.link.open')}
        </a>
      )}
    </section>
  );
}

function ImageList({ detail }: { detail: ResourceDetail }) {
  const t = useT();
  const images = detail.images ?? [];
  if (images.length === 0) return <Cover detail={detail} />;
  return (
    <ul className="resource-detail__images" data-image-count={images.length}>
      {images.map((image, index) => (
        <li key={`${image.url}-${index}`} className="resource-detail__image">
          <EduImage
            src={sizedImage(image.url, DETAIL_IMAGE_WIDTH)}
            alt={
              image.title ?? t('msg:detail.images.item', { index: index + 1, count: images.length })
            }
            lazy={index > 0}
          />
          {image.title && <span className="resource-detail__image-title">{image.title}</span>}
        </li>
      ))}
    </ul>
  );
}

function CourseBody({ detail }: { detail: ResourceDetail }) {
  const t = useT();
  const course = detail.course ?? {};
  const lessons = course.lessons ?? [];
  const time = [dateTime(course.begin_time), dateTime(course.end_time)].filter(Boolean).join(' – ');
  return (
    <section className="resource-detail__course">
      <Cover detail={detail} />
      {(time || course.address || course.teacher) && (
        <dl className="resource-detail__facts">
          {time && (
            <>
              <dt>{t('msg:detail.course.time')}</dt>
              <dd>{time}</dd>
            </>
          )}
          {course.address && (
            <>
              <dt>{t('msg:detail.course.place')}</dt>
              <dd>{course.address}</dd>
            </>
          )}
          {course.teacher && (
            <>
              <dt>{t('msg:detail.course.teacher')}</dt>
              <dd>{course.teacher}</dd>
            </>
          )}
        </dl>
      )}
      {lessons.length > 0 && (
        <>
          <h2 className="resource-detail__subtitle">
            {t('msg:detail.course.lessons')}
            <small>{t('msg:detail.course.lessonCount', { count: lessons.length })}</small>
          </h2>
          <ol className="resource-detail__lessons">
            {lessons.map((lesson) => (
              <li key={lesson.title}>
                <span>{lesson.title}</span>
                {lesson.duration && <span>{lesson.duration}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function LiveBody({ detail }: { detail: ResourceDetail }) {
  const t = useT();
  const now = useNow(1000);
  const live = detail.live;
  const status = live ? liveStatusAt(live.start_time, live.end_time, now) : null;
  const replay = status === LIVE_STATUS.replay ? (live?.replay ?? []) : [];
  return (
    <section className="resource-detail__live">
      {replay.length > 0 ? (
        <MediaPlayer sources={replay} poster={detail.cover_url} title={detail.title} />
      ) : (
        <Cover detail={detail} />
      )}
      {live && (
        <p className="resource-detail__live-info">
          {status !== null && (
            <span
              className={`resource-detail__live-status resource-detail__live-status--${status}`}
            >
              {t(LIVE_STATUS_MESSAGES[status])}
            </span>
          )}
          <span>
            {t('msg:detail.live.time')} {dateTime(live.start_time)} – {dateTime(live.end_time)}
          </span>
        </p>
      )}
    </section>
  );
}

export function DetailBody({ detail }: { detail: ResourceDetail }) {
  switch (kindOf(detail.resource_type)) {
    case 'video':
      return detail.video?.sources?.length ? (
        <MediaPlayer
          sources={detail.video.sources}
          tracks={detail.video.tracks}
          poster={detail.video.poster ?? detail.cover_url}
          title={detail.title}
        />
      ) : (
        <Cover detail={detail} />
      );
    case 'document':
      return <DocumentPages detail={detail} />;
    case 'article':
      return detail.article?.html ? <ArticleBody html={detail.article.html} /> : null;
    case 'link':
    case 'innerLink':
      return <LinkBody detail={detail} />;
    case 'image':
      return <ImageList detail={detail} />;
    case 'course':
      return <CourseBody detail={detail} />;
    case 'openClassLive':
      return <LiveBody detail={detail} />;
    default:
      return <Cover detail={detail} />;
  }
}
