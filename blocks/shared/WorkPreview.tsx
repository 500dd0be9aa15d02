/**
 * A contest work opened inside the page (issue 13): the signed `file_url` as an image, a video
 * or audio player, a PDF in a frame, any other type as a download link. Shared by 我的作品
 * (contest-my-works) and the reviewer's tasks (contest-review-tasks); its words are the my-works
 * ones (下载 {name}, 作品预览：{title}). Video and audio play in the portal's one player (issue
 * 15), loaded when a work is opened; the file's MIME type is the source type, since a signed
 * address need not end with an extension.
 */
import { useSafeUrl, useT } from '../../src/runtime/hooks';
import type { ContestWork } from '../../src/services/entities';
import { LazyMediaPlayer } from '../media-player/LazyMediaPlayer';
import './work-preview.css';

/** What the preview needs of a work: the same fields in my works and in a review task. */
export type PreviewableWork = Pick<ContestWork, 'title' | 'file_name' | 'file_type' | 'file_url'>;

export type PreviewKind = 'image' | 'video' | 'audio' | 'pdf' | 'download';

/** How a work is previewed, from its MIME type (its file name's extension for a PDF sent as octets). */
export function previewKind(work: Pick<ContestWork, 'file_type' | 'file_name'>): PreviewKind {
  const type = (work.file_type || '').toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'application/pdf' || /\.pdf$/i.test(work.file_name)) return 'pdf';
  return 'download';
}

export function WorkPreview({ work }: { work: PreviewableWork }) {
  const t = useT();
  const safeUrl = useSafeUrl();
  // The signed file_url is loaded by the page (img/video/iframe): an address, not a link.
  const src = safeUrl(work.file_url);
  const download = src ? (
    <a className="work-preview__download" href={src} download={work.file_name}>
      {t('msg:myWorks.download', { name: work.file_name })}
    </a>
  ) : null;
  switch (previewKind(work)) {
    case 'image':
      return src ? <img className="work-preview__media" src={src} alt={work.title} /> : null;
    case 'video':
    case 'audio':
      return src ? (
        <div className="work-preview__player">
          <LazyMediaPlayer sources={[{ src, type: work.file_type }]} title={work.title} />
          {download}
        </div>
      ) : null;
    case 'pdf':
      return src ? (
        <iframe
          className="work-preview__pdf"
          src={src}
          title={t('msg:myWorks.previewTitle', { title: work.title })}
        />
      ) : null;
    default:
      return download;
  }
}
