/**
 * The platform's electronic-textbook (电子教材) browser, on the teacher's preparation page
 * (/syncClassroom/prepare, 备课授课): cascading filters 学段 → 学科 → 版本 → 年级 → 册次 built from
 * the real tag tree (tchMaterialFilter.ts), a grid of the matching textbooks, and on a card an
 * in-page preview listing the book's page images. The choice lives in the address (`?path=`,
 * the chosen tag ids below 电子教材), so back/forward, reload and shared links keep it.
 */
import { useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices, useT } from '../../src/runtime/hooks';
import { useRequest } from '../../src/services/http/useRequest';
import type { TchMaterial } from '../../src/services/tchMaterialService';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { ModalFrame } from '../../src/shell/ui/ModalFrame';
import {
  buildTchMaterialIndex,
  chosenNodes,
  filterLevels,
  materialsUnder,
  pathValue,
  placeOf,
  previewPagesOf,
  titleOf,
  type TchMaterialIndex,
} from './tchMaterialFilter';
import { DocumentPageList } from '../shared/DocumentPageList';
import {
  BookBrowserFailed,
  BookBrowserFrame,
  BookCardFace,
  FilterRow,
  LoadMoreButton,
} from '../shared/BookBrowser';
import './tch-material.css';
import type { TchMaterialProps } from './props.gen';

export type { TchMaterialProps };

/** The address parameter holding the choice. */
export const TCH_MATERIAL_PATH_PARAM = 'path';
/** Textbooks shown at first and added by each 加载更多. */
const MATERIALS_PER_PAGE = 24;

function PreviewDialog({
  material,
  index,
  onClose,
}: {
  material: TchMaterial;
  index: TchMaterialIndex;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const pages = previewPagesOf(material);
  const title = titleOf(material);
  return (
    <ModalFrame
      testId="tch-material-preview"
      labelledBy={titleId}
      onDismiss={onClose}
      className="tch-material__backdrop"
    >
      <div className="tch-material__preview">
        <div className="tch-material__preview-head">
          <h2 className="tch-material__preview-title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="tch-material__close"
            onClick={onClose}
            data-autofocus
            aria-label={t('msg:tchMaterial.preview.close')}
          >
            ×
          </button>
        </div>
        <p className="tch-material__preview-meta">
          {[
            placeOf(index, material).join(' · '),
            pages.length > 0 ? t('msg:tchMaterial.pages', { count: pages.length }) : '',
          ]
            .filter(Boolean)
            .join(' ｜ ')}
        </p>
        {pages.length === 0 ? (
          <p className="book-browser__message">{t('msg:tchMaterial.preview.none')}</p>
        ) : (
          <DocumentPageList pages={pages} block="tch-material" />
        )}
      </div>
    </ModalFrame>
  );
}

export default function TchMaterialBlock({ props, blockId }: BlockProps<TchMaterialProps>) {
  const t = useT();
  const services = useServices();
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(MATERIALS_PER_PAGE);
  const [previewing, setPreviewing] = useState<TchMaterial>();
  // Stable, so the dialog's focus handling is set up once per opening.
  const closePreview = useCallback(() => setPreviewing(undefined), []);

  const request = useRequest(async () => {
    if (!services.tchMaterial) throw new Error('electronic textbook service missing');
    const service = await services.tchMaterial();
    const [tree, materials] = await Promise.all([service.tagTree(), service.materials()]);
    return buildTchMaterialIndex(tree, materials);
  }, [services]);
  const index = request.data;

  const requested = params.get(TCH_MATERIAL_PATH_PARAM);
  const chosen = useMemo(() => (index ? chosenNodes(index, requested) : []), [index, requested]);
  const levels = useMemo(() => (index ? filterLevels(index, chosen) : []), [index, chosen]);
  const results = useMemo(
    () => (index ? materialsUnder(index, chosen.at(-1)) : []),
    [index, chosen],
  );

  const choose = (depth: number, tagPath: string) => {
    const next = new URLSearchParams(params);
    // Choosing a level drops the levels under it; 全部 chooses the level above.
    const value = tagPath || (index ? pathValue(index, chosen[depth - 1]) : '');
    if (value) next.set(TCH_MATERIAL_PATH_PARAM, value);
    else next.delete(TCH_MATERIAL_PATH_PARAM);
    setParams(next);
    setShown(MATERIALS_PER_PAGE);
  };

  const heading = props.heading ? t(props.heading) : undefined;

  let body;
  if (request.state === 'pending' && !index) {
    body = <LoadingIndicator text={t('msg:shell.loading')} />;
  } else if (!index) {
    body = (
      <BookBrowserFailed
        message={t('msg:shell.error')}
        retryLabel={t('msg:tchMaterial.retry')}
        retry={request.reload}
      />
    );
  } else {
    body = (
      <>
        <div className="book-browser__filters">
          {levels.map((level) => {
            return (
              <FilterRow
                key={level.depth}
                data={{ 'data-dimension': level.dimension }}
                labelId={`${blockId}-level-${level.depth}`}
                label={t(`msg:tchMaterial.filter.${level.dimension}`)}
                allLabel={t('msg:tchMaterial.filter.all')}
                chooseAll={() => choose(level.depth, '')}
                options={level.options.map((option) => ({
                  key: option.path,
                  name: option.name,
                  pressed: level.selected === option,
                  choose: () => choose(level.depth, pathValue(index, option)),
                }))}
              />
            );
          })}
        </div>
        <p className="book-browser__count" aria-live="polite">
          {t('msg:tchMaterial.count', { count: results.length })}
        </p>
        {results.length === 0 ? (
          <p className="book-browser__message">{t('msg:tchMaterial.empty')}</p>
        ) : (
          <ul className="book-browser__grid">
            {results.slice(0, shown).map((material) => {
              const cover = material.custom_properties?.thumbnails?.[0];
              const pages = previewPagesOf(material).length;
              return (
                <li key={material.id} className="book-browser__item">
                  <button
                    type="button"
                    className="book-browser__book"
                    data-material-id={material.id}
                    aria-haspopup="dialog"
                    onClick={() => setPreviewing(material)}
                  >
                    <BookCardFace
                      cover={cover}
                      title={titleOf(material)}
                      label={[
                        placeOf(index, material).join(' · '),
                        pages > 0 ? t('msg:tchMaterial.pages', { count: pages }) : '',
                      ]
                        .filter(Boolean)
                        .join(' ｜ ')}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {results.length > shown && (
          <LoadMoreButton
            label={t('msg:tchMaterial.more')}
            more={() => setShown((count) => count + MATERIALS_PER_PAGE)}
          />
        )}
        {previewing && <PreviewDialog material={previewing} index={index} onClose={closePreview} />}
      </>
    );
  }

  return (
    <BookBrowserFrame className="tch-material" blockId={blockId} heading={heading}>
      {body}
    </BookBrowserFrame>
  );
}
