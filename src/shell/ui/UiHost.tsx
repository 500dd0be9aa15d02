/**
 * The visitor-facing primitives gate outcomes use: toast, confirm and a message dialog with
 * one action. One host per page; blocks reach it through `useRuntime().ui`.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DialogRequest, RuntimeUi } from '../../runtime/RuntimeContext';
import { CAMPAIGN_MODAL_WIDTH_PX } from '../../lib/specConstants';
import './ui.css';

interface ConfirmState {
  message: string;
  resolve: (confirmed: boolean) => void;
}

const TOAST_VISIBLE_MS = 3000;

export function useUiHost(labels: { ok: string; cancel: string; close: string }): {
  ui: RuntimeUi;
  host: ReactNode;
} {
  const [toasts, setToasts] = useState<{ id: number; message: string }[]>([]);
  const [confirmState, setConfirmState] = useState<ConfirmState | null>(null);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((message: string) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, message }]);
    setTimeout(() => setToasts((list) => list.filter((item) => item.id !== id)), TOAST_VISIBLE_MS);
  }, []);
  const confirm = useCallback(
    (message: string) => new Promise<boolean>((resolve) => setConfirmState({ message, resolve })),
    [],
  );
  const ui = useMemo<RuntimeUi>(() => ({ toast, confirm, dialog: setDialog }), [toast, confirm]);

  const answer = (confirmed: boolean) => {
    confirmState?.resolve(confirmed);
    setConfirmState(null);
  };

  const host = (
    <>
      <div className="ui-toasts" role="status" aria-live="polite">
        {toasts.map((item) => (
          <div key={item.id} className="ui-toast" data-testid="toast">
            {item.message}
          </div>
        ))}
      </div>
      {confirmState && (
        <ModalFrame onDismiss={() => answer(false)} testId="confirm">
          <p className="ui-modal__message">{confirmState.message}</p>
          <div className="ui-modal__actions">
            <button type="button" className="ui-button" onClick={() => answer(false)}>
              {labels.cancel}
            </button>
            <button
              type="button"
              className="ui-button ui-button--primary"
              onClick={() => answer(true)}
              data-autofocus
            >
              {labels.ok}
            </button>
          </div>
        </ModalFrame>
      )}
      {dialog && (
        <ModalFrame onDismiss={() => setDialog(null)} testId="dialog">
          <p className="ui-modal__message">{dialog.message}</p>
          <div className="ui-modal__actions">
            <button type="button" className="ui-button" onClick={() => setDialog(null)}>
              {labels.close}
            </button>
            {dialog.button && (
              <button
                type="button"
                className="ui-button ui-button--primary"
                data-autofocus
                onClick={() => {
                  setDialog(null);
                  dialog.button?.onPress();
                }}
              >
                {dialog.button.label}
              </button>
            )}
          </div>
        </ModalFrame>
      )}
    </>
  );
  return { ui, host };
}

function ModalFrame(props: { children: ReactNode; onDismiss: () => void; testId: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const { onDismiss } = props;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    frame.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
      if (event.key === 'Tab' && frame.current) {
        // Keep keyboard focus inside the dialog while it is open.
        const focusable = frame.current.querySelectorAll<HTMLElement>('button, a[href]');
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onDismiss]);
  return (
    <div className="ui-backdrop">
      <div
        ref={frame}
        className="ui-modal"
        role="dialog"
        aria-modal="true"
        data-testid={props.testId}
        style={{ width: `min(${CAMPAIGN_MODAL_WIDTH_PX}px, calc(100vw - 32px))` }}
      >
        {props.children}
      </div>
    </div>
  );
}
