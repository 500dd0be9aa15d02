/**
 * The ledger of the XSS family: which carriers (stored fields, API fields, manifest fields,
 * query parameters) got which payloads, which of those were refused on the way in, which ids
 * pages were seen rendering, and what broke where.
 */
import { markerId, splitMarkerId, XSS_PAYLOADS } from './payloads';
import type { ProbeBreak } from '../types';

export type CarrierKind = 'stored' | 'api' | 'manifest' | 'query';

export interface Carrier {
  index: number;
  kind: CarrierKind;
  /** The field, e.g. `library_contents.content.title` or `keyword @ /hd/kpzy/list`. */
  field: string;
}

/** What a visit found wrong, before it is tied to a carrier. */
export interface Finding {
  /** `script ran`, `link leaves the site`, `javascript: in href`, `<object> in page`… */
  what: string;
  /** The page (path and query) where it was seen. */
  route: string;
  /** The offending value or element, shortened. */
  evidence: string;
  /** Marker ids found in the evidence (empty: the finding names no carrier). */
  ids: number[];
}

interface BreakRecord {
  finding: Finding;
  /** Further routes the same break was seen on. */
  alsoOn: Set<string>;
}

/** A page address short enough for one report line: each query value cut to 40 characters. */
export function shortRoute(route: string): string {
  const [path, query] = route.split('?', 2);
  if (!query) return path;
  const params = [...new URLSearchParams(query)].map(
    ([key, value]) => `${key}=${value.length > 40 ? `${value.slice(0, 40)}…` : value}`,
  );
  return `${path}?${params.join('&')}`;
}

/**
 * Picks which payloads go into which occurrence of a field, so that across its occurrences a
 * field carries every candidate payload at least once: with fewer occurrences than payloads,
 * an occurrence holds several (joined, for text); with more, they take turns. `offset` comes
 * from the run's seed, so another seed puts other payloads into the same rows.
 */
export function rotatePayloads(
  occurrences: number,
  candidates: readonly number[],
  offset: number,
  canJoin: boolean,
): number[][] {
  const slots: number[][] = Array.from({ length: occurrences }, () => []);
  if (occurrences === 0 || candidates.length === 0) return slots;
  const start = offset % candidates.length;
  const turn = (i: number) => candidates[(start + i) % candidates.length];
  if (occurrences >= candidates.length || !canJoin) {
    for (let i = 0; i < occurrences; i++) slots[i].push(turn(i));
  } else {
    for (let i = 0; i < candidates.length; i++) slots[i % occurrences].push(turn(i));
  }
  return slots;
}

/** A small seeded generator (mulberry32): the same seed gives the same offsets. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class CarrierLedger {
  readonly carriers: Carrier[] = [];
  /** Injected marker id → the reason it was refused on the way in (undefined: stored). */
  private readonly injected = new Map<number, string | undefined>();
  /** Marker ids some visited page rendered (as text or markup). */
  readonly rendered = new Set<number>();
  private readonly breaks = new Map<string, BreakRecord>();
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  /** A new carrier; its index starts at 1 so every marker id has at least three digits. */
  add(kind: CarrierKind, field: string): Carrier {
    const carrier = { index: this.carriers.length + 1, kind, field };
    this.carriers.push(carrier);
    return carrier;
  }

  /** An offset for `rotatePayloads`, drawn from the run's seed. */
  nextOffset(): number {
    return Math.floor(this.random() * 1_000_000);
  }

  /** Records that `payloadIndex` went into `carrier`; returns its marker id. */
  inject(carrier: Carrier, payloadIndex: number): number {
    const id = markerId(carrier.index, payloadIndex);
    if (!this.injected.has(id)) this.injected.set(id, undefined);
    return id;
  }

  /** The way in refused the injection (validator, API schema): it counts as held. */
  refuse(id: number, reason: string): void {
    this.injected.set(id, reason);
  }

  /** Injections that were refused on the way in. */
  refusedCount(): number {
    let count = 0;
    for (const reason of this.injected.values()) if (reason !== undefined) count++;
    return count;
  }

  injectedIds(): number[] {
    return [...this.injected.keys()];
  }

  carrierOf(id: number): Carrier | undefined {
    return this.carriers[splitMarkerId(id).carrier - 1];
  }

  /** "stored library_contents.content.title × img onerror" */
  describe(id: number): string {
    const { payloadIndex } = splitMarkerId(id);
    const carrier = this.carrierOf(id);
    const payload = XSS_PAYLOADS[payloadIndex]?.name ?? `payload ${payloadIndex}`;
    return carrier
      ? `${carrier.kind} ${carrier.field} × ${payload}`
      : `unknown carrier × ${payload}`;
  }

  record(finding: Finding): void {
    const known = finding.ids.filter((id) => this.injected.has(id));
    const keys = known.length
      ? known.map((id) => `${id}|${finding.what}`)
      : [`?|${finding.what}|${finding.evidence}`];
    for (const key of keys) {
      const existing = this.breaks.get(key);
      if (existing) {
        if (existing.finding.route !== finding.route) existing.alsoOn.add(finding.route);
      } else this.breaks.set(key, { finding, alsoOn: new Set() });
    }
  }

  /** Injections that broke somewhere (each counted once, however many pages showed it). */
  brokenIds(): Set<number> {
    const ids = new Set<number>();
    for (const key of this.breaks.keys()) {
      const id = key.split('|')[0];
      if (id !== '?') ids.add(Number(id));
    }
    return ids;
  }

  /**
   * Every break: one per injection that broke (what happened, on which page first, how many
   * more), and one per finding that names no injection.
   */
  breakList(): ProbeBreak[] {
    const byCase = new Map<string, { label: string; details: string[] }>();
    for (const [key, { finding, alsoOn }] of this.breaks) {
      const id = key.split('|')[0];
      const label = id === '?' ? `no carrier id × ${finding.what}` : this.describe(Number(id));
      const route = shortRoute(finding.route);
      const where = alsoOn.size === 0 ? route : `${route} (and ${alsoOn.size} more pages)`;
      const group = byCase.get(id === '?' ? key : id) ?? { label, details: [] };
      group.details.push(`${finding.what} on ${where}: ${finding.evidence}`);
      byCase.set(id === '?' ? key : id, group);
    }
    return [...byCase.values()].map(({ label, details }) => ({
      case: label,
      detail: details.join(' | '),
    }));
  }
}
