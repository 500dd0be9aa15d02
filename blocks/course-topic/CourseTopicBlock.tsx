/**
 * A static topic page, `/teacherTraining/staticTopic?topicId` (seed 000 §2 main routes; ledger
 * CORE-ROUTE-08): the topic's banner, title and description, then its sections, each a grid of
 * course cards that open the course home (the course link shape of src/runtime/links/sectionLinks.ts,
 * with the topic as the breadcrumb).
 */
import { useLocation } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { sizedImage } from '../../src/lib/imageUrl';
import { courseLink } from '../../src/runtime/links/sectionLinks';
import { ErrorScreen, LoadingIndicator } from '../../src/runtime/screens/screens';
import { EduImage } from '../../src/shell/ui/EduImage';
import type { StaticTopic } from '../../src/services/coursePagesService';
import { Breadcrumb, type Crumb } from '../shared/Breadcrumb';
import { SafeLink } from '../shared/SafeLink';
import { useLinkBase } from '../shared/useLinkBase';
import EmptyContentBlock from '../empty-content/EmptyContentBlock';
import { useCoursePagesRequest } from '../course-index/courseShared';
import '../course-index/course-common.css';
import './course-topic.css';
import type { CourseTopicProps } from './props.gen';

export type { CourseTopicProps };

const BANNER_WIDTH = 1200;
const CARD_WIDTH = 480;

function Topic({ topic, crumbs }: { topic: StaticTopic; crumbs: Crumb[] }) {
  const t = useT();
  const base = useLinkBase();
  return (
    <article className="course-page course-topic" data-topic-id={topic.id}>
      <Breadcrumb crumbs={crumbs} current={topic.title} />
      <header className="course-topic__banner">
        {topic.banner_url && (
          <EduImage
            className="course-topic__banner-image"
            src={sizedImage(topic.banner_url, BANNER_WIDTH)}
            alt=""
            lazy={false}
          />
        )}
        <div className="course-topic__banner-text">
          <h1 className="course-page__title">{topic.title}</h1>
          {topic.description && <p>{topic.description}</p>}
        </div>
      </header>
      {topic.sections.length === 0 && (
        <p className="course-page__muted">{t('msg:section.empty.editing')}</p>
      )}
      {topic.sections.map((section, index) => (
        <section
          key={section.title}
          className="course-topic__section"
          aria-labelledby={`course-topic-${index}`}
        >
          <h2 id={`course-topic-${index}`} className="course-page__subtitle course-topic__heading">
            {section.title}
          </h2>
          {section.items.length === 0 ? (
            <p className="course-page__muted">{t('msg:section.empty.editing')}</p>
          ) : (
            <ul className="course-cards">
              {section.items.map((item) => (
                <li key={item.course_id} data-course-id={item.course_id}>
                  <SafeLink
                    className="course-card"
                    href={courseLink(base, { courseId: item.course_id, breadcrumb: topic.title })}
                  >
                    {item.cover_url && (
                      <EduImage
                        src={sizedImage(item.cover_url, CARD_WIDTH)}
                        alt=""
                        width={480}
                        height={270}
                      />
                    )}
                    <span className="course-card__body">
                      <span className="course-card__title">{item.title}</span>
                      <span className="course-card__meta">
                        {[
                          item.teachers?.join('、'),
                          item.hours !== undefined
                            ? t('msg:course.hours', { hours: item.hours })
                            : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                  </SafeLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

export default function CourseTopicBlock({ props, blockId }: BlockProps<CourseTopicProps>) {
  const t = useT();
  const query = new URLSearchParams(useLocation().search);
  const topicId = query.get(props.idFromQuery ?? 'topicId')?.trim() ?? '';
  const request = useCoursePagesRequest(
    (service) => (topicId ? service.staticTopic(topicId) : Promise.resolve(null)),
    [topicId],
  );
  if (request.state === 'pending') return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error')
    return (
      <ErrorScreen
        message={t('msg:shell.error')}
        homeLabel={t('msg:shell.backHome')}
        homeHref="/"
      />
    );
  if (!request.data) return <EmptyContentBlock props={{}} blockId={`${blockId}-missing`} />;
  return <Topic topic={request.data} crumbs={props.breadcrumb ?? []} />;
}
