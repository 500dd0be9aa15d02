/**
 * Identity store (seed 000 §4, §6): the current role and its changes. The session store keeps
 * the role and roles (the shell reads them there); this store runs the flows that change them:
 * the first identity choice, the role switch, identities and school verification. Dialog data
 * comes from the pure rules in roleSwitch.ts.
 */
import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import { roleLabelRef, selectableRoleCodes, type RoleCode } from '../lib/roles';
import type { Translator } from '../runtime/messages/translator';
import type { StorageLike } from '../services/http/types';
import type { Identity, IdentityService } from '../services/identityService';
import type { UserCentreService } from '../services/userCentreService';
import { identitiesWithCache } from './identityCache';
import {
  canBeSchoolVerified,
  canOpenRoleSwitch,
  guardianWarningNeeded,
  firstDialogVariant,
  isSchoolVerified,
  needsCompleteInformation,
  roleSwitchChoices,
  type CompleteInformationContext,
  type FirstDialogVariant,
} from './roleSwitch';
import { FIRST_LOGIN_STORAGE_KEY } from './sessionStore';

/** What the identity store needs of the session store. */
export interface IdentitySession {
  /** The server confirmed the login (state success with a user). */
  loggedIn: boolean;
  user: { user_id: string } | null;
  role: RoleCode | null;
  roles: RoleCode[];
  /** The user chose a role before, here or on the account (sessionStore.roleChosen). */
  roleChosen: boolean;
  applyRoles(roles: RoleCode[], role: RoleCode | null): void;
}

export interface IdentityStoreDeps {
  session: IdentitySession;
  userCentre: Pick<UserCentreService, 'roles'>;
  identity: IdentityService;
  /** localStorage in the browser (identities cache, first-login flag). */
  storage: StorageLike;
  t: Translator;
}

/** Outcome of a dialog confirm; `message` is the toast text, when there is one. */
export interface IdentityResult {
  status: 'closed' | 'switched' | 'failed';
  message: string | null;
}

export class IdentityStore {
  /** A save is under way (the dialog's confirm button waits). */
  pending = false;
  /** Seed 000 §3: identities of tenant 0 (cached fallback). */
  identities: Identity[] = [];
  /** Seed 000 §6: school verification of the current role; null until asked. */
  schoolVerified: boolean | null = null;
  /** Only the latest verification answer counts (the role may change while one is out). */
  private verifyRound = 0;

  constructor(private readonly deps: IdentityStoreDeps) {
    makeObservable<IdentityStore, 'setPending' | 'setIdentities' | 'setSchoolVerified'>(this, {
      pending: observable,
      identities: observableRef,
      schoolVerified: observable,
      canOpenSwitch: computed,
      switchChoices: computed,
      firstDialogChoices: computed,
      setPending: action,
      setIdentities: action,
      setSchoolVerified: action,
    });
  }

  get role(): RoleCode | null {
    return this.deps.session.role;
  }

  /** The role tag opens the switch dialog (not for students). */
  get canOpenSwitch(): boolean {
    return canOpenRoleSwitch(this.deps.session.role);
  }

  /** Options of the role-switch dialog (label each with msg:role.<CODE>.iAm). */
  get switchChoices(): RoleCode[] {
    return roleSwitchChoices(this.deps.session.role, this.deps.session.roles);
  }

  /** Options of the first (complete-information) dialog. */
  get firstDialogChoices(): RoleCode[] {
    return roleSwitchChoices(this.deps.session.role, this.deps.session.roles, {
      firstDialog: true,
    });
  }

  /** Whether the complete-information dialog (no cancel) must show now. */
  needsCompleteInformation(context: CompleteInformationContext): boolean {
    return needsCompleteInformation(this.deps.session.user, this.deps.session.roles, context);
  }

  /**
   * Which first-login dialog shows now, if any (ledger A-30): complete information for a user
   * without roles, the known-roles choice for one with several who never chose one.
   */
  firstDialog(context: CompleteInformationContext): FirstDialogVariant | null {
    const { user, roles, roleChosen } = this.deps.session;
    return firstDialogVariant(user, roles, { ...context, roleChosen });
  }

