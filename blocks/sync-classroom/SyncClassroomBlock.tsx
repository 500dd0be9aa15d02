/**
 * The synchronous classroom's textbook browser (/syncClassroom, /syncClassroom/prepare,
 * /syncClassroom/classActivity): cascading filters term → subject → edition → grade → volume
 * built from the real tag tree, and the grid of matching textbooks with their label (seed 000
 * §3). Each level appears once the levels before it are chosen. The selection lives in the
 * address (?term=&subject=&edition=&grade=&volume=, tag ids), so back/forward, reload and shared
 * links keep it.
 *
 * Rendered on the server with the first view of the selection (its first textbooks, the first
 * row's covers requested by the HTML: the page's largest paint); the page carries that view,
 * not the list (4.5 MB), so the browser hydrates it at once; the list loads when the visitor
 * comes to use the filters, and a click before it is here waits for it (firstView.ts).
 */
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeHref, useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import { siteHref } from '../../src/runtime/links/siteHref';
import { labelPartsOf, textbookLabel } from '../../src/lib/textbookLabel';
import {
  TEXTBOOK_FILTER_KEYS,
  openFilterKeys,
  selectionFrom,
  selectionKey,
  textbookView,
  type TextbookFilterKey,
} from '../../src/lib/textbookFilter';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import {
  BookBrowserFailed,
  BookBrowserFrame,
  BookCardFace,
  FilterRow,
  LoadMoreButton,
} from '../shared/BookBrowser';
import type { SyncClassroomProps } from './props.gen';
import { TEXTBOOKS_PER_PAGE, settledFirstView } from './firstView';

export type { SyncClassroomProps };

const DEFAULT_TEXTBOOK_PATH = 'syncClassroom/textBook/{courseId}';
export default function SyncClassroomBlock({ props, blockId }: BlockProps<SyncClassroomProps>) {
  const t = useT();
  const services = useServices();
  const { sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(TEXTBOOKS_PER_PAGE);

  const requested = selectionFrom(params);
  const requestedKey = selectionKey(requested);
  // The whole list (4.5 MB to read): at once when there is no first view to show, else once the
  // visitor is about to use the filters (pointer, focus, touch): someone who opens one of the
  // first textbooks never pays for it. In the browser only: effects do not run on the server.
  const [intent, setIntent] = useState(false);
  // Until the list is here: the first view the page's early start has (the server's).
  const firstView =
    shown === TEXTBOOKS_PER_PAGE ? settledFirstView(services, requested) : undefined;
  const wanted = intent || !firstView;
  // The service keeps the indexed list (and forgets a failure, so 重新加载 asks again).
  const full = useRequest(async () => {
    if (!wanted) return NOT_YET;
    const service = services.syncClassroom;
    if (!service) throw new Error('synchronous classroom service missing');
    return service.textbookIndex();
  }, [services, wanted]);
  const index = full.data;
  const view = useMemo(
    () => (index ? textbookView(index, requested, shown) : firstView),
    // requestedKey stands for `requested`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, firstView, requestedKey, shown],
  );

  const choose = (key: TextbookFilterKey, id: string | undefined) => {
    const next = new URLSearchParams(params);
    // Choosing a level resets the levels it narrows.
    const position = TEXTBOOK_FILTER_KEYS.indexOf(key);
    for (const later of TEXTBOOK_FILTER_KEYS.slice(position)) next.delete(later);
    if (id) next.set(key, id);
    setParams(next);
    setShown(TEXTBOOKS_PER_PAGE);
  };

  const heading = props.heading ? t(props.heading) : undefined;

  let body;
  if (!view && full.state !== 'error') {
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  } else if (!view) {
    body = (
      <BookBrowserFailed
        message={t('msg:shell.error')}
        retryLabel={t('msg:syncClassroom.retry')}
        retry={full.reload}
      />
    );
  } else {
    const textbookPath = props.textbookPath ?? DEFAULT_TEXTBOOK_PATH;
    body = (
      <>
        <div className="book-browser__filters">
          {openFilterKeys(view).map((key) => {
            const selected = view.selection[key];
            return (
              <FilterRow
                key={key}
                data={{ 'data-filter': key }}
                labelId={`${blockId}-filter-${key}`}
                label={t(`msg:syncClassroom.filter.${key}`)}
                allLabel={t('msg:syncClassroom.filter.all')}
                chooseAll={() => choose(key, undefined)}
                options={view.options[key].map((option) => ({
                  key: option.id,
                  name: option.name,
                  pressed: selected === option.id,
                  choose: () => choose(key, option.id),
                }))}
              />
            );
          })}
        </div>
        <p className="book-browser__count" aria-live="polite">
          {t('msg:syncClassroom.count', { count: view.count })}
        </p>
        {view.count === 0 ? (
          <p className="book-browser__message">{t('msg:syncClassroom.empty')}</p>
        ) : (
          <ul className="book-browser__grid">
            {view.textbooks.map((textbook, position) => {
              const href =
                safeHref(
                  siteHref(
                    sitePrefix,
                    textbookPath.replace('{courseId}', encodeURIComponent(textbook.id)),
                  ),
                ) ?? '/';
              const cover = textbook.custom_properties?.thumbnails?.[0];
              const label = textbookLabel(labelPartsOf(textbook.tag_list ?? []));
              return (
                <li key={textbook.id} className="book-browser__item">
                  <Link to={href} className="book-browser__book" data-textbook-id={textbook.id}>
                    <BookCardFace
                      cover={cover}
                      title={textbook.title}
                      label={label}
                      eager={position < EAGER_COVERS}
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {view.count > shown && (
          <LoadMoreButton
            label={t('msg:syncClassroom.more')}
            more={() => setShown((count) => count + TEXTBOOKS_PER_PAGE)}
          />
        )}
      </>
    );
  }

  return (
    <BookBrowserFrame
      className="sync-classroom"
      blockId={blockId}
      heading={heading}
      onIntent={intent ? undefined : () => setIntent(true)}
    >
      {body}
    </BookBrowserFrame>
  );
}

/** The list's answer before the visitor wants it: none yet. */
const NOT_YET = new Promise<never>(() => undefined);

/**
 * Covers requested at once, also by a server-rendered page's HTML: the first row at the widest
 * grid (six); on a phone three rows of two, within the lazy threshold of its first screen.
 */
const EAGER_COVERS = 6;
