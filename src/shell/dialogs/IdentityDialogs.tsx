/**
 * The identity dialogs (seed 000 §4): complete information — a signed-in user with no role must
 * choose teacher, student or guardian, with no way to cancel (not on campaign sites, the login
 * bridge or inside the embedded desktop/mobile app, which owns the identity) — and the role
 * switch opened from the header's role tag. The rules (which roles are offered, when the guardian
 * warning shows, what a switch saves) live in src/stores; this only shows them and reports the
 * outcome.
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useRuntime } from '../../runtime/RuntimeContext';
import { ModalFrame } from '../ui/ModalFrame';
import type { RoleCode } from '../../runtime/facts/facts';
import type { IdentityStore } from '../../stores/identityStore';
import { isEmbeddedApp } from '../../stores/embeddedApp';
import './identity-dialogs.css';

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
  roleSwitchOpen: boolean;
  onCloseRoleSwitch: () => void;
}) {
  const { identity } = props;
  const { t, ui, session } = useRuntime();
  const { pathname } = useLocation();
  const titleId = useId();
  const [firstChoice, setFirstChoice] = useState<RoleCode | null>(null);
  const [switchChoice, setSwitchChoice] = useState<RoleCode | null>(null);
  // The app injects its bridge before the page starts, so one look per mount is enough.
  const [embeddedApp] = useState(isEmbeddedApp);

  const mustComplete =
    !session.waiting &&
    session.loggedIn &&
    identity.needsCompleteInformation({ embeddedApp, pathname });

  if (mustComplete)
    return (
      <ModalFrame testId="complete-information" labelledBy={titleId}>
        <h2 id={titleId} className="identity-dialog__title">
          {t('msg:identity.complete.title')}
        </h2>
        <p className="identity-dialog__lead">{t('msg:identity.complete.lead')}</p>
        <RoleChoices
          name="first-identity"
          choices={identity.firstDialogChoices}
          selected={firstChoice}
          onSelect={setFirstChoice}
        />
        <div className="ui-modal__actions">
          <button
            type="button"
            className="ui-button ui-button--primary"
            disabled={!firstChoice || identity.pending}
            data-autofocus
            onClick={async () => {
              if (!firstChoice) return;
              const result = await identity.chooseFirstIdentity(firstChoice);
              if (result.message) ui.toast(result.message);
            }}
          >
            {t('msg:shell.confirm.ok')}
          </button>
        </div>
      </ModalFrame>
    );

  if (!props.roleSwitchOpen || !identity.canOpenSwitch) return null;
  const close = () => {
    setSwitchChoice(null);
    props.onCloseRoleSwitch();
  };
  const chosen = switchChoice ?? identity.role;
  return (
    <ModalFrame testId="role-switch" labelledBy={titleId} onDismiss={close}>
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
