/** Seed 000 §4: the states of one client request. */
export type RequestState = 'pending' | 'finished' | 'error';

/**
 * Reports the state of one call: `pending` at once, then `finished` or `error`.
 * Returns the same promise, so it can wrap a call in place.
 */
export function trackRequest<T>(
  promise: Promise<T>,
  onState: (state: RequestState) => void,
): Promise<T> {
  onState('pending');
  promise.then(
    () => onState('finished'),
    () => onState('error'),
  );
  return promise;
}
