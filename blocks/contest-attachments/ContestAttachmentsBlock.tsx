/**
 * 资料下载 of a contest (issue 13 point 2; seed 001 §2 contest/{id}/preview and /download): the
 * notices and templates the contest detail lists in `attachments`, grouped 通知文件 / 模板下载,
 * each with its type and size and a plain download link to the contest service's file. On the
 * preview page it may also offer the enrol / upload buttons, run through the site's gates.
 */
import { useId } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useSafeUrl, useServices, useT } from '../../src/runtime/hooks';
import { GatedButton } from '../shared/GatedButton';
import { useRequest } from '../../src/services/http/useRequest';
import { isRecord } from '../../src/services/answers';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { fileSizeLabel } from '../../src/lib/fileSize';
import type { ContestAttachment } from '../../src/services/entities';
import { useContestId } from '../shared/useContestId';
import { LoadFailed } from '../shared/LoadFailed';
import './contest-attachments.css';
import type { ContestAttachmentsProps } from './props.gen';

export type { ContestAttachmentsProps };

export type AttachmentKind = ContestAttachment['kind'];

/** One of the schema's `actions` (props.gen.ts). */
export type ContestAttachmentAction = NonNullable<ContestAttachmentsProps['actions']>[number];

/** The groups in the order the page shows them, with their headings. */
const GROUPS: readonly { kind: AttachmentKind; heading: string }[] = [
  { kind: 'notice', heading: 'msg:contestAttachments.kind.notice' },
  { kind: 'template', heading: 'msg:contestAttachments.kind.template' },
];

/**
 * The attachments of a detail answer that can be shown: another service's answer may hold
 * anything, and an entry without a title or an address is no download.
 */
export function attachmentsOf(contest: unknown): ContestAttachment[] {
  if (!isRecord(contest) || !Array.isArray(contest.attachments)) return [];
  return contest.attachments.filter(
    (item): item is ContestAttachment =>
      isRecord(item) &&
      typeof item.id === 'string' &&
      typeof item.title === 'string' &&
      item.title !== '' &&
      typeof item.url === 'string' &&
      (item.kind === 'notice' || item.kind === 'template'),
  );
}

/** The type a visitor recognises: the saved name's extension (PDF, CSV, DOCX), else 文件. */
export function fileTypeLabel(attachment: Pick<ContestAttachment, 'file_name'>): string {
  const name = typeof attachment.file_name === 'string' ? attachment.file_name : '';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  return /^[A-Za-z0-9]{1,5}$/.test(extension) ? extension.toUpperCase() : '';
}

/** A manifest `to` with the contest filled in. */
export function actionTarget(to: string, contestId: string): string {
  return to.split('{contestId}').join(encodeURIComponent(contestId));
}

export default function ContestAttachmentsBlock({ props }: BlockProps<ContestAttachmentsProps>) {
  const t = useT();
  const services = useServices();
  const safeUrl = useSafeUrl();
  const contestId = useContestId(props);
  const headingId = useId();
  const request = useRequest(
    async () => (contestId ? services.contest.detail(contestId) : null),
    [contestId, services],
  );

  if (!contestId) return null;
  if (request.state === 'pending' && request.data === undefined)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (request.state === 'error')
    return (
      <LoadFailed
        className="contest-attachments contest-attachments__state"
        buttonClassName="contest-attachments__button"
        message={t('msg:contestAttachments.loadFailed')}
        retryLabel={t('msg:contestAttachments.reload')}
        retry={request.reload}
      />
    );

  const contest = request.data ?? null;
  const kinds = props.kinds?.length ? props.kinds : GROUPS.map((group) => group.kind);
  const shown = attachmentsOf(contest).filter((attachment) => kinds.includes(attachment.kind));

  return (
    <section className="contest-attachments" aria-labelledby={headingId}>
      <h2 id={headingId} className="contest-attachments__title">
        {t(props.title ?? 'msg:contestAttachments.title')}
      </h2>
      {shown.length === 0 ? (
        <p className="contest-attachments__empty">{t('msg:contestAttachments.empty')}</p>
      ) : (
        GROUPS.filter((group) => kinds.includes(group.kind)).map((group) => {
          const items = shown.filter((attachment) => attachment.kind === group.kind);
          if (items.length === 0) return null;
          return (
            <div key={group.kind} className="contest-attachments__group" data-kind={group.kind}>
              <h3 className="contest-attachments__heading">{t(group.heading)}</h3>
              <ul className="contest-attachments__list">
                {items.map((attachment) => {
                  const href = safeUrl(attachment.url);
                  const type = fileTypeLabel(attachment);
                  const size =
                    typeof attachment.file_size === 'number' && attachment.file_size >= 0
                      ? fileSizeLabel(attachment.file_size)
                      : '';
                  const meta = [type, size].filter(Boolean).join(' · ');
                  const body = (
                    <>
                      <span className="contest-attachments__badge" aria-hidden="true">
                        {type || t('msg:contestAttachments.file')}
                      </span>
                      <span className="contest-attachments__text">
                        <span className="contest-attachments__name">{attachment.title}</span>
                        {meta && <span className="contest-attachments__meta">{meta}</span>}
                      </span>
                    </>
                  );
                  return (
                    <li key={attachment.id} className="contest-attachments__item">
                      {href ? (
                        // The stand-in's file answers as a download (content-disposition); the
                        // attribute names it for browsers that honour only that.
                        <a
                          className="contest-attachments__link"
                          href={href}
                          download={attachment.file_name || true}
                        >
                          {body}
                          <span className="contest-attachments__action" aria-hidden="true">
                            {t('msg:contestAttachments.download')}
                          </span>
                        </a>
                      ) : (
                        <span className="contest-attachments__link">{body}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })
      )}
      {contest && props.actions && props.actions.length > 0 && (
        <div className="contest-attachments__actions" role="group">
          {props.actions.map((action, index) => (
            <GatedButton
              key={index}
              className={`contest-attachments__button contest-attachments__button--${action.style ?? 'secondary'}`}
              request={{ gate: action.gate, contestId, to: actionTarget(action.to, contestId) }}
            >
              {t(action.label)}
            </GatedButton>
          ))}
        </div>
      )}
    </section>
  );
}
