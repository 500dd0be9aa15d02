/**
 * The contract between the portal and an embedded micro-app (seed 000 §2 shared screens).
 *
 * A micro-app is deployed separately; the portal knows only its remote entry address
 * (`microApps.<name>` in site-configs/environments.json). The entry is a same-origin ES module
 * whose `mount(container, context)` renders into the container the portal hands over and may
 * return (or resolve to) an unmount function, which the portal calls when the page leaves.
 * The micro-app owns everything inside the container; the portal renders there only into an
 * element the micro-app hands to `context.player.mount`.
 */
import type { Lang, RoleCode } from '../../src/runtime/facts/facts';
import type { VideoSource, VideoTrack } from '../../src/services/entities';

/** The micro-apps the platform embeds, named as seed 000 §2 names them. */
export const MICRO_APP_NAMES = [
  'onlineExam',
  'userSidebar',
  'discussion',
  'excellentCourse',
  'certificate',
  'microAppDetail',
  'videoPlayer',
] as const;

export type MicroAppName = (typeof MICRO_APP_NAMES)[number];

export function isMicroAppName(value: unknown): value is MicroAppName {
  return typeof value === 'string' && (MICRO_APP_NAMES as readonly string[]).includes(value);
}

/** What the portal tells a micro-app when it mounts it. A snapshot: it is mounted again on change. */
export interface MicroAppContext {
  /** Null when the visitor is logged out. */
  user: { id: string; displayName: string } | null;
  /** The visitor's current role, null when logged out or without a role. */
  role: RoleCode | null;
  lang: Lang;
  /** The block's pass-through props, plus the route parameters it was told to pass on. */
  props: Readonly<Record<string, unknown>>;
  /**
   * Goes to an in-site address (a path such as `/certificate/search`, or a site-relative one).
   * Anything else (another host, `javascript:`…) is refused: returns false and goes nowhere.
   */
  navigate(href: string): boolean;
  /** Sends the visitor to sign in and back to the current page. */
  login(): void;
  /**
   * The portal's one player (issue 15): a micro-app that plays media mounts it into an element
   * of its own inside the container, so every video on the portal behaves the same (HLS, types
   * by extension, subtitles converted to WebVTT, 'Video cannot be played' with the upgrade
   * hint). Returns the function that removes it. An element outside the container, or options
   * without a usable source, mount nothing (a warning is logged).
   */
  player: { mount(element: HTMLElement, options: MicroAppPlayerOptions): () => void };
}

/** The player options of seed 000 §3, as a micro-app passes them. */
export interface MicroAppPlayerOptions {
  sources: VideoSource[];
  tracks?: VideoTrack[];
  poster?: string;
  title?: string;
}

/**
 * The options a micro-app passed, kept only where they have the expected shape: a micro-app is
 * deployed separately and may send anything. Null when no source is left.
 */
export function microAppPlayerOptions(
  value: unknown,
): (MicroAppPlayerOptions & { tracks: VideoTrack[]; title: string }) | null {
  if (typeof value !== 'object' || value === null) return null;
  const options = value as Record<string, unknown>;
  const strings = (item: unknown, keys: readonly string[]) => {
    if (typeof item !== 'object' || item === null) return null;
    const record = item as Record<string, unknown>;
    if (typeof record.src !== 'string' || record.src === '') return null;
    const kept: Record<string, string> = { src: record.src };
    for (const key of keys) if (typeof record[key] === 'string') kept[key] = record[key] as string;
    return kept;
  };
  const listOf = <T>(items: unknown, keys: readonly string[]): T[] =>
    Array.isArray(items)
      ? items
          .map((item) => strings(item, keys))
          .filter((item): item is NonNullable<typeof item> => item !== null)
          .map((item) => item as unknown as T)
      : [];
  const sources = listOf<VideoSource>(options.sources, ['type']);
  if (sources.length === 0) return null;
  return {
    sources,
    tracks: listOf<VideoTrack>(options.tracks, ['kind', 'srclang', 'label']),
    title: typeof options.title === 'string' ? options.title : '',
    ...(typeof options.poster === 'string' ? { poster: options.poster } : {}),
  };
}

/** Called once when the host page leaves or the micro-app is mounted again. */
export type MicroAppUnmount = () => void;

export type MicroAppMountResult = void | MicroAppUnmount | Promise<void | MicroAppUnmount>;

/** The shape a remote entry module must have. */
export interface MicroAppModule {
  mount(container: HTMLElement, context: MicroAppContext): MicroAppMountResult;
}

export function isMicroAppModule(value: unknown): value is MicroAppModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { mount?: unknown }).mount === 'function'
  );
}
