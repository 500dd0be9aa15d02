/**
 * The identity dialogs (seed 000 §4): the first-login dialog and the role switch opened from
 * the header's role tag. The first-login dialog (ledger A-30: the "first dialog variant") has
 * two variants and no way to cancel either: complete information — a user with no role must
 * choose teacher, student or guardian — and known roles — a user with several known roles who
 * never chose one (no choice on this browser, no saved identity on the account) is asked once
 * which to use, offered only those roles, the current one preselected. Neither shows on campaign sites, the login bridge or inside the
 * embedded desktop/mobile app, which owns the identity. Both open (and the switch also closes)
 * with a ROLE_DIALOG_ANIMATION_MS animation (seed 000 §9), none under prefers-reduced-motion.
 * The rules (which roles are offered, when the guardian warning shows, what a switch saves)
 * live in src/stores; this only shows them and reports the outcome.
 */
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useRuntime } from '../../runtime/RuntimeContext';
import { ModalFrame } from '../ui/ModalFrame';
import { ROLE_DIALOG_ANIMATION_MS } from '../../lib/specConstants';
import type { RoleCode } from '../../runtime/facts/facts';
import type { IdentityStore } from '../../stores/identityStore';
import { isEmbeddedApp } from '../../stores/embeddedApp';
import './identity-dialogs.css';

/** The animation length reaches the stylesheet through this variable (one home: the constant). */
const ANIMATION_STYLE = {
  '--identity-dialog-ms': `${ROLE_DIALOG_ANIMATION_MS}ms`,
} as CSSProperties;

/** How long the closing animation plays: nothing to wait for when motion is reduced. */
function closingDelayMs(): number {
  const reduced =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 0 : ROLE_DIALOG_ANIMATION_MS;
}

function RoleChoices(props: {
  name: string;
  choices: RoleCode[];
  selected: RoleCode | null;
  onSelect: (role: RoleCode) => void;
}) {
  const { t } = useRuntime();
  return (
    <div className="identity-dialog__choices" role="radiogroup">
      {props.choices.map((role) => (
        <label key={role} className="identity-dialog__choice" data-role={role}>
          <input
            type="radio"
            name={props.name}
            value={role}
            checked={props.selected === role}
            onChange={() => props.onSelect(role)}
          />
          <span>{t(`msg:role.${role}.iAm`)}</span>
        </label>
      ))}
    </div>
  );
}

export const IdentityDialogs = observer(function IdentityDialogs(props: {
  identity: IdentityStore;
  /** The role switch's current opening (0: closed); a new one while closing keeps it open. */
  roleSwitchRequest: number;
  /** Closes the opening given, unless a newer one came meanwhile. */
  onCloseRoleSwitch: (request: number) => void;
}) {
  const { identity } = props;
  const { t, ui, session } = useRuntime();
  const { pathname } = useLocation();
  const titleId = useId();
  const [firstChoice, setFirstChoice] = useState<RoleCode | null>(null);
  const [switchChoice, setSwitchChoice] = useState<RoleCode | null>(null);
  const [closing, setClosing] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The app injects its bridge before the page starts, so one look per mount is enough.
  const [embeddedApp] = useState(isEmbeddedApp);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );
  // Opened again while closing: the dialog stays, as it was asked for anew.
  useEffect(() => {
    if (!closeTimer.current) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = null;
    setClosing(false);
    setSwitchChoice(null);
  }, [props.roleSwitchRequest]);

  const firstDialog =
    !session.waiting && session.loggedIn ? identity.firstDialog({ embeddedApp, pathname }) : null;

  if (firstDialog) {
    // Known roles: the current role is preselected, so keeping it is one press.
    const chosen = firstChoice ?? (firstDialog === 'knownRoles' ? identity.role : null);
    return (
      <ModalFrame
        testId="complete-information"
        variant={firstDialog}
        labelledBy={titleId}
        className="identity-dialog-backdrop"
        style={ANIMATION_STYLE}
      >
        <h2 id={titleId} className="identity-dialog__title">
          {t('msg:identity.complete.title')}
        </h2>
        <p className="identity-dialog__lead">
          {t(
            firstDialog === 'knownRoles'
              ? 'msg:identity.knownRoles.lead'
              : 'msg:identity.complete.lead',
          )}
        </p>
        <RoleChoices
          name="first-identity"
          choices={identity.firstDialogChoices}
          selected={chosen}
          onSelect={setFirstChoice}
        />
        <div className="ui-modal__actions">
          <button
            type="button"
            className="ui-button ui-button--primary"
            disabled={!chosen || identity.pending}
            data-autofocus
            onClick={async () => {
              if (!chosen) return;
              const result = await identity.chooseFirstIdentity(chosen);
              if (result.message) ui.toast(result.message);
            }}
          >
            {t('msg:shell.confirm.ok')}
          </button>
        </div>
      </ModalFrame>
    );
  }

  if (props.roleSwitchRequest === 0 || !identity.canOpenSwitch) return null;
  const close = () => {
    if (closeTimer.current) return;
    const request = props.roleSwitchRequest;
    setClosing(true);
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setClosing(false);
      setSwitchChoice(null);
      props.onCloseRoleSwitch(request);
    }, closingDelayMs());
  };
  const chosen = switchChoice ?? identity.role;
  return (
    <ModalFrame
      testId="role-switch"
      labelledBy={titleId}
      onDismiss={close}
      className="identity-dialog-backdrop"
      style={ANIMATION_STYLE}
      state={closing ? 'closing' : 'open'}
    >
      <h2 id={titleId} className="identity-dialog__title">
        {t('msg:identity.switch.title')}
      </h2>
      <RoleChoices
        name="switch-identity"
        choices={identity.switchChoices}
        selected={chosen}
        onSelect={setSwitchChoice}
      />
      <div className="ui-modal__actions">
        <button type="button" className="ui-button" onClick={close}>
          {t('msg:shell.confirm.cancel')}
        </button>
        <button
          type="button"
          className="ui-button ui-button--primary"
          disabled={!chosen || identity.pending}
          data-autofocus
          onClick={async () => {
            if (!chosen) return;
            if (identity.guardianWarningNeeded(chosen, pathname)) {
              close();
              if (!(await ui.confirm(t('msg:identity.guardianWarning')))) return;
            }
            const result = await identity.switchRole(chosen);
            close();
            if (result.message) ui.toast(result.message);
          }}
        >
          {t('msg:shell.confirm.ok')}
        </button>
      </div>
    </ModalFrame>
  );
});
