/**
 * A button that runs a gate (src/runtime/gates): the gate decides what a press does (go on,
 * ask to log in, say why not). While the gate is being decided the button is busy and cannot be
 * pressed again. Used by gate-buttons and contest-attachments.
 */
import { useState, type ReactNode } from 'react';
import { useGateRunner, type GateRequest } from '../../src/runtime/gates/useGateRunner';

export function GatedButton(props: {
  className: string;
  request: GateRequest;
  children: ReactNode;
}) {
  const runGate = useGateRunner();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={props.className}
      data-gate={props.request.gate}
      aria-busy={busy}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await runGate(props.request);
        } finally {
          setBusy(false);
        }
      }}
    >
      {props.children}
    </button>
  );
}
