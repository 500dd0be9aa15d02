/**
 * A course's materials (讲义, 课件…) on its home page, with the online preview only when the
 * teacher-train component config switches it on (seed 000 §3, §7; ledger CORE-API-04,
 * CORE-ENV-08). Until the flag answers, and whenever it is off or cannot be read, the list shows
 * without a preview control.
 */
import { useEffect, useId, useState } from 'react';
import type { CourseAttachment } from '../../src/services/coursePagesService';
import { fileSizeLabel } from '../../src/lib/fileSize';
import { useServices, useT } from '../../src/runtime/hooks';
import { ModalFrame } from '../../src/shell/ui/ModalFrame';
import { DocumentPageList } from '../shared/DocumentPageList';
import { loadCoursePages } from './courseShared';

function useAttachmentPreview(asked: boolean): boolean {
  const services = useServices();
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    if (!asked) return;
    let live = true;
    loadCoursePages(services)
      .then((service) => service.attachmentPreviewEnabled())
      .then(
        (answer) => live && setEnabled(answer),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [services, asked]);
  return enabled;
}

function AttachmentPreview(props: { attachment: CourseAttachment; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const { attachment } = props;
  return (
    <ModalFrame testId="attachment-preview" labelledBy={titleId} onDismiss={props.onClose}>
      <div className="course-attachments__preview" data-attachment-preview={attachment.id}>
        <header className="course-attachments__preview-head">
          <h2 id={titleId}>{attachment.name}</h2>
          <button
            type="button"
            className="course-page__secondary"
            data-autofocus
            onClick={props.onClose}
          >
            {t('msg:shell.dialog.close')}
          </button>
        </header>
        <p className="course-page__muted">
          {t('msg:detail.document.pages', { count: attachment.pages.length })}
        </p>
        <DocumentPageList pages={attachment.pages} block="course-attachments" />
      </div>
    </ModalFrame>
  );
}

export function CourseAttachments(props: { attachments: CourseAttachment[] }) {
  const t = useT();
  const { attachments } = props;
  const previewEnabled = useAttachmentPreview(attachments.length > 0);
  const [opened, setOpened] = useState<CourseAttachment | null>(null);
  if (attachments.length === 0) return null;
  return (
    <section
      className="course-page__panel course-attachments"
      aria-labelledby="course-attachments"
      data-preview-enabled={previewEnabled ? 'true' : 'false'}
    >
      <h2 id="course-attachments" className="course-page__subtitle">
        {t('msg:course.attachments')}
      </h2>
      <ul className="course-attachments__list">
        {attachments.map((attachment) => (
          <li key={attachment.id} data-attachment-id={attachment.id}>
            <span className="course-attachments__name">{attachment.name}</span>
            <span className="course-attachments__facts">
              {attachment.size !== undefined && <span>{fileSizeLabel(attachment.size)}</span>}
              <span>{t('msg:detail.document.pages', { count: attachment.pages.length })}</span>
            </span>
            {previewEnabled && attachment.pages.length > 0 && (
              <button
                type="button"
                className="course-page__secondary course-attachments__open"
                aria-label={`${t('msg:course.attachmentPreview')} ${attachment.name}`}
                onClick={() => setOpened(attachment)}
              >
                {t('msg:course.attachmentPreview')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {opened && <AttachmentPreview attachment={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
