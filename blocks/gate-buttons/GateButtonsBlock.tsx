/**
 * A row of gated buttons (kpzy: 活动报名, 作品上传, 评审入口, 我的作品). Pressing one runs its
 * site gate; the gate's rules decide what happens, the button only asks.
 */
import { useState } from 'react';
import type { BlockProps } from '../registryTypes';
import { useT } from '../../src/runtime/hooks';
import { useGateRunner } from '../../src/runtime/gates/useGateRunner';
import './gate-buttons.css';

export interface GateButton {
  label: string;
  gate: string;
  to: string;
  newWindow?: boolean;
  style?: 'primary' | 'secondary';
}

export interface GateButtonsProps {
  contestId?: string;
  buttons: GateButton[];
}

export default function GateButtonsBlock({ props }: BlockProps<GateButtonsProps>) {
  const t = useT();
  const runGate = useGateRunner();
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <div className="gate-buttons" role="group">
      {props.buttons.map((button, index) => (
        <button
          key={index}
          type="button"
          className={`gate-buttons__button gate-buttons__button--${button.style ?? 'secondary'}`}
          data-gate={button.gate}
          aria-busy={busy === index}
          disabled={busy === index}
          onClick={async () => {
            setBusy(index);
            try {
              await runGate({
                gate: button.gate,
                contestId: props.contestId,
                to: button.to,
                newWindow: button.newWindow,
              });
            } finally {
              setBusy(null);
            }
          }}
        >
          {t(button.label)}
        </button>
      ))}
    </div>
  );
}
