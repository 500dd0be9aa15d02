/** The environment file's shape (schemas/environments.schema.json) and name lookup. */
export type ServiceName =
  | 'course'
  | 'stats'
  | 'app'
  | 'contest'
  | 'uc'
  | 'sso'
  | 'static'
  | 'keys'
  | 'feedback'
  /** Third-party login (seed 000 §7: base path prefix /v1), used by the login bridge. */
  | 'thirdLogin'
  /** The separate management (admin) site the footer's management link opens (§6, A-34). */
  | 'admin'
  /** The personal-centre application the account entries open on (§2, ledger A-05). */
  | 'personalCentre'
  /** Studios, resource accounts and lecturers (§7 "studio" base; src/services/studioService.ts). */
  | 'studio'
  /** The analytics collector (§7 `POST /v1/data_collect/xstudy_web`; analyticsService.ts). */
  | 'analytics'
  /** Assessments (§7 base path prefix "assessment /v1": the scores query; assessmentService.ts). */
  | 'assessment'
  /** Certificates: search, detail, mine (§7 "certificate" base; certificateService.ts). */
  | 'certificate'
  /** Study records: positions, watched time, learning progress (§7 "study record" base). */
  | 'studyRecord';

export interface EnvironmentConfig {
  label: string;
  appId: string;
  channelServiceName: string;
  /** Ledger A-26: one deployment does not append the version parameter. */
  appendVersionParam: boolean;
  services: Record<ServiceName, string>;
  channels: Record<string, string>;
  libraries: Record<string, unknown>;
  contests: Record<string, string>;
  tenants: Record<string, string>;
  /** Ledger A-25: which scope the channel list is asked for, per host or site. */
  channelScope?: ChannelScopeConfig;
  /** Seed 001 §2 (CORE-CHAN-13): a campaign site on its own host, host name → site id. */
  campaignHosts?: Record<string, string>;
  /** Seed 000 §7, §9 (ledger CORE-API-10, CORE-CHAN-37): library contents never shown. */
  libraryExclusions?: {
    /** Unit ids dropped from every library's contents and search answers. */
    excludedUnitIds?: string[];
    /** Content ids dropped from one library, by library id (the two sample ids of §9). */
    excludedContentIds?: Record<string, string[]>;
  };
  [name: string]: unknown;
}

/** A host's scope wins over the site's; `default` (else teach_training) applies otherwise. */
export interface ChannelScopeConfig {
  default?: string;
  /** Host name without port → scope, e.g. the twy host → `twy`. */
  hosts?: Record<string, string>;
  /** Site id (site.json `id`) → scope. */
  sites?: Record<string, string>;
}

export interface EnvironmentsFile {
  default: string;
  environments: Record<string, EnvironmentConfig>;
}

/** Reads `a.b.c` from an environment, own properties only; undefined when absent. */
export function lookupEnvironmentName(env: object, dottedName: string): unknown {
  let value: unknown = env;
  for (const segment of dottedName.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

export const PLACEHOLDER_PATTERN = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** Replaces every `{{name}}` in a string with the environment's value (scalars only). */
export function fillEnvironmentNames(text: string, env: object): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    const value = lookupEnvironmentName(env, name);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/** Deep copy of a manifest value with every placeholder filled. */
export function fillEnvironmentNamesDeep<T>(value: T, env: object): T {
  if (typeof value === 'string') return fillEnvironmentNames(value, env) as T;
  if (Array.isArray(value)) return value.map((item) => fillEnvironmentNamesDeep(item, env)) as T;
  if (value && typeof value === 'object') {
    // fromEntries defines own properties: a `__proto__` key from parsed JSON stays a plain key
    // instead of replacing the copy's prototype, as an assignment would.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillEnvironmentNamesDeep(item, env)]),
    ) as T;
  }
  return value;
}
