/**
 * The part of an HTMLMediaElement the learning behaviours use. Naming it keeps the modules
 * framework-free and lets their tests drive a fake element (fakeMedia.ts) with exact times.
 */
export interface MediaLike {
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  readonly seeking: boolean;
  playbackRate: number;
  play(): Promise<void> | void;
  pause(): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/** Adds listeners and returns the function that removes them all. */
export function listen(
  media: Pick<MediaLike, 'addEventListener' | 'removeEventListener'>,
  handlers: Record<string, (event: Event) => void>,
): () => void {
  const entries = Object.entries(handlers);
  for (const [type, handler] of entries) media.addEventListener(type, handler);
  return () => {
    for (const [type, handler] of entries) media.removeEventListener(type, handler);
  };
}
