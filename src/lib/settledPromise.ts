/**
 * A promise that says, once settled, what it settled to — the fields React's `use` reads
 * (`status`, `value`, `reason`), so a render after the answer came takes it at once instead of
 * suspending or showing a loading state for a frame (issue 17 point 4: the first view renders
 * once). The entry waits for the first view's answers (src/app/boot/firstView.ts); the readers
 * then find them settled.
 */
interface Tracked<T> extends Promise<T> {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
}

/** The same promise, marked when it settles. */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** The value of a tracked promise that has fulfilled; undefined while pending or on failure. */
export function fulfilledValue<T>(promise: Promise<T> | undefined): T | undefined {
  const tracked = promise as Tracked<T> | undefined;
  return tracked?.status === 'fulfilled' ? tracked.value : undefined;
}
