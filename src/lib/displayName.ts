/**
 * Display name of a signed-in user (seed 000 §3, ledger CORE-HELPER-01..06, A-19).
 * The server's profile is normalised first (the rules below change real_name and nick_name,
 * and the UI reads those back), then the display name is taken from the result.
 */
import { DISPLAY_NAME_PREFIX } from './specConstants';

/** The account fields the rules read; the server sends more. */
export interface NameSource {
  user_id: string;
  real_name?: string | null;
  nick_name?: string | null;
  user_name?: string | null;
  mobile?: string | null;
  telephone?: string | null;
  account_type?: string | null;
  /** Ledger A-19: minors are told by the server's is_minor flag. */
  is_minor?: boolean | null;
}

export const GUEST_ACCOUNT_TYPE = 'guest';
/** Seed 000 §3: the fallback shows this many trailing characters. */
export const DISPLAY_NAME_TAIL_LENGTH = 4;

export type NamedProfile<T extends NameSource> = T & {
  real_name: string;
  nick_name: string;
  display_name: string;
};

const clean = (text: string | null | undefined): string => (text ?? '').trim();

/** The last 4 characters of mobile, else telephone, else user id (by code point). */
function tail(user: NameSource): string {
  const source = clean(user.mobile) || clean(user.telephone) || clean(user.user_id);
  return Array.from(source).slice(-DISPLAY_NAME_TAIL_LENGTH).join('');
}

/**
 * The profile with the seed's name rules applied, or null for a guest (guests get no profile).
 * Minor without real_name → user_name; adult with both names → nick_name cleared; only a
 * nick_name → it becomes real_name; no name at all → 用户 + last 4 of mobile/telephone/id.
 */
export function namedProfile<T extends NameSource>(user: T): NamedProfile<T> | null {
  if (user.account_type === GUEST_ACCOUNT_TYPE) return null;
  let realName = clean(user.real_name);
  let nickName = clean(user.nick_name);
  if (user.is_minor === true && !realName) realName = clean(user.user_name);
  if (user.is_minor !== true && realName && nickName) nickName = '';
  if (!realName && nickName) realName = nickName;
  const display = realName || `${DISPLAY_NAME_PREFIX}${tail(user)}`;
  return { ...user, real_name: realName, nick_name: nickName, display_name: display };
}

/** The display name alone; null for a guest. */
export function displayName(user: NameSource): string | null {
  return namedProfile(user)?.display_name ?? null;
}