  /**
   * Keeps `schoolVerified` in step with the confirmed login and the current role (seed 000 §6:
   * asked after login for the verifiable roles only). Returns the disposer.
   */
  watchSession(): () => void {
    const { session } = this.deps;
    return reaction(
      () => [session.loggedIn, session.user?.user_id, session.role] as const,
      () => void this.loadSchoolVerified(),
      { fireImmediately: true },
    );
  }

  /** Whether switching to `target` on `pathname` first needs the msg:identity.guardianWarning confirm. */
  guardianWarningNeeded(target: RoleCode, pathname: string): boolean {
    return guardianWarningNeeded(target, pathname);
  }

  /**
   * The complete-information choice: save identity, then the role becomes current.
   * Failure: 'Select identity failed' (msg:identity.selectFailed) and nothing changes.
   */
  async chooseFirstIdentity(role: RoleCode): Promise<IdentityResult> {
    const { session, identity, t } = this.deps;
    const user = session.user;
    if (!user) return { status: 'failed', message: t('msg:identity.selectFailed') };
    this.setPending(true);
    try {
      await identity.saveIdentity(user.user_id, role);
    } catch {
      return { status: 'failed', message: t('msg:identity.selectFailed') };
    } finally {
      this.setPending(false);
    }
    session.applyRoles(selectableRoleCodes([...session.roles, role]), role);
    this.writeFirstLogin();
    return { status: 'closed', message: null };
  }

  /**
   * Role-switch confirm (seed 000 §4): the current role just closes; otherwise the role list is
   * reloaded, the role added when missing, the choice saved and 'Switched to {role} identity'
   * shown. Any failure: 'Identity switch failed' and the role stays.
   */
  async switchRole(target: RoleCode): Promise<IdentityResult> {
    const { session, userCentre, identity, t } = this.deps;
    const user = session.user;
    if (target === session.role) return { status: 'closed', message: null };
    const failed: IdentityResult = { status: 'failed', message: t('msg:identity.switchFailed') };
    if (!user) return failed;
    this.setPending(true);
    try {
      const roles = selectableRoleCodes(
        (await userCentre.roles(user.user_id)).map((r) => r.role_code),
      );
      if (!roles.includes(target)) await identity.addIdentity(user.user_id, target);
      await identity.saveIdentity(user.user_id, target);
      // Tenant-0 identities stay part of the list, as at login (README "Identities").
      const held = this.identities.map((item) => item.identity_code);
      session.applyRoles(selectableRoleCodes([...roles, ...held, target]), target);
    } catch {
      return failed;
    } finally {
      this.setPending(false);
    }
    return {
      status: 'switched',
      message: t('msg:identity.switched', { role: t(roleLabelRef(target)) }),
    };
  }

  /**
   * Identities of tenant 0 of `userId` (default: the signed-in user); the cached list when the
   * fetch fails. The session's login asks through here, so its roles include them.
   */
  async loadIdentities(userId = this.deps.session.user?.user_id): Promise<Identity[]> {
    const { identity, storage } = this.deps;
    if (!userId) return [];
    const items = await identitiesWithCache(identity, storage, userId);
    this.setIdentities(items);
    return items;
  }

  /**
   * Seed 000 §6: asks (with user_type = the current role) only for a confirmed login in a
   * teacher or admin-type role; others are never verified and send nothing.
   */
  async loadSchoolVerified(): Promise<boolean> {
    const { session, identity } = this.deps;
    const round = ++this.verifyRound;
    const role = session.role;
    let verified = false;
    if (canBeSchoolVerified(role) && session.user && session.loggedIn) {
      try {
        verified = isSchoolVerified(await identity.teacherVerifyStatus(role as string));
      } catch {
        verified = false;
      }
    }
    if (round === this.verifyRound) this.setSchoolVerified(verified);
    return verified;
  }

  private setPending(pending: boolean): void {
    this.pending = pending;
  }

  private setIdentities(items: Identity[]): void {
    this.identities = items;
  }

  private setSchoolVerified(verified: boolean): void {
    this.schoolVerified = verified;
  }

  private writeFirstLogin(): void {
    try {
      this.deps.storage.setItem(FIRST_LOGIN_STORAGE_KEY, '1');
    } catch {
      // storage unavailable
    }
  }
}

export function createIdentityStore(deps: IdentityStoreDeps): IdentityStore {
  return new IdentityStore(deps);
}
