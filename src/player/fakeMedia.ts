/**
 * A media element for the unit tests of src/player (never imported by production code). It
 * follows the order of the HTML media algorithms closely enough for the rules that depend on
 * it: play → `play`, playing → `timeupdate` every 250 ms of `advance()`, a seek → `seeking`,
 * `timeupdate`, `seeked` (a seek started inside `seeking` aborts the outer one), the end →
 * `timeupdate`, `pause`, `ended`. `advance()` also moves the test's clock. Events are dispatched synchronously, so a test reads the
 * state right after the action.
 */
export class FakeMedia extends EventTarget {
  duration = Number.NaN;
  paused = true;
  seeking = false;
  videoWidth = 0;
  videoHeight = 0;
  private time = 0;
  private rate = 1;
  private seekCount = 0;

  /** `tick(ms)` runs as media time passes (tests hand in `vi.advanceTimersByTime`). */
  constructor(private readonly tick?: (ms: number) => void) {
    super();
  }

  /** `duration` known: `durationchange` and `loadedmetadata`. */
  loadMetadata(durationS: number, width = 1280, height = 720): this {
    this.duration = durationS;
    this.videoWidth = width;
    this.videoHeight = height;
    this.fire('durationchange');
    this.fire('loadedmetadata');
    this.fire('resize');
    return this;
  }

  get ended(): boolean {
    return Number.isFinite(this.duration) && this.time >= this.duration;
  }

  get currentTime(): number {
    return this.time;
  }

  set currentTime(value: number) {
    const id = ++this.seekCount;
    this.time = Number.isFinite(this.duration)
      ? Math.min(Math.max(0, value), this.duration)
      : value;
    this.seeking = true;
    this.fire('seeking');
    if (id !== this.seekCount) return; // aborted by a seek started in a `seeking` handler
    this.seeking = false;
    this.fire('timeupdate');
    this.fire('seeked');
  }

  get playbackRate(): number {
    return this.rate;
  }

  set playbackRate(value: number) {
    this.rate = value;
    this.fire('ratechange');
  }

  play(): Promise<void> {
    if (this.ended) this.currentTime = 0;
    if (this.paused) {
      this.paused = false;
      this.fire('play');
      if (!this.paused) this.fire('playing');
    }
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('timeupdate');
    this.fire('pause');
  }

  /** Plays on for `seconds` of media time (rate applied), a time update every `stepS`. */
  advance(seconds: number, stepS = 0.25): void {
    let left = seconds;
    while (left > 1e-9 && !this.paused) {
      const step = Math.min(stepS, left);
      left -= step;
      this.tick?.(step * 1000);
      if (this.paused) return;
      this.time += step * this.rate;
      if (Number.isFinite(this.duration) && this.time >= this.duration) {
        this.time = this.duration;
        this.fire('timeupdate');
        this.paused = true;
        this.fire('pause');
        this.fire('ended');
        return;
      }
      this.fire('timeupdate');
    }
  }

  /** The stream switched quality: a new picture size (`resize`). */
  changeResolution(width: number, height: number): void {
    this.videoWidth = width;
    this.videoHeight = height;
    this.fire('resize');
  }

  private fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }
}
