/**
 * A gate's truth table: its decision for every combination of identity × date phase ×
 * contest status × enrolment status, decided by the runtime's own engine (`decideGateSync`,
 * the same rules code `useGateRunner` runs, with every loadable fact supplied up front), with
 * the rule that decided each cell, and findings about the gate's rules:
 * - `shadowed`: the rule's condition holds in some combinations, but an earlier rule always
 *   decides first (or an earlier rule matches everything), so it can never decide;
 * - `neverMatches`: its condition holds in no simulated combination;
 * - `unknownFact`: it reads a fact name the runtime does not know at all;
 * - `unprovidedFact`: it reads a known fact that no simulated context provides (the table
 *   cannot show what it does; in the runtime it is loaded from a service);
 * - `missingFact`: evaluating it needed a fact path that was absent, which closes the gate.
 */
import { KNOWN_FACT_NAMES } from '../../src/runtime/facts/facts';
import type { Gate, GateOutcome, GateRule } from '../../src/runtime/manifest/types';
import {
  decideGateSync,
  evaluateRule,
  factNamesRead,
  isClosed,
  prepareFacts,
  truthy,
  type FactData,
  type GateDecision,
} from '../../src/runtime/rules';
import type { Translator } from '../../src/runtime/messages/translator';
import {
  ENROLMENT_STATUS_CODES,
  allCombinations,
  combinationKey,
  type Combination,
} from './dimensions';
import {
  REFERENCE_ANCHOR,
  phaseInstant,
  platformTime,
  referenceTimes,
  type ContestTimes,
} from './timeline';

/**
 * Facts every simulated context provides. `specialSpaceQualified` and `subjectPermission` are
 * loaded by the runtime from other services and are not axes of this table.
 */
const NOT_SIMULATED: ReadonlySet<string> = new Set(['specialSpaceQualified', 'subjectPermission']);
export const PROVIDED_FACT_NAMES: readonly string[] = KNOWN_FACT_NAMES.filter(
  (name) => !NOT_SIMULATED.has(name),
);

export interface TruthTableOptions {
  /** The manifest's `facts` (site constants such as contestId). */
  siteFacts?: Record<string, unknown>;
  /**
   * Whether a signed-in visitor is a reviewer of the contest (the `isReviewer` fact, QA's
   * 评审专家 switch); default no. Findings consider both answers when the gate reads it.
   */
  reviewer?: boolean;
  /**
   * Whether the contest is whitelist-restricted with the visitor not on its list (the
   * `whitelisted` fact, QA's 白名单 switch, A-47); default no. Findings consider both answers
   * when the gate reads it.
   */
  restricted?: boolean;
  /**
   * The contest calendar the phases are drawn from: the previewed contest's real dates
   * (calendar.ts); default: the reference calendar.
   */
  times?: ContestTimes;
  /** Contest id the simulated contest carries. */
  contestId?: string;
}

export type OutcomeKind =
  | 'allow'
  | 'confirmLogin'
  | 'loginRedirect'
  | 'toast'
  | 'redirect'
  | 'disabled'
  | 'dialog'
  | 'closed';

export interface CellOutcome {
  kind: OutcomeKind;
  /** What the visitor sees: the message, the navigation or the button state, in Chinese. */
  text: string;
}

export interface TruthTableCell {
  combination: Combination;
  key: string;
  now: number;
  decision: GateDecision;
  outcome: CellOutcome;
  /** The id of the rule that decided (or `#<index>` for a rule without id; null: none matched). */
  ruleId: string | null;
}

export type FindingKind =
  'shadowed' | 'neverMatches' | 'unknownFact' | 'unprovidedFact' | 'missingFact';

export interface RuleFinding {
  kind: FindingKind;
  ruleIndex: number;
  ruleId: string;
  /** A sentence for QA, in Chinese. */
  message: string;
  /** Fact names or paths concerned (unknown/unprovided/missing facts). */
  facts?: string[];
  /** For shadowed rules: the earlier rules that decide where this one would match. */
  shadowedBy?: string[];
}

