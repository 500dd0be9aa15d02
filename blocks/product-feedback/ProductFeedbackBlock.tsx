/**
 * The product feedback form of /productFeedback (seed 000 §2), shown inside the float bar's
 * feedback dialog (src/shell/floatBar/FeedbackDialog.tsx): 反馈类型, 反馈内容 (5–500
 * characters, with a counter) and an optional 联系方式, sent to the feedback service. Inside a
 * frame it talks to the dialog with same-origin `postMessage`: `{type: 'submit'}` after a
 * successful send, `{type: 'cancel'}` on 取消, and `{type: 'resize', height}` with the document
 * height after render and whenever the page changes size. Outside a frame a successful send
 * shows 感谢您的反馈 instead, and 取消 clears the form.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices, useT } from '../../src/runtime/hooks';
import { HttpError } from '../../src/services/http/errors';
import type { FeedbackForm, FeedbackType } from '../../src/services/entities';
import './product-feedback.css';

import type { ProductFeedbackProps } from './props.gen';

export type { ProductFeedbackProps };

export const FEEDBACK_TYPES: FeedbackType[] = ['content', 'function', 'suggestion', 'other'];
export const FEEDBACK_CONTENT_MIN = 5;
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 100;

type Problems = Partial<Record<'content' | 'contact', string>>;

/** Characters as a reader counts them (an emoji or a CJK character is one). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export function checkFeedbackForm(
  form: { content: string; contact: string },
  t: (key: string, params?: Record<string, string | number>) => string,
): Problems {
  const problems: Problems = {};
  const length = characterCount(form.content.trim());
  if (length < FEEDBACK_CONTENT_MIN || length > FEEDBACK_CONTENT_MAX)
    problems.content = t('msg:feedback.content.length', {
      min: FEEDBACK_CONTENT_MIN,
      max: FEEDBACK_CONTENT_MAX,
    });
  if (characterCount(form.contact.trim()) > FEEDBACK_CONTACT_MAX)
    problems.contact = t('msg:feedback.contact.tooLong', { max: FEEDBACK_CONTACT_MAX });
  return problems;
}

/** True when the page is shown inside a frame (the feedback dialog). */
function inFrame(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** Posts a message to the dialog, same origin only; nothing outside a frame. */
export function postToDialog(message: { type: 'submit' | 'cancel' | 'resize'; height?: number }) {
  if (!inFrame()) return;
  window.parent.postMessage(message, window.location.origin);
}

/** Height of the whole document, as the dialog sizes its iframe from it. */
function documentHeight(): number {
  return Math.ceil(
    Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0),
  );
}

/** The path of the page the dialog was opened on (same origin), when framed. */
function openerPath(): string | undefined {
  if (!inFrame()) return undefined;
  try {
    const { pathname } = window.parent.location;
    return pathname.startsWith('/') && !pathname.startsWith('//') ? pathname : undefined;
  } catch {
    return undefined;
  }
}

/** After render and on every size change, tells the dialog the document height. */
function useReportHeight(active: boolean) {
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (!active || !inFrame()) return;
    const report = () => {
      const height = documentHeight();
      if (height <= 0 || height === last.current) return;
      last.current = height;
      postToDialog({ type: 'resize', height });
    };
    report();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(report);
    observer.observe(document.documentElement);
    if (document.body) observer.observe(document.body);
    return () => observer.disconnect();
  }, [active]);
}

export default function ProductFeedbackBlock(_: BlockProps<ProductFeedbackProps>) {
  const t = useT();
  const services = useServices();
  const formId = useId();
  const [type, setType] = useState<FeedbackType>('content');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  useReportHeight(true);

  if (thanked)
    return (
      <p className="product-feedback__thanks" role="status">
        {t('msg:feedback.thanks')}
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFeedbackForm({ content, contact }, t);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length) return;
    const form: FeedbackForm = { type, content: content.trim() };
    if (contact.trim()) form.contact = contact.trim();
    const page = openerPath();
    if (page) form.page = page;
    setSending(true);
    try {
      await services.feedback.send(form);
      if (inFrame()) postToDialog({ type: 'submit' });
      else setThanked(true);
    } catch (error) {
      setRefusal(
        error instanceof HttpError && error.message ? error.message : t('msg:shell.error'),
      );
    } finally {
      setSending(false);
    }
  };

  const cancel = () => {
    if (inFrame()) {
      postToDialog({ type: 'cancel' });
      return;
    }
    setType('content');
    setContent('');
    setContact('');
    setProblems({});
    setRefusal(null);
  };

  const contentId = `${formId}-content`;
  const contactId = `${formId}-contact`;
  const count = characterCount(content.trim());
  return (
    <form className="product-feedback" onSubmit={submit} noValidate aria-busy={sending}>
      <fieldset className="product-feedback__types">
        <legend>{t('msg:feedback.type')}</legend>
        {FEEDBACK_TYPES.map((value) => (
          <label key={value} className="product-feedback__type">
            <input
              type="radio"
              name={`${formId}-type`}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            <span>{t(`msg:feedback.type.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="product-feedback__field">
        <label htmlFor={contentId}>{t('msg:feedback.content')}</label>
        <textarea
          id={contentId}
          name="content"
          rows={6}
          value={content}
          placeholder={t('msg:feedback.content.placeholder')}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={`${contentId}-counter${problems.content ? ` ${contentId}-problem` : ''}`}
          onChange={(event) => setContent(event.target.value)}
        />
        <p
          id={`${contentId}-counter`}
          className={`product-feedback__counter${count > FEEDBACK_CONTENT_MAX ? ' product-feedback__counter--over' : ''}`}
          data-feedback-counter=""
        >
          {t('msg:feedback.content.counter', { count, max: FEEDBACK_CONTENT_MAX })}
        </p>
        {problems.content && (
          <p id={`${contentId}-problem`} className="product-feedback__problem" role="alert">
            {problems.content}
          </p>
        )}
      </div>
      <div className="product-feedback__field">
        <label htmlFor={contactId}>{t('msg:feedback.contact')}</label>
        <input
          id={contactId}
          name="contact"
          type="text"
          autoComplete="tel"
          value={contact}
          placeholder={t('msg:feedback.contact.placeholder')}
          aria-invalid={problems.contact ? true : undefined}
          aria-describedby={problems.contact ? `${contactId}-problem` : undefined}
          onChange={(event) => setContact(event.target.value)}
        />
        {problems.contact && (
          <p id={`${contactId}-problem`} className="product-feedback__problem" role="alert">
            {problems.contact}
          </p>
        )}
      </div>
      {refusal && (
        <p className="product-feedback__refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="product-feedback__actions">
        <button type="button" className="product-feedback__cancel" onClick={cancel}>
          {t('msg:feedback.cancel')}
        </button>
        <button
          type="submit"
          className="product-feedback__submit"
          disabled={sending}
          aria-busy={sending}
        >
          {t(sending ? 'msg:feedback.submitting' : 'msg:feedback.submit')}
        </button>
      </div>
    </form>
  );
}
