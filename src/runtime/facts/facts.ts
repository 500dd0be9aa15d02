/**
 * Facts: everything rules and blocks may know about the visitor and the moment.
 * Rules read them through the hardened engine (own properties only), blocks through hooks.
 */
import { ROLE_CODES, type RoleCode } from '../../lib/roles';

// The role codes are the spec's (seed 000 §3), named in src/lib/roles.ts.
export { ROLE_CODES, type RoleCode };

export interface UserFact {
  user_id: string;
  display_name: string;
  /** Shown only through maskEmail (seed 000 §3: the full local part never reaches the page). */
  email?: string | null;
  /** Avatar image; the default avatar replaces it when it fails (CORE-SHARED-10). */
  avatar?: string | null;
}

export type ThemeName = 'dark' | 'light';
export type Lang = 'zh-CN' | 'en';

export interface Facts {
  loggedIn: boolean;
  user: UserFact | null;
  role: RoleCode | null;
  roles: RoleCode[];
  /** Milliseconds since the epoch, from the runtime clock. */
  now: number;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The site manifest's `facts` constants, with environment names already filled in. */
  site: Record<string, unknown>;
  env: { name: string };
  theme: ThemeName;
  lang: Lang;
  /**
   * Seed 000 §6 special space: whether the visitor qualifies (specialSpaceFact.ts). False
   * outside the special space and when logged out; absent while the lookup runs (loadable).
   */
  specialSpaceQualified?: boolean;
  /** Seed 000 §2 sport and art gate: subject → granted, loaded when a gate reads it. */
  subjectPermission?: Record<string, boolean>;
}

/** Facts a gate may load on demand (contest state, special space), beyond the always-present ones. */
export const LOADABLE_FACT_NAMES = [
  'contest',
  'enrolment',
  'uploadLimit',
  'subEnrolment',
  'parentEnrolment',
  'isReviewer',
  'whitelisted',
  'specialSpaceQualified',
  'subjectPermission',
] as const;
export type LoadableFactName = (typeof LOADABLE_FACT_NAMES)[number];

/** Every fact name a rule may read; `npm run validate` rejects any other. */
export const KNOWN_FACT_NAMES: readonly string[] = [
  'loggedIn',
  'user',
  'role',
  'roles',
  'now',
  'params',
  'query',
  'site',
  'env',
  'theme',
  'lang',
  'contestId',
  ...LOADABLE_FACT_NAMES,
];
