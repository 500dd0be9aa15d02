/**
 * A contest's work upload form (issue 13): title, description and one file, checked against the
 * contest's upload setting before anything is sent, then uploaded with a progress bar, 取消 and
 * 重试. The route's gate has already let the visitor in; the upload limit (还可提交 N 件作品,
 * code 1 / 2) is shown here, and the stand-in has the last word (its refusal is shown as sent).
 * On success the visitor lands on the site's my-works page, where the new work is listed.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useRuntime } from '../../src/runtime/RuntimeContext';
import { useSafeHref, useServices, useT } from '../../src/runtime/hooks';
import { siteHref } from '../../src/runtime/links/siteHref';
import { useRequest } from '../../src/services/http/useRequest';
import { AbortedError, refusalMessage } from '../../src/services/http/errors';
import { LoadingIndicator } from '../../src/runtime/screens/screens';
import { fileSizeLabel } from '../../src/lib/fileSize';
import type { UploadLimit } from '../../src/services/entities';
import {
  WORK_DESCRIPTION_MAX_CHARS,
  WORK_TITLE_MAX_CHARS,
  acceptAttribute,
  acceptedTypesLabel,
  charCount,
  fieldProblems,
  fileProblem,
  maxSizeMb,
  newRequestId,
  type WorkFields,
} from './uploadRules';
import './contest-upload-form.css';
import { useContestId } from '../shared/useContestId';
import { LoadFailed } from '../shared/LoadFailed';
import type { ContestUploadFormProps } from './props.gen';

export type { ContestUploadFormProps };

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending'; percent: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string; canRetry: boolean };

type Problems = Partial<Record<keyof WorkFields | 'file', string>>;

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The visitor's words for a failed upload. A refusal of the stand-in (4xx with its message:
 * 400 field, 403 gate, 413 size, 415 type) is shown as sent, in Chinese, and retrying it would
 * change nothing; anything else (network, time-out, 5xx, the 429/503 block) gets our own
 * sentence and 重试, never the raw error text.
 */
export function uploadFailure(
  error: unknown,
  t: Translate,
): { message: string; canRetry: boolean } {
  const refusal = refusalMessage(error);
  if (refusal) return { message: refusal, canRetry: false };
  return { message: t('msg:contestUpload.failed'), canRetry: true };
}

/** Why the form is closed, from the upload limit (seed 001 §7: code 1 closed, 2 limit reached). */
function closedMessage(limit: UploadLimit | null | undefined, t: Translate): string | null {
  if (!limit) return null;
  if (limit.code === 1) return t('msg:gate.upload.ended');
  if (limit.code === 2 || limit.remaining === 0) return t('msg:gate.upload.limitReached');
  return null;
}

