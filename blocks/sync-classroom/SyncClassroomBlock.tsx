/**
 * The synchronous classroom's textbook browser (/syncClassroom, /syncClassroom/prepare,
 * /syncClassroom/classActivity): cascading filters term → subject → edition → grade → volume
 * built from the real tag tree, and the grid of matching textbooks with their label (seed 000
 * §3). Each level appears once the levels before it are chosen. The selection lives in the address (?term=&subject=&edition=&grade=&volume=, tag ids),
 * so back/forward, reload and shared links keep it.
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
  buildTextbookIndex,
  filterTextbooks,
  textbookFilterState,
  type TextbookFilterKey,
  type TextbookSelection,
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

export type { SyncClassroomProps };

const DEFAULT_TEXTBOOK_PATH = 'syncClassroom/textBook/{courseId}';
/** Textbooks shown at first and added by each 加载更多: a full grade fits, 2 400 covers do not. */
const TEXTBOOKS_PER_PAGE = 24;

function selectionFrom(params: URLSearchParams): TextbookSelection {
  const selection: TextbookSelection = {};
  for (const key of TEXTBOOK_FILTER_KEYS) {
    const value = params.get(key);
    if (value) selection[key] = value;
  }
  return selection;
}

export default function SyncClassroomBlock({ props, blockId }: BlockProps<SyncClassroomProps>) {
  const t = useT();
  const services = useServices();
  const { sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(TEXTBOOKS_PER_PAGE);

  const request = useRequest(async () => {
    const service = services.syncClassroom;
    if (!service) throw new Error('synchronous classroom service missing');
    const [tree, textbooks] = await Promise.all([service.tagTree(), service.textbooks()]);
    return buildTextbookIndex(tree, textbooks);
  }, [services]);
  const index = request.data;

  const requested = selectionFrom(params);
  const requestedKey = TEXTBOOK_FILTER_KEYS.map((key) => requested[key] ?? '').join('|');
  const state = useMemo(
    () => (index ? textbookFilterState(index, requested) : undefined),
    // requestedKey stands for `requested`, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, requestedKey],
  );
  const results = useMemo(
    () => (index && state ? filterTextbooks(index, state.selection) : []),
    [index, state],
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
  if (request.state === 'pending' && !index) {
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  } else if (!index || !state) {
    body = (
      <BookBrowserFailed
        message={t('msg:shell.error')}
        retryLabel={t('msg:syncClassroom.retry')}
        retry={request.reload}
      />
    );
  } else {
    const textbookPath = props.textbookPath ?? DEFAULT_TEXTBOOK_PATH;
    body = (
      <>
        <div className="book-browser__filters">
          {TEXTBOOK_FILTER_KEYS.map((key, position) => {
            const options = state.options[key];
            // A level opens once the levels before it are chosen (levels without options, such
            // as 年级 under 高中, are skipped): all 150 editions at once would help nobody.
            const earlierOpen = TEXTBOOK_FILTER_KEYS.slice(0, position).every(
              (earlier) => state.selection[earlier] || state.options[earlier].length === 0,
            );
            if (options.length === 0 || !earlierOpen) return null;
            const selected = state.selection[key];
            return (
              <FilterRow
                key={key}
                data={{ 'data-filter': key }}
                labelId={`${blockId}-filter-${key}`}
                label={t(`msg:syncClassroom.filter.${key}`)}
                allLabel={t('msg:syncClassroom.filter.all')}
                chooseAll={() => choose(key, undefined)}
                options={options.map((option) => ({
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
          {t('msg:syncClassroom.count', { count: results.length })}
        </p>
        {results.length === 0 ? (
          <p className="book-browser__message">{t('msg:syncClassroom.empty')}</p>
        ) : (
          <ul className="book-browser__grid">
            {results.slice(0, shown).map((textbook) => {
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
                    <BookCardFace cover={cover} title={textbook.title} label={label} />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {results.length > shown && (
          <LoadMoreButton
            label={t('msg:syncClassroom.more')}
            more={() => setShown((count) => count + TEXTBOOKS_PER_PAGE)}
          />
        )}
      </>
    );
  }

  return (
    <BookBrowserFrame className="sync-classroom" blockId={blockId} heading={heading}>
      {body}
    </BookBrowserFrame>
  );
}
