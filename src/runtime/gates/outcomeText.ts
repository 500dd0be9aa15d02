/**
 * The visitor-facing text of a gate decision that does not allow: the toast, the disabled
 * reason, the login question, the dialog's message, else the closed or no-access text. One home
 * for the browser (toasts, the no-access view) and the stand-in (its 403 answers say what the
 * button says), so the two never word a refusal differently.
 */
import type { GateDecision } from '../rules';
import type { Translator } from '../messages/translator';

export function gateOutcomeText(t: Translator, decision: GateDecision): string {
  const outcome = decision.outcome as Record<string, unknown>;
  if (typeof outcome.toast === 'string') return t(outcome.toast, decision.params);
  if (typeof outcome.disabled === 'string') return t(outcome.disabled);
  if (typeof outcome.confirmLogin === 'string') return t(outcome.confirmLogin);
  const dialog = outcome.dialog as { message?: string } | undefined;
  if (dialog?.message) return t(dialog.message);
  if ('closed' in outcome) return t('msg:gate.closed');
  return t('msg:shell.noAccess');
}