export default function ContestUploadFormBlock({ props }: BlockProps<ContestUploadFormProps>) {
  const t = useT();
  const services = useServices();
  const { session, sitePrefix } = useRuntime();
  const navigate = useNavigate();
  const safeHref = useSafeHref();
  const formId = useId();
  const contestId = useContestId(props);
  const info = useRequest(async () => {
    if (!contestId) return null;
    const [contest, limit] = await Promise.all([
      services.contest.detail(contestId),
      // Without a user there is no limit to ask for (the route's guard keeps visitors out).
      session.loggedIn ? services.contest.uploadLimit(contestId) : Promise.resolve(null),
    ]);
    return { contest, limit };
  }, [contestId, services, session.loggedIn]);

  const [fields, setFields] = useState<WorkFields>({ title: '', description: '' });
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  // Refs, not state: a second click in the same tick must see the first one's send at once.
  const sendingRef = useRef(false);
  // One request id per submit attempt: kept for 重试 (and after 取消: had the stand-in stored
  // the work, the same id gets it back instead of a second one), new once the form changes.
  const requestIdRef = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  // Leaving the page stops an upload under way (the stand-in stores nothing of it).
  useEffect(() => () => abortRef.current?.abort(), []);

  if (!contestId) return null;
  if (info.state === 'pending' && !info.data)
    return <LoadingIndicator text={t('msg:shell.loading')} />;
  if (info.state === 'error')
    return (
      <LoadFailed
        className="upload-form__state"
        buttonClassName="upload-form__secondary"
        message={t('msg:contestUpload.loadFailed')}
        retryLabel={t('msg:contestUpload.reload')}
        retry={info.reload}
      />
    );
  const contest = info.data?.contest;
  if (!contest) return <p className="upload-form__state">{t('msg:contest.missing')}</p>;
  const setting = contest.upload_setting;
  const limit = info.data?.limit;
  const closed = closedMessage(limit, t);
  const sending = phase.kind === 'sending';

  const change = (next: Partial<WorkFields>) => {
    requestIdRef.current = null;
    setFields({ ...fields, ...next });
  };

  const chooseFile = (chosen: File | null) => {
    requestIdRef.current = null;
    setFile(chosen);
    // The type and size are checked as soon as a file is chosen, not only on submit.
    setProblems({
      ...problems,
      file: chosen ? (fileProblem(chosen, setting, t) ?? undefined) : undefined,
    });
  };

  const send = async () => {
    if (sendingRef.current || !file) return;
    sendingRef.current = true;
    requestIdRef.current ??= newRequestId();
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase({ kind: 'sending', percent: 0 });
    try {
      await services.contest.uploadWork(
        contestId,
        {
          title: fields.title.trim(),
          description: fields.description.trim(),
          file,
          requestId: requestIdRef.current,
        },
        {
          signal: controller.signal,
          onProgress: (loaded, total) =>
            setPhase({
              kind: 'sending',
              percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0,
            }),
        },
      );
      requestIdRef.current = null;
      const href = safeHref(
        siteHref(sitePrefix, `myWork?contestId=${encodeURIComponent(contestId)}`),
      );
      if (href) navigate(href);
      else setPhase({ kind: 'idle' });
    } catch (error) {
      if (error instanceof AbortedError) setPhase({ kind: 'cancelled' });
      else setPhase({ kind: 'failed', ...uploadFailure(error, t) });
    } finally {
      sendingRef.current = false;
      abortRef.current = null;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current || closed) return;
    const found: Problems = { ...fieldProblems(fields, t) };
    const badFile = fileProblem(file, setting, t);
    if (badFile) found.file = badFile;
    setProblems(found);
    if (Object.keys(found).length) return;
    void send();
  };

  const titleId = `${formId}-title`;
  const descriptionId = `${formId}-description`;
  const fileId = `${formId}-file`;
  const describedBy = (id: string, problem: string | undefined, extra?: string) =>
    [extra, problem ? `${id}-problem` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form className="upload-form" onSubmit={submit} noValidate aria-busy={sending}>
      {closed ? (
        <p className="upload-form__closed" role="alert">
          {closed}
        </p>
      ) : (
        typeof limit?.remaining === 'number' && (
          <p className="upload-form__remaining">
            {t('msg:contestUpload.remaining', { count: limit.remaining })}
          </p>
        )
      )}
      <fieldset className="upload-form__fields" disabled={Boolean(closed) || sending}>
        <div className="upload-form__field">
          <label htmlFor={titleId}>{t('msg:contestUpload.titleLabel')}</label>
          <input
            id={titleId}
            name="title"
            type="text"
            required
            value={fields.title}
            aria-invalid={problems.title ? true : undefined}
            aria-describedby={describedBy(titleId, problems.title, `${titleId}-count`)}
            onChange={(event) => change({ title: event.target.value })}
          />
          <span id={`${titleId}-count`} className="upload-form__count">
            {t('msg:contestUpload.counter', {
              count: charCount(fields.title.trim()),
              max: WORK_TITLE_MAX_CHARS,
            })}
          </span>
          {problems.title && (
            <p id={`${titleId}-problem`} className="upload-form__problem">
              {problems.title}
            </p>
          )}
        </div>
        <div className="upload-form__field">
          <label htmlFor={descriptionId}>{t('msg:contestUpload.descriptionLabel')}</label>
          <textarea
            id={descriptionId}
            name="description"
            rows={4}
            value={fields.description}
            aria-invalid={problems.description ? true : undefined}
            aria-describedby={describedBy(
              descriptionId,
              problems.description,
              `${descriptionId}-count`,
            )}
            onChange={(event) => change({ description: event.target.value })}
          />
          <span id={`${descriptionId}-count`} className="upload-form__count">
            {t('msg:contestUpload.counter', {
              count: charCount(fields.description.trim()),
              max: WORK_DESCRIPTION_MAX_CHARS,
            })}
          </span>
          {problems.description && (
            <p id={`${descriptionId}-problem`} className="upload-form__problem">
              {problems.description}
            </p>
          )}
        </div>
        <div className="upload-form__field">
          <label htmlFor={fileId}>{t('msg:contestUpload.fileLabel')}</label>
          <input
            id={fileId}
            name="file"
            type="file"
            required
            accept={acceptAttribute(setting)}
            aria-invalid={problems.file ? true : undefined}
            aria-describedby={describedBy(
              fileId,
              problems.file,
              setting ? `${fileId}-hint` : undefined,
            )}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          {setting && (
            <span id={`${fileId}-hint`} className="upload-form__hint">
              {t('msg:contestUpload.fileHint', {
                types: acceptedTypesLabel(setting),
                size: maxSizeMb(setting),
              })}
            </span>
          )}
          {file && !problems.file && (
            <span className="upload-form__chosen">
              {file.name}（{fileSizeLabel(file.size)}）
            </span>
          )}
          {problems.file && (
            <p id={`${fileId}-problem`} className="upload-form__problem" role="alert">
              {problems.file}
            </p>
          )}
        </div>
      </fieldset>
      {phase.kind === 'sending' && (
        <div className="upload-form__progress">
          <div
            className="upload-form__bar"
            role="progressbar"
            aria-label={t('msg:contestUpload.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={phase.percent}
          >
            <span style={{ width: `${phase.percent}%` }} />
          </div>
          <span className="upload-form__percent">
            {t('msg:contestUpload.progressText', { percent: phase.percent })}
          </span>
          <button
            type="button"
            className="upload-form__secondary"
            onClick={() => abortRef.current?.abort()}
          >
            {t('msg:contestUpload.cancel')}
          </button>
        </div>
      )}
      {phase.kind === 'cancelled' && (
        <p className="upload-form__note" role="status">
          {t('msg:contestUpload.cancelled')}
        </p>
      )}
      {phase.kind === 'failed' && (
        <div className="upload-form__failure" role="alert">
          <p>{phase.message}</p>
          {phase.canRetry && (
            <button type="button" className="upload-form__secondary" onClick={() => void send()}>
              {t('msg:contestUpload.retry')}
            </button>
          )}
        </div>
      )}
      <button
        type="submit"
        className="upload-form__submit"
        disabled={Boolean(closed) || sending}
        aria-busy={sending}
      >
        {t(sending ? 'msg:contestUpload.sending' : 'msg:contestUpload.submit')}
      </button>
    </form>
  );
}