export interface TruthTable {
  cells: TruthTableCell[];
  findings: RuleFinding[];
  byKey: Map<string, TruthTableCell>;
}

const SAMPLE_USER_IDS: Record<string, string> = {
  STUDENT: 'u-student',
  TEACHER: 'u-teacher',
  GUARDIAN: 'u-guardian',
  EDU_ADMIN: 'u-eduadmin',
  ACADEMIC_STAFF: 'u-academic',
  ELECTRIC_TEACHER: 'u-electric',
  SOCIAL_LEARNER: 'u-learner',
};

/** Who is visiting and in which contest and enrolment state: a combination without its date. */
export type Visitor = Omit<Combination, 'phase'>;

/** The facts a visitor in this combination has, with every loadable contest fact supplied. */
export function factsFor(
  combination: Combination,
  options: TruthTableOptions = {},
): Record<string, unknown> {
  const times = options.times ?? referenceTimes(REFERENCE_ANCHOR);
  return factsAt(combination, phaseInstant(combination.phase, times), options);
}

/**
 * The facts of a visitor at an exact instant (the per-page gate view's chosen time) against
 * the calendar of `options.times`: the same facts `factsFor` gives a phase's instant.
 */
export function factsAt(
  combination: Visitor,
  now: number,
  options: TruthTableOptions = {},
): Record<string, unknown> {
  const times = options.times ?? referenceTimes(REFERENCE_ANCHOR);
  const contestId =
    options.contestId ??
    (typeof options.siteFacts?.contestId === 'string' ? options.siteFacts.contestId : 'contest');
  const loggedIn = combination.identity !== 'loggedOut';
  const role = combination.identity === 'loggedOut' ? null : combination.identity;
  const contest =
    combination.contest === 'missing'
      ? null
      : {
          contest_id: contestId,
          id: contestId,
          status: combination.contest === 'published' ? 1 : 0,
          begin_time: platformTime(times.begin),
          end_time: platformTime(times.end),
          enroll_setting: {
            begin_time: platformTime(times.enrollBegin),
            end_time: platformTime(times.enrollEnd),
            config: options.restricted === true ? { whitelist_only: true } : {},
          },
          online_exam_id: null,
          exam_highest_score: null,
        };
  const enrolment =
    !loggedIn || combination.enrolment === 'none'
      ? null
      : {
          contest_id: contestId,
          status: ENROLMENT_STATUS_CODES[combination.enrolment],
          verify_status: combination.enrolment === 'verified' ? 1 : 0,
          online_exam_id: null,
          exam_highest_score: null,
        };
  // The stand-in's upload check: code 1 once the upload window (= the contest) has closed.
  const uploadLimit = now > times.end ? { result: false, code: 1 } : { result: true };
  return {
    loggedIn,
    user: role ? { user_id: SAMPLE_USER_IDS[role], display_name: role } : null,
    role,
    roles: role ? [role] : [],
    now,
    params: { contestId },
    query: {},
    site: options.siteFacts ?? {},
    env: { name: 'local' },
    theme: 'light',
    lang: 'zh-CN',
    contestId,
    contest,
    enrolment,
    uploadLimit: loggedIn ? uploadLimit : null,
    subEnrolment: null,
    parentEnrolment: null,
    // A restricted contest (the 白名单 switch) has nobody on its list; any other lets all in.
    whitelisted: !(loggedIn && options.restricted === true),
    // The stand-in answers is_reviewer for signed-in visitors only (the gate asks no one else).
    isReviewer: loggedIn && options.reviewer === true,
  };
}

/** Whether any rule of the gate reads the fact (condition, toast params or dialog link). */
export function gateReadsFact(gate: Gate, name: string): boolean {
  return (gate.rules ?? []).some((rule) =>
    ruleExpressions(rule).some((expression) => factNamesRead(expression).includes(name)),
  );
}

/** A rule as the panels name it: its id, or `#<index>` for a rule without one. */
export function ruleLabel(rule: GateRule | undefined, index: number): string {
  return rule?.id ?? `#${index}`;
}

