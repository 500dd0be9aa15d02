/**
 * The visitor-facing primitives gate outcomes use: toast, confirm and a message dialog with
 * one action. One host per page; blocks reach it through `useRuntime().ui`.
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ModalFrame } from './ModalFrame';
import type { ConfirmOptions, DialogRequest, RuntimeUi } from '../../runtime/RuntimeContext';
import './ui.css';

interface ConfirmState extends ConfirmOptions {
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
    (message: string, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => setConfirmState({ ...options, message, resolve })),
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
            {!confirmState.hideCancel && (
              <button type="button" className="ui-button" onClick={() => answer(false)}>
                {labels.cancel}
              </button>
            )}
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
