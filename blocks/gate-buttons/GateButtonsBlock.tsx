/**
 * A row of gated buttons (kpzy: 活动报名, 作品上传, 评审入口, 我的作品). Pressing one runs its
 * site gate; the gate's rules decide what happens, the button only asks. A button marked
 * `shownWhenEnrolled` (我的报名) appears only once the enrolment list says the visitor has an
 * enrolment of the contest (seed 001 §7: contest_ids, statuses [1,2], page_size 1 → total;
 * HD-GATE-35, A-43): signed out, or with total 0, it is not there.
 */
import type { BlockProps } from '../../src/runtime/blocks/contract';
import { useServices, useT } from '../../src/runtime/hooks';
import { useFacts } from '../../src/runtime/facts/useFacts';
import { GatedButton } from '../shared/GatedButton';
import { useRequest } from '../../src/services/http/useRequest';
import './gate-buttons.css';
import type { GateButtonsProps } from './props.gen';

export type { GateButtonsProps };

/** One of the schema's `buttons` (props.gen.ts). */
export type GateButton = GateButtonsProps['buttons'][number];

export default function GateButtonsBlock({ props }: BlockProps<GateButtonsProps>) {
  const t = useT();
  const services = useServices();
  const { loggedIn } = useFacts();
  const asksTotal =
    loggedIn && props.contestId !== undefined && props.buttons.some((b) => b.shownWhenEnrolled);
  const enrolled = useRequest(
    // A failed query shows nothing extra: the entry stays hidden, as with total 0.
    async () =>
      asksTotal
        ? (await services.contest.enrolmentTotal([props.contestId!]).catch(() => 0)) > 0
        : false,
    [asksTotal, props.contestId, services],
  );
  return (
    <div className="gate-buttons" role="group">
      {props.buttons.map((button, index) =>
        button.shownWhenEnrolled && enrolled.data !== true ? null : (
          <GatedButton
            key={index}
            className={`gate-buttons__button gate-buttons__button--${button.style ?? 'secondary'}`}
            request={{
              gate: button.gate,
              contestId: props.contestId,
              to: button.to,
              newWindow: button.newWindow,
            }}
          >
            {t(button.label)}
          </GatedButton>
        ),
      )}
    </div>
  );
}
