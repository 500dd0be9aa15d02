/**
 * Studio kinds (seed 000 §1, §2 "Studios; studio kinds by route key"; ledger CORE-ROUTE-20,
 * CORE-ROUTE-21). The one table from a studio route key to its kind, its label and its pages:
 *
 * | route key   | kind            | label (zh-CN) | list page         | home page                  |
 * | ----------- | --------------- | ------------- | ----------------- | -------------------------- |
 * | `tStudio`   | `teach-studio`  | 名师工作室     | `/tStudio`        | `/tStudio/{scopeId}`       |
 * | `tResource` | `inst-studio`   | 资源号         | `/theResourceNav` | `/tResource/{scopeId}`     |
 * | `eStudio`   | `expert-studio` | 专家工作室     | `/expStudio`      | `/eStudio/{scopeId}`       |
 * | `schSpace`  | `school-space`  | 学校空间       | —                 | `/schSpace/{scopeId}`      |
 * | `aStudio`   | `ai-studio`     | AI工作室       | `/aiStudioList`   | `/aStudio/{scopeId}`       |
 * | `lStudio`   | `lang-studio`   | 语言文字工作室 | `/lStudios`       | `/lStudio/{scopeId}`       |
 *
 * The spec gives the kinds and five route keys; `lStudio` (from `/lStudios`) is this table's.
 * An institution studio (`inst-studio`) is shown as a resource account, 资源号 — never with
 * an institution-studio wording (CORE-ROUTE-21). Home pages other than `/tResource/{scopeId}`
 * are not named by the spec: they follow the same `/{routeKey}/{scopeId}` shape.
 */

export const STUDIO_KINDS = [
  'teach-studio',
  'inst-studio',
  'expert-studio',
  'school-space',
  'ai-studio',
  'lang-studio',
] as const;

export type StudioKind = (typeof STUDIO_KINDS)[number];

export interface StudioKindInfo {
  kind: StudioKind;
  /** The route key: the first path segment of the kind's studio home. */
  routeKey: string;
  /** The kind's name on screen (a msg: key). */
  label: string;
  /** The kind's list page, when it has one. */
  listPath: string | null;
}

/** Route key → kind, label and list page (see the module comment). */
export const STUDIO_ROUTE_KEYS = {
  tStudio: {
    kind: 'teach-studio',
    routeKey: 'tStudio',
    label: 'msg:studio.kind.teachStudio',
    listPath: '/tStudio',
  },
  tResource: {
    kind: 'inst-studio',
    routeKey: 'tResource',
    label: 'msg:studio.kind.instStudio',
    listPath: '/theResourceNav',
  },
  eStudio: {
    kind: 'expert-studio',
    routeKey: 'eStudio',
    label: 'msg:studio.kind.expertStudio',
    listPath: '/expStudio',
  },
  schSpace: {
    kind: 'school-space',
    routeKey: 'schSpace',
    label: 'msg:studio.kind.schoolSpace',
    listPath: null,
  },
  aStudio: {
    kind: 'ai-studio',
    routeKey: 'aStudio',
    label: 'msg:studio.kind.aiStudio',
    listPath: '/aiStudioList',
  },
  lStudio: {
    kind: 'lang-studio',
    routeKey: 'lStudio',
    label: 'msg:studio.kind.langStudio',
    listPath: '/lStudios',
  },
} as const satisfies Record<string, StudioKindInfo>;

export type StudioRouteKey = keyof typeof STUDIO_ROUTE_KEYS;

export const STUDIO_ROUTE_KEY_LIST = Object.keys(STUDIO_ROUTE_KEYS) as StudioRouteKey[];

export function isStudioKind(value: unknown): value is StudioKind {
  return typeof value === 'string' && (STUDIO_KINDS as readonly string[]).includes(value);
}

/** The kind of a route key; null for a key the table does not know. */
export function studioKindOfRouteKey(routeKey: string): StudioKindInfo | null {
  return Object.prototype.hasOwnProperty.call(STUDIO_ROUTE_KEYS, routeKey)
    ? STUDIO_ROUTE_KEYS[routeKey as StudioRouteKey]
    : null;
}

/** The table row of a kind. */
export function studioKindInfo(kind: StudioKind): StudioKindInfo {
  const found = STUDIO_ROUTE_KEY_LIST.map((key) => STUDIO_ROUTE_KEYS[key]).find(
    (info) => info.kind === kind,
  );
  if (!found) throw new Error(`Unknown studio kind ${kind}`);
  return found;
}

/** The in-site home of a studio: `/{routeKey}/{scopeId}`, plus `?contentId=` to open a news item. */
export function studioHomePath(kind: StudioKind, scopeId: string, newsId?: string): string {
  const path = `/${studioKindInfo(kind).routeKey}/${encodeURIComponent(scopeId)}`;
  return newsId ? `${path}?contentId=${encodeURIComponent(newsId)}` : path;
}
