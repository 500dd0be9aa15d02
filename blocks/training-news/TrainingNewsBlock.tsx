/**
 * The news of a training project's library (`/training/{T}/{L}/dynamics`, `…/portal/dynamics`):
 * the page data `news` (library.contents, L from the route) as a list, or with `?newsId=` that
 * one item with 返回列表. The project (page data `project`) gives the links their project.
 */
import { useLocation, useParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useT } from '../../src/runtime/hooks';
import { usePageData } from '../../src/runtime/data/PageData';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import type { LibraryContent } from '../../src/services/entities';
import { SafeLink } from '../shared/SafeLink';
import {
  Failed,
  Missing,
  dateOf,
  trainingLinks,
  useSiteLink,
  useTrainingProject,
} from '../training-project/trainingShared';
import '../training-project/training-project.css';
import type { TrainingNewsProps } from './props.gen';

export type { TrainingNewsProps };

const NEWS_QUERY = 'newsId';

function NewsItem(props: { item: LibraryContent }) {
  const { item } = props;
  return (
    <>
      <h2 className="training-article__title">{item.title}</h2>
      <p className="training-article__meta">
        {item.extra?.source ? <span>{item.extra.source}</span> : null}
        <time dateTime={item.create_time}>{dateOf(item.create_time)}</time>
      </p>
      {(item.extra?.description ?? item.description ?? '')
        .split('\n')
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} className="training-text">
            {paragraph}
          </p>
        ))}
    </>
  );
}

export default function TrainingNewsBlock({ props }: BlockProps<TrainingNewsProps>) {
  const t = useT();
  const link = useSiteLink();
  const libraryId = useParams()[props.libraryIdFromRoute ?? 'libraryId'] ?? '';
  const newsId = new URLSearchParams(useLocation().search).get(NEWS_QUERY);
  const { project, placeholder } = useTrainingProject();
  const news = usePageData<LibraryContent[] | null>('news');
  if (!project) return placeholder;

  let body;
  if (news.state === 'pending' && !news.data)
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (news.state === 'error') body = <Failed onRetry={news.reload} />;
  else if (newsId) {
    const item = (news.data ?? []).find((candidate) => candidate.id === newsId);
    const back = trainingLinks.dynamics(project.id, libraryId);
    body = item ? (
      <article className="training-article" data-news-id={item.id}>
        <NewsItem item={item} />
        <SafeLink className="edu-action" href={link(back)}>
          {t('msg:training.backToList')}
        </SafeLink>
      </article>
    ) : (
      <Missing
        message={t('msg:shell.contentRemoved')}
        to={back}
        label={t('msg:training.backToList')}
      />
    );
  } else if ((news.data ?? []).length === 0)
    body = <p className="training-note">{t('msg:training.noNews')}</p>;
  else
    body = (
      <ul className="training-news training-news--full">
        {(news.data ?? []).map((item) => (
          <li key={item.id} data-news-id={item.id}>
            <SafeLink
              className="training-news__title"
              href={link(trainingLinks.dynamics(project.id, item.library_id || libraryId, item.id))}
            >
              {item.title}
            </SafeLink>
            <time dateTime={item.create_time}>{dateOf(item.create_time)}</time>
            {item.description ? <p className="training-news__summary">{item.description}</p> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="training-panel" data-library-id={libraryId}>
      {body}
    </div>
  );
}