/** What a decision means to the visitor, translated. */
export function describeOutcome(decision: GateDecision, t: Translator): CellOutcome {
  const outcome = decision.outcome;
  if (isClosed(outcome)) {
    const why = outcome.missingFact
      ? `（缺少事实 ${outcome.missingFact}）`
      : outcome.error
        ? `（规则出错：${outcome.error}）`
        : '（没有规则命中）';
    return { kind: 'closed', text: `${t('msg:gate.closed')}${why}` };
  }
  const then = outcome as GateOutcome;
  if ('allow' in then) return { kind: 'allow', text: '允许：前往目标页面' };
  if ('confirmLogin' in then)
    return { kind: 'confirmLogin', text: `确认框：${t(then.confirmLogin)}` };
  if ('loginRedirect' in then) return { kind: 'loginRedirect', text: '跳转登录页' };
  if ('toast' in then) return { kind: 'toast', text: `提示：${t(then.toast, decision.params)}` };
  if ('redirect' in then) return { kind: 'redirect', text: `跳转：${then.redirect}` };
  if ('disabled' in then) return { kind: 'disabled', text: `按钮禁用：${t(then.disabled)}` };
  const button = then.dialog.button;
  const to = typeof button.to === 'string' ? button.to : JSON.stringify(button.to);
  return {
    kind: 'dialog',
    text: `对话框：${t(then.dialog.message)}〔${t(button.label)} → ${to}〕`,
  };
}

/** Every rule expression of a gate rule that reads facts: condition, toast params, dialog link. */
function ruleExpressions(rule: GateRule): unknown[] {
  const expressions: unknown[] = [rule.when];
  if ('toast' in rule.then && rule.then.params)
    expressions.push(...Object.values(rule.then.params));
  if ('dialog' in rule.then && typeof rule.then.dialog.button.to !== 'string')
    expressions.push(rule.then.dialog.button.to);
  return expressions;
}

