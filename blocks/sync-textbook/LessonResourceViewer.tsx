/**
 * The lesson resource the visitor opened on the textbook page (`?resourceId=`): a video course
 * plays in the shared player (video.js loads only then), a document shows its preview pages. A
 * resource with neither says it cannot be viewed online. Focus moves to its heading when it opens,
 * so keyboard and screen-reader users land on what they chose.
 */
import { useEffect, useRef } from 'react';
import type { LessonResource } from '../../src/services/syncClassroomService';
import { useT } from '../../src/runtime/hooks';
import { MediaPlayer } from '../media-player/MediaPlayer';
import { DocumentPageList } from '../shared/DocumentPageList';
import { previewPagesOf, videoSourcesOf } from './lessonResourceMedia';

export function LessonResourceViewer(props: { resource: LessonResource; onClose: () => void }) {
  const t = useT();
  const { resource } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const sources = videoSourcesOf(resource);
  const pages = sources.length > 0 ? [] : previewPagesOf(resource);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [resource.id]);
  return (
    <section className="sync-textbook__viewer" data-viewer={resource.id}>
      <header className="sync-textbook__viewer-head">
        <h3 ref={heading} tabIndex={-1}>
          {resource.title}
        </h3>
        <button type="button" className="sync-textbook__viewer-close" onClick={props.onClose}>
          {t('msg:shell.dialog.close')}
        </button>
      </header>
      {sources.length > 0 ? (
        <MediaPlayer
          key={resource.id}
          sources={sources}
          poster={resource.custom_properties?.thumbnails?.[0]}
          title={resource.title}
        />
      ) : pages.length > 0 ? (
        <>
          <p className="sync-textbook__viewer-count">
            {t('msg:detail.document.pages', { count: pages.length })}
          </p>
          <DocumentPageList pages={pages} block="sync-textbook-viewer" />
        </>
      ) : (
        <p className="sync-textbook__viewer-count">{t('msg:syncClassroom.viewer.unavailable')}</p>
      )}
    </section>
  );
}
