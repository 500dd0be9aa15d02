/**
 * The clock that rules, countdowns and live status read. Never call Date.now() in a block:
 * the preview app moves this clock to simulate any date (DESIGN principle 6).
 */
export interface Clock {
  now(): number;
  /** Called whenever the simulated time jumps, so time-derived views recompute. */
  subscribe(listener: () => void): () => void;
}

export function createSystemClock(): Clock {
  return { now: () => Date.now(), subscribe: () => () => undefined };
}

/** A clock running at real speed from a chosen instant; `set` jumps it (preview time travel). */
export function createOffsetClock(startAt: number): Clock & { set(instant: number): void } {
  let offset = startAt - Date.now();
  const listeners = new Set<() => void>();
  return {
    now: () => Date.now() + offset,
    set(instant: number) {
      offset = instant - Date.now();
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
