import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { CAMPAIGN_MODAL_WIDTH_PX } from '../../lib/specConstants';
import './ui.css';

/**
 * A modal dialog frame: focus moves in and is kept inside, returns on close; Escape dismisses
 * unless the dialog must be answered (`onDismiss` absent, e.g. complete-information).
 */
export function ModalFrame(props: {
  children: ReactNode;
  onDismiss?: () => void;
  testId: string;
  labelledBy?: string;
  /** Extra classes of the backdrop (a dialog family's own look and animation). */
  className?: string;
  /** Inline style of the backdrop (e.g. the animation length as a CSS variable). */
  style?: CSSProperties;
  /** data-state of the backdrop: 'closing' while a closing animation plays. */
  state?: 'open' | 'closing';
  /** data-variant of the dialog (which variant of a dialog family shows). */
  variant?: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const { onDismiss } = props;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    frame.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss?.();
      if (event.key === 'Tab' && frame.current) {
        // Keep keyboard focus inside the dialog while it is open.
        const focusable = frame.current.querySelectorAll<HTMLElement>(
          'button:not([disabled]), a[href], input',
        );
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
    <div
      className={`ui-backdrop${props.className ? ` ${props.className}` : ''}`}
      style={props.style}
      data-state={props.state}
    >
      <div
        ref={frame}
        className="ui-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.labelledBy}
        data-testid={props.testId}
        data-variant={props.variant}
        style={{ width: `min(${CAMPAIGN_MODAL_WIDTH_PX}px, calc(100vw - 32px))` }}
      >
        {props.children}
      </div>
    </div>
  );
}
