/**
 * Runs a named gate of the site when a visitor presses a gated button, and carries out the
 * outcome: navigate, confirm login, toast, redirect, dialog. The rules decide; this only acts.
 */
import { useCallback } from 'react';
import { when } from 'mobx';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRuntime, type Runtime } from '../RuntimeContext';
import { useFacts } from '../facts/useFacts';
import { useSafeHref } from '../hooks';
import { siteHref } from '../links/siteHref';
import type { GateDecision } from '../rules';
import { loadRules } from '../rules/lazyRules';
import { contestFactLoader } from './contestFactLoader';
import { gateOutcomeText } from './outcomeText';
import { loadSpecialSpaceQualified } from '../facts/specialSpaceFact';
import type { Facts } from '../facts/facts';
import type { GateOutcome } from '../manifest/types';
import { REQUEST_TIMEOUT_MS } from '../../lib/specConstants';
import { siteRole } from '../../lib/roles';

export interface GateRequest {
  gate: string;
  contestId?: string;
  /** Where an allowed press goes, relative to the site. */
  to?: string;
  newWindow?: boolean;
}

export async function decideSiteGate(
  runtime: Runtime,
  facts: Facts,
  gateName: string,
  contestId: string | undefined,
): Promise<GateDecision> {
  const gate = runtime.site.gates?.[gateName];
  if (!gate)
    return {
      outcome: { closed: true, error: `no gate ${gateName}` },
      decidedBy: null,
      trace: [],
    };
  // The engine comes with the first gate (a page with a guard has it from its first view).
  const { decideGate, factNamesRead } = await loadRules();
  const loadContestFact = contestFactLoader(runtime.services.contest, contestId);
  // A signed-in visitor's contest and enrolment are asked together, not one rule after the
  // other (the loader answers each once per decision); signed out, the gate asks nothing.
  if (facts.loggedIn && contestId) {
    const read = new Set((gate.rules ?? []).flatMap((rule) => factNamesRead(rule.when)));
    for (const name of ['contest', 'enrolment'] as const)
      if (read.has(name)) void loadContestFact(name).catch(() => undefined);
  }
  return decideGate(gate, {
    facts: { ...facts, contestId: contestId ?? null },
    load: (name) =>
      name === 'specialSpaceQualified'
        ? loadSpecialSpaceQualified(runtime)
        : name === 'subjectPermission'
          ? (runtime.services.subjectPermission?.grants() ?? Promise.resolve({}))
          : loadContestFact(name),
  });
}

/** The visitor-facing text of a non-allow outcome (for toasts and the no-access view). */
export function outcomeMessage(runtime: Runtime, decision: GateDecision): string {
  return gateOutcomeText(runtime.t, decision);
}

/**
 * 前往测评 with the visitor's user key (userKeyLink.ts). The window opens during the press (a
 * later one counts as a pop-up); the module with the rest comes on demand, as few visitors
 * ever press it.
 */
function openWithUserKeyLater(runtime: Runtime, target: string, newWindow: boolean) {
  const opened = newWindow ? window.open('', '_blank') : null;
  if (opened) opened.opener = null;
  void import('./userKeyLink').then(
    ({ sendWithUserKey }) => sendWithUserKey(runtime, target, opened),
    () => {
      opened?.close();
      runtime.ui.toast(runtime.t('msg:gate.exam.openFailed'));
    },
  );
}

export function useGateRunner(): (request: GateRequest) => Promise<GateDecision> {
  const runtime = useRuntime();
  const facts = useFacts();
  const navigate = useNavigate();
  const location = useLocation();
  const safeHref = useSafeHref();

  return useCallback(
    async (request: GateRequest) => {
      const { t, ui, session } = runtime;
      const contestId = request.contestId ?? (facts.site.contestId as string | undefined);
      // A press before the login check has answered waits for it: a signed-in visitor must not
      // be asked to log in (or get a logged-out answer) just for clicking early. The check is
      // one request, so it ends within the request timeout; after that the answer so far rules.
      if (session.waiting)
        await when(() => !session.waiting, { timeout: REQUEST_TIMEOUT_MS }).catch(() => undefined);
      const settled: Facts = {
        ...facts,
        loggedIn: session.loggedIn,
        user: session.user,
        role: siteRole(runtime.site.kind, session.role, session.roles),
        roles: session.roles,
      };
      const decision = await decideSiteGate(runtime, settled, request.gate, contestId);
      const outcome = decision.outcome as GateOutcome | { closed: true };
      const returnTo = `${location.pathname}${location.search}`;
      const go = (to: string, newWindow?: boolean) => {
        const href = safeHref(siteHref(runtime.sitePrefix, to));
        if (!href) return;
        // Always a path (the link policy sends other sites through the interstitial page).
        if (newWindow) window.open(href, '_blank', 'noopener');
        else navigate(href);
      };
      if ('allow' in outcome) {
        if (request.to !== undefined) go(request.to, request.newWindow);
      } else if ('confirmLogin' in outcome) {
        const confirmed = await ui.confirm(t(outcome.confirmLogin), {
          hideCancel: outcome.hideCancel === true,
        });
        if (confirmed) session.login(returnTo);
      } else if ('loginRedirect' in outcome) {
        session.login(returnTo);
      } else if ('redirect' in outcome) {
        go(outcome.redirect);
      } else if ('dialog' in outcome) {
        const { button } = outcome.dialog;
        const target =
          typeof button.to === 'string'
            ? button.to
            : String(
                (await loadRules()).evaluateRule(button.to, { ...settled, contestId }).value ?? '',
              );
        ui.dialog({
          message: t(outcome.dialog.message),
          button: {
            label: t(button.label),
            onPress: () =>
              button.uckey === true
                ? openWithUserKeyLater(runtime, target, button.newWindow === true)
                : go(target, button.newWindow),
          },
        });
      } else {
        if ('closed' in outcome) console.warn(`gate "${request.gate}" closed`, decision.trace);
        ui.toast(outcomeMessage(runtime, decision));
      }
      return decision;
    },
    [runtime, facts, navigate, location.pathname, location.search, safeHref],
  );
}
