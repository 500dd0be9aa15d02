/**
 * The first items of a training project's libraries (notices, news) on the project home, each
 * panel with 更多 leading to the library's news page. The project is the page data `project`;
 * each library is asked through the ordinary library-contents call.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import type { TrainingLibrary } from '../../src/services/trainingService';
import { SafeLink } from '../shared/SafeLink';
import {
  Failed,
  Panel,
  dateOf,
  libraryOf,
  trainingLinks,
  useSiteLink,
  useTrainingProject,
} from '../training-project/trainingShared';
import '../training-project/training-project.css';
import type { TrainingLibraryPanelsProps } from './props.gen';

export type { TrainingLibraryPanelsProps };

/** Items each panel shows. */
const PANEL_ITEMS = 5;
const DEFAULT_KINDS: TrainingLibrary['kind'][] = ['notice', 'dynamics'];

function LibraryPanel(props: { trainId: string; library: TrainingLibrary; id: string }) {
  const t = useT();
  const services = useServices();
  const link = useSiteLink();
  const { library, trainId } = props;
  const items = useRequest(
    () => services.library.contents(library.library_id),
    [services, library.library_id],
  );
  let body;
  if (items.state === 'pending' && !items.data)
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  else if (items.state === 'error') body = <Failed onRetry={items.reload} />;
  else if ((items.data ?? []).length === 0)
    body = <p className="training-note">{t('msg:training.noNews')}</p>;
  else
    body = (
      <ul className="training-news">
        {(items.data ?? []).slice(0, PANEL_ITEMS).map((item) => (
          <li key={item.id} data-news-id={item.id}>
            <SafeLink
              className="training-news__title"
              href={link(trainingLinks.dynamics(trainId, library.library_id, item.id))}
            >
              {item.title}
            </SafeLink>
            <time dateTime={item.create_time}>{dateOf(item.create_time)}</time>
          </li>
        ))}
      </ul>
    );
  return (
    <Panel
      id={props.id}
      title={library.title}
      more={
        <SafeLink
          className="training-panel__more"
          href={link(trainingLinks.dynamics(trainId, library.library_id))}
        >
          {t('msg:training.more')}
        </SafeLink>
      }
    >
      <div data-library-id={library.library_id}>{body}</div>
    </Panel>
  );
}

export default function TrainingLibraryPanelsBlock({
  props,
  blockId,
}: BlockProps<TrainingLibraryPanelsProps>) {
  const { project, placeholder } = useTrainingProject();
  if (!project) return placeholder;
  return (props.kinds ?? DEFAULT_KINDS)
    .map((kind) => libraryOf(project, kind))
    .filter((library): library is TrainingLibrary => library !== null)
    .map((library) => (
      <LibraryPanel
        key={library.library_id}
        trainId={project.id}
        library={library}
        id={`${blockId}-${library.kind}`}
      />
    ));
}
