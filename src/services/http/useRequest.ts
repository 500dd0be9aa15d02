/** React hook over one service call: `{ state, data, error, reload }` (seed 000 §4 states). */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestState } from './requestState';

export interface RequestResult<T> {
  state: RequestState;
  /** The last successful answer (kept while a reload is pending). */
  data: T | undefined;
  error: unknown;
  /** Runs the call again. */
  reload: () => void;
}

interface Snapshot<T> {
  state: RequestState;
  data: T | undefined;
  error: unknown;
}

/**
 * Calls `fn` on mount and whenever a value in `deps` changes (like useEffect). Answers of a
 * superseded call (deps changed, reload, unmount) are ignored.
 */
export function useRequest<T>(fn: () => Promise<T>, deps: readonly unknown[]): RequestResult<T> {
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({
    state: 'pending',
    data: undefined,
    error: undefined,
  });
  const [reloads, setReloads] = useState(0);
  const latestFn = useRef(fn);
  useEffect(() => {
    latestFn.current = fn;
  });

  useEffect(
    () => {
      let current = true;
      setSnapshot((previous) =>
        previous.state === 'pending' && previous.error === undefined
          ? previous
          : { ...previous, state: 'pending', error: undefined },
      );
      let call: Promise<T>;
      try {
        call = latestFn.current();
      } catch (error) {
        call = Promise.reject(error);
      }
      call.then(
        (data) => {
          if (current) setSnapshot({ state: 'finished', data, error: undefined });
        },
        (error: unknown) => {
          if (current) setSnapshot((previous) => ({ ...previous, state: 'error', error }));
        },
      );
      return () => {
        current = false;
      };
    },
    // The caller's deps decide when to call again, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [...deps, reloads],
  );

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { ...snapshot, reload };
}
