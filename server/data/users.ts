import type { Database } from 'better-sqlite3';

export interface UserRow {
  id: string;
  account: string;
  password_salt: string;
  password_hash: string;
  real_name: string | null;
  nick_name: string | null;
  user_name: string | null;
  avatar: string | null;
  email: string | null;
  mobile: string | null;
  account_type: string;
  is_minor: number;
  label: string;
  sort_order: number;
}

export function findUserById(db: Database, id: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findUserByAccount(db: Database, account: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE account = ?').get(account) as UserRow | undefined;
}

export function listUsers(db: Database): UserRow[] {
  return db.prepare('SELECT * FROM users ORDER BY sort_order').all() as UserRow[];
}

export function rolesOf(db: Database, userId: string): string[] {
  return (
    db
      .prepare('SELECT role_code FROM user_roles WHERE user_id = ? ORDER BY sort_order')
      .all(userId) as {
      role_code: string;
    }[]
  ).map((row) => row.role_code);
}

/** The current-user answer of the user centre (seed 000 §3 user and account info). */
export function userToWire(user: UserRow) {
  return {
    user_id: user.id,
    account_id: user.id,
    real_name: user.real_name,
    nick_name: user.nick_name,
    avatar: user.avatar,
    email: user.email,
    user_name: user.user_name,
    mobile: user.mobile,
    account_type: user.account_type,
    is_minor: user.is_minor === 1,
  };
}