export function computeTruthTable(
  gate: Gate,
  t: Translator,
  options: TruthTableOptions = {},
): TruthTable {
  const rules = gate.rules ?? [];
  const cells: TruthTableCell[] = [];
  const byKey = new Map<string, TruthTableCell>();
  /** Per rule: keys of the evaluated contexts where its condition alone holds. */
  const holdsIn = rules.map(() => [] as string[]);
  const missing = new Map<number, Set<string>>();
  /** Every evaluated context's decision, shown or not (the findings read them all). */
  const decisions = new Map<string, GateDecision>();
  // The switches (评审专家, 白名单) are not axes of the table: the cells show one answer, but a
  // rule that decides only for the other (reviewTask.notReviewer, enroll.notWhitelisted) must
  // not look dead, so each switch the gate reads is also evaluated the other way.
  const shownSwitches = {
    reviewer: options.reviewer === true,
    restricted: options.restricted === true,
  };
  const variants: { reviewer: boolean; restricted: boolean; label: string | null }[] = [
    { ...shownSwitches, label: null },
  ];
  if (gateReadsFact(gate, 'isReviewer'))
    variants.push({
      ...shownSwitches,
      reviewer: !shownSwitches.reviewer,
      label: `reviewer=${String(!shownSwitches.reviewer)}`,
    });
  if (gateReadsFact(gate, 'whitelisted'))
    variants.push({
      ...shownSwitches,
      restricted: !shownSwitches.restricted,
      label: `restricted=${String(!shownSwitches.restricted)}`,
    });

  for (const variant of variants)
    for (const combination of allCombinations()) {
      const facts = factsFor(combination, {
        ...options,
        reviewer: variant.reviewer,
        restricted: variant.restricted,
      });
      const prepared: FactData = prepareFacts(facts);
      const decision = decideGateSync(gate, prepared);
      const key = combinationKey(combination);
      const shown = variant.label === null;
      const evaluated = shown ? key : `${key}|${variant.label}`;
      decisions.set(evaluated, decision);
      if (shown) {
        const cell: TruthTableCell = {
          combination,
          key,
          now: facts.now as number,
          decision,
          outcome: describeOutcome(decision, t),
          ruleId:
            decision.decidedBy === null
              ? null
              : ruleLabel(rules[decision.decidedBy], decision.decidedBy),
        };
        cells.push(cell);
        byKey.set(key, cell);
      }
      for (const entry of decision.trace)
        if (entry.missingFact !== undefined) {
          const set = missing.get(entry.index) ?? new Set<string>();
          set.add(entry.missingFact);
          missing.set(entry.index, set);
        }
      rules.forEach((rule, index) => {
        const result = evaluateRule(rule.when, prepared);
        if (result.missingFact === undefined && result.error === undefined && truthy(result.value))
          holdsIn[index].push(evaluated);
      });
    }

  const findings: RuleFinding[] = [];
  const known = new Set(KNOWN_FACT_NAMES);
  const provided = new Set(PROVIDED_FACT_NAMES);
  rules.forEach((rule, index) => {
    const ruleId = ruleLabel(rule, index);
    const names = [
      ...new Set(ruleExpressions(rule).flatMap((expression) => factNamesRead(expression))),
    ];
    const unknown = names.filter((name) => !known.has(name));
    if (unknown.length)
      findings.push({
        kind: 'unknownFact',
        ruleIndex: index,
        ruleId,
        facts: unknown,
        message: `规则 ${ruleId} 读取了运行时不认识的事实：${unknown.join('、')}（它永远缺失，门禁会关闭）`,
      });
    const unprovided = names.filter((name) => known.has(name) && !provided.has(name));
    if (unprovided.length)
      findings.push({
        kind: 'unprovidedFact',
        ruleIndex: index,
        ruleId,
        facts: unprovided,
        message: `规则 ${ruleId} 读取的事实 ${unprovided.join('、')} 没有任何模拟情境提供，本表无法展示它的效果`,
      });
    const missingPaths = missing.get(index);
    if (missingPaths && unknown.length === 0 && unprovided.length === 0)
      findings.push({
        kind: 'missingFact',
        ruleIndex: index,
        ruleId,
        facts: [...missingPaths],
        message: `规则 ${ruleId} 在部分组合中读取缺失的事实 ${[...missingPaths].join('、')}，门禁因此关闭`,
      });

    const catchAll = rules.slice(0, index).findIndex((earlier) => earlier.when === true);
    if (catchAll >= 0) {
      const by = ruleLabel(rules[catchAll], catchAll);
      findings.push({
        kind: 'shadowed',
        ruleIndex: index,
        ruleId,
        shadowedBy: [by],
        message: `规则 ${ruleId} 永远不会生效：前面的规则 ${by} 的条件恒为真`,
      });
      return;
    }
    const keys = holdsIn[index];
    if (unknown.length || unprovided.length) return;
    if (keys.length === 0) {
      findings.push({
        kind: 'neverMatches',
        ruleIndex: index,
        ruleId,
        message: `规则 ${ruleId} 的条件在所有模拟组合中都不成立`,
      });
      return;
    }
    const decidedHere = keys.some((key) => decisions.get(key)?.decidedBy === index);
    // Cells closed earlier by a missing fact or an error are that rule's finding, not a shadow.
    const matchedEarlier = keys.filter((key) => {
      const trace = decisions.get(key)?.trace ?? [];
      return trace.at(-1)?.matched === true;
    });
    if (!decidedHere && matchedEarlier.length > 0) {
      const by = [
        ...new Set(
          matchedEarlier.map((key) => {
            const decidedBy = decisions.get(key)?.decidedBy;
            return decidedBy === null || decidedBy === undefined
              ? '—'
              : ruleLabel(rules[decidedBy], decidedBy);
          }),
        ),
      ];
      findings.push({
        kind: 'shadowed',
        ruleIndex: index,
        ruleId,
        shadowedBy: by,
        message: `规则 ${ruleId} 被前面的规则遮蔽：它成立的 ${matchedEarlier.length} 个组合都已由 ${by.join('、')} 决定`,
      });
    }
  });

  return { cells, findings, byKey };
}
