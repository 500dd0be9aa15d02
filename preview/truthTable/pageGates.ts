/**
 * The per-page gate view (本页门禁一览): every gated button of the previewed page, and what each
 * visitor (logged out, each role) meets pressing it at the chosen time, contest status and
 * enrolment status, decided by the runtime's engine (`decideGateSync`) over the same facts as
 * the truth table (`factsAt`).
 *
 * A page's gates are found as `npm run validate` finds them (src/manifestCheck/siteConfigs.ts
 * `gateNamesIn`): every string prop named `gate` or `…Gate` at any depth of a block's props, plus
 * a gate prop left out whose block schema gives a default gate (course-work's `submitGate`).
 */
import type { Gate } from '../../src/runtime/manifest/types';
import { decideGateSync, prepareFacts } from '../../src/runtime/rules';
import type { Translator } from '../../src/runtime/messages/translator';
import { blocksOf, type ManifestShape } from '../context/previewedContest';
import { IDENTITIES, type ContestStatus, type EnrolmentStatus, type Identity } from './dimensions';
import {
  describeOutcome,
  factsAt,
  ruleLabel,
  type CellOutcome,
  type TruthTableOptions,
} from './truthTable';

/**
 * The prop names that hold a gate name; the same pattern as GATE_PROP_NAME in
 * src/manifestCheck/siteConfigs.ts (a unit test keeps them equal; that module reads files, so
 * it cannot enter the browser bundle).
 */
export const GATE_PROP_PATTERN = /^(gate|[a-z][A-Za-z0-9]*Gate)$/;

export interface PageGateButton {
  /** Unique on the page: the JSON pointer of the gate prop inside the page. */
  key: string;
  gate: string;
  /** What the visitor reads on the button, translated; or where it is, when it has no label. */
  label: string;
  blockType: string;
  /** The gate is the block schema's default (the prop is left out). */
  fromDefault: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The gated buttons of a page, in page order. A button's label is the `label` (else `title`)
 * beside its gate prop, as gate-buttons and sunshine-home hold them.
 */
export function gateButtonsOfPage(
  manifest: ManifestShape,
  pageName: string,
  t: Translator,
  blockSchemas: ReadonlyMap<string, Record<string, unknown>>,
): PageGateButton[] {
  const found: PageGateButton[] = [];
  blocksOf(manifest, pageName).forEach((block) => {
    const blockType = typeof block.type === 'string' ? block.type : '?';
    const at = `${block.pointer}/props`;
    const fallbackLabel = (key: string) => `${blockType} 组件（${key}）`;
    const visit = (node: unknown, path: (string | number)[]) => {
      if (Array.isArray(node)) node.forEach((item, i) => visit(item, [...path, i]));
      else if (isRecord(node))
        for (const [key, value] of Object.entries(node)) {
          if (typeof value === 'string' && GATE_PROP_PATTERN.test(key)) {
            const text =
              typeof node.label === 'string'
                ? node.label
                : typeof node.title === 'string'
                  ? node.title
                  : null;
            found.push({
              key: `${at}${[...path, key].map((part) => `/${pointerSegment(part)}`).join('')}`,
              gate: value,
              label: text === null ? fallbackLabel(key) : t(text),
              blockType,
              fromDefault: false,
            });
          } else visit(value, [...path, key]);
        }
    };
    const props = isRecord(block.props) ? block.props : {};
    visit(props, []);
    // A gate prop left out runs the schema's default gate (as siteConfigs.ts gateNamesIn reads).
    const properties = blockSchemas.get(blockType)?.properties;
    if (isRecord(properties))
      for (const [key, schema] of Object.entries(properties)) {
        const fallback = isRecord(schema) ? schema.default : undefined;
        if (GATE_PROP_PATTERN.test(key) && typeof fallback === 'string' && !(key in props))
          found.push({
            key: `${at}/${pointerSegment(key)}`,
            gate: fallback,
            label: fallbackLabel(key),
            blockType,
            fromDefault: true,
          });
      }
  });
  return found;
}

export interface PageGateCell {
  button: PageGateButton;
  outcome: CellOutcome;
  /** The rule that decided; null when none did or the gate is not defined. */
  ruleId: string | null;
}

export interface PageGateRow {
  identity: Identity;
  cells: PageGateCell[];
}

export interface PageGateState {
  /** The chosen instant (the context's simulated time, or now). */
  now: number;
  contest: ContestStatus;
  /** The signed-in visitors' enrolment status (a logged-out visitor has none). */
  enrolment: EnrolmentStatus;
}

/** Every visitor's outcome for every gated button of the page, one row per identity. */
export function computePageGates(
  buttons: readonly PageGateButton[],
  gates: Readonly<Record<string, Gate>>,
  t: Translator,
  state: PageGateState,
  options: TruthTableOptions = {},
): PageGateRow[] {
  return IDENTITIES.map((identity) => {
    const facts = prepareFacts(
      factsAt(
        {
          identity,
          contest: state.contest,
          enrolment: identity === 'loggedOut' ? 'none' : state.enrolment,
        },
        state.now,
        options,
      ),
    );
    const cells = buttons.map((button): PageGateCell => {
      const gate = Object.prototype.hasOwnProperty.call(gates, button.gate)
        ? gates[button.gate]
        : undefined;
      if (!gate)
        return {
          button,
          ruleId: null,
          outcome: {
            kind: 'closed',
            text: `门禁 ${button.gate} 未在本站点定义（运行时关闭，npm run validate 会报错）`,
          },
        };
      const decision = decideGateSync(gate, facts);
      return {
        button,
        outcome: describeOutcome(decision, t),
        ruleId:
          decision.decidedBy === null
            ? null
            : ruleLabel((gate.rules ?? [])[decision.decidedBy], decision.decidedBy),
      };
    });
    return { identity, cells };
  });
}

/**
 * The contest and enrolment state a stand-in scenario (server/scenarios.ts) puts the demo
 * accounts in, so the view starts where the live preview is; switches it turns on too.
 */
export function stateOfScenario(scenario: string | null): {
  contest: ContestStatus;
  enrolment: EnrolmentStatus;
  reviewer: boolean;
  restricted: boolean;
} {
  const base = { contest: 'published' as ContestStatus, reviewer: false, restricted: false };
  switch (scenario) {
    case 'contest-missing':
      return { ...base, contest: 'missing', enrolment: 'none' };
    case 'contest-unpublished':
      return { ...base, contest: 'unpublished', enrolment: 'none' };
    case 'contest-restricted':
      return { ...base, enrolment: 'none', restricted: true };
    case 'enrolled-pending':
      return { ...base, enrolment: 'pending' };
    case 'enrolled-unverified':
      return { ...base, enrolment: 'unverified' };
    case 'enrolled-verified':
    case 'upload-closed':
    case 'upload-limit-reached':
      return { ...base, enrolment: 'verified' };
    case 'review-assigned':
      return { ...base, enrolment: 'verified', reviewer: true };
    // The writing contest's states (sxj 115): the student is enrolled and verified; what differs
    // (exam, book review) is read live by the gates from the stand-in.
    case 'writing-exam-pending':
    case 'writing-review-missing':
    case 'writing-review-pending':
    case 'writing-review-approved':
      return { ...base, enrolment: 'verified' };
    default:
      return { ...base, enrolment: 'none' };
  }
}
