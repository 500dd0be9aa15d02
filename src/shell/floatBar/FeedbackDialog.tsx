/**
 * The feedback dialog (seed 000 §2 Shared screens, ledger CORE-SHARED-07/08): 700 px wide,
 * holding an iframe of /productFeedback 500 px high. A `submit` or `cancel` message posted
 * from the same origin closes it; a `resize` message sets the iframe height to the posted
 * height minus FEEDBACK_RESIZE_OFFSET_PX. Escape and the close button close it as well.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  FEEDBACK_DIALOG_WIDTH_PX,
  FEEDBACK_IFRAME_HEIGHT_PX,
  FEEDBACK_RESIZE_OFFSET_PX,
} from '../../lib/specConstants';

export const FEEDBACK_PATH = '/productFeedback';

interface FeedbackMessage {
  type: string;
  height?: number;
}

/** Reads `{type, height}` objects, JSON strings of them, or bare `'submit'` strings. */
export function readFeedbackMessage(data: unknown): FeedbackMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { type: value as string };
    }
  }
  if (typeof value === 'string') return { type: value };
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const type = record.type ?? record.action;
  if (typeof type !== 'string') return null;
  const height = Number(record.height);
  return { type, height: Number.isFinite(height) ? height : undefined };
}

export function FeedbackDialog(props: { title: string; closeLabel: string; onClose: () => void }) {
  const { onClose } = props;
  const [height, setHeight] = useState(FEEDBACK_IFRAME_HEIGHT_PX);
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = readFeedbackMessage(event.data);
      if (!message) return;
      if (message.type === 'submit' || message.type === 'cancel') onClose();
      else if (message.type === 'resize' && message.height !== undefined)
        setHeight(Math.max(0, message.height - FEEDBACK_RESIZE_OFFSET_PX));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  return (
    <div className="float-bar__backdrop" onClick={onClose}>
      <div
        className="float-bar__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ width: FEEDBACK_DIALOG_WIDTH_PX }}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="float-bar__dialog-head">
          <h2 id={titleId}>{props.title}</h2>
          <button
            ref={closeButton}
            type="button"
            className="float-bar__dialog-close"
            aria-label={props.closeLabel}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <iframe
          className="float-bar__dialog-frame"
          title={props.title}
          src={FEEDBACK_PATH}
          width="100%"
          height={height}
          style={{ height }}
        />
      </div>
    </div>
  );
}
