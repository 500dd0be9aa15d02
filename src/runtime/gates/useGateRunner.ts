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
import { decideGate, evaluateRule, type GateDecision } from '../rules';
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

export function decideSiteGate(
  runtime: Runtime,
  facts: Facts,
  gateName: string,
  contestId: string | undefined,
): Promise<GateDecision> {
  const gate = runtime.site.gates?.[gateName];
  if (!gate)
    return Promise.resolve({
      outcome: { closed: true, error: `no gate ${gateName}` },
      decidedBy: null,
      trace: [],
    });
  const loadContestFact = contestFactLoader(runtime.services.contest, contestId);
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
 * The address with a fresh single-use user key as `uckey` (seed 001 §7: the online exam opens
 * with online_exam_id, sdp-app-id, uckey and sso=false), or null when the address is not an
 * in-site path or an http(s) URL. The exam address is the environment's (operator-configured),
 * so it is opened directly: the key must not pass through the interstitial page's address.
 */
export function withUserKey(target: string, key: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!/^(https?:\/\/|\/(?![/\\]))/i.test(target)) return null;
  url.searchParams.set('uckey', key);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * Opens `target` with the visitor's user key. The window is opened during the press (one opened
 * after the key arrives counts as a pop-up and is blocked) and sent on once the key is there.
 */
async function openWithUserKey(runtime: Runtime, target: string, newWindow: boolean) {
  const opened = newWindow ? window.open('', '_blank') : null;
  if (opened) opened.opener = null;
  try {
    const href = withUserKey(target, await runtime.services.sso.userKey(), window.location.origin);
    if (!href) throw new Error(`not an address for a user key: ${target}`);
    if (opened) opened.location.href = href;
    else window.location.assign(href);
  } catch (error) {
    opened?.close();
    console.warn('user key for', target, error);
    runtime.ui.toast(runtime.t('msg:gate.exam.openFailed'));
  }
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
            : String(evaluateRule(button.to, { ...settled, contestId }).value ?? '');
        ui.dialog({
          message: t(outcome.dialog.message),
          button: {
            label: t(button.label),
            onPress: () =>
              button.uckey === true
                ? void openWithUserKey(runtime, target, button.newWindow === true)
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
