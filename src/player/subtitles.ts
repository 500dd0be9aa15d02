/**
 * Subtitles (seed 000 §5, §7, §8; ledger CORE-VIDEO-16..18, CORE-API-07): each track's file is
 * fetched by its src and converted to WebVTT, the only format browsers show, then attached as
 * a blob: URL. SRT and VTT come in; a block without a `-->` timing line is dropped, and so is a
 * block whose timing does not parse, so a malformed file still yields the blocks that do. A
 * failed fetch leaves that track out and nothing else changes.
 */

export interface SubtitleTrackInput {
  src: string;
  kind?: string;
  srclang?: string;
  label?: string;
}

/** One time stamp: `[h:]mm:ss[,.]fff` (hours any width, fraction 1 to 3 digits). */
const TIMESTAMP = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})[,.](\d{1,3})$/;
/** The settings WebVTT knows; anything else on a timing line (SRT's X1: Y1:…) is dropped. */
const CUE_SETTING = /^(?:vertical|line|position|size|align|region):\S+$/;

/** `h:mm:ss.fff` normalised to WebVTT's `hh:mm:ss.fff`, or null when it is not a time. */
function normaliseTimestamp(text: string): string | null {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes, seconds, fraction] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  // A fraction is a decimal fraction: ",5" is half a second, not 5 ms.
  const millis = fraction.padEnd(3, '0');
  return `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}:${seconds.padStart(2, '0')}.${millis}`;
}

/** The WebVTT timing line of `line`, or null when it is not a valid `start --> end`. */
function timingLine(line: string): string | null {
  const arrow = line.indexOf('-->');
  const start = normaliseTimestamp(line.slice(0, arrow));
  const rest = line
    .slice(arrow + 3)
    .trim()
    .split(/\s+/);
  const end = normaliseTimestamp(rest[0] ?? '');
  if (!start || !end) return null;
  const settings = rest.slice(1).filter((token) => CUE_SETTING.test(token));
  return [`${start} --> ${end}`, ...settings].join(' ');
}

/** Cue text must not contain `-->` (it would read as a timing line); WebVTT escapes `>`. */
function cueText(line: string): string {
  return line.replace(/-->/g, '--&gt;');
}

/** The number of cues in a WebVTT text (one per timing line). */
export function cueCount(vtt: string): number {
  return vtt.split('\n').filter((line) => line.includes('-->')).length;
}

/**
 * A block's lines cut before every further valid timing line: cues written without the blank
 * line between them are still separate cues (an SRT counter just before goes with its cue);
 * an arrow inside the text is text.
 */
function splitRunOnCues(lines: string[]): string[][] {
  const pieces: string[][] = [];
  let current: string[] = [];
  let seenTiming = false;
  for (const line of lines) {
    const isTiming = line.includes('-->') && timingLine(line) !== null;
    if (isTiming && seenTiming) {
      const counter = /^\d+$/.test(current[current.length - 1]?.trim() ?? '')
        ? current.pop()
        : undefined;
      pieces.push(current);
      current = counter === undefined ? [] : [counter];
    }
    if (isTiming) seenTiming = true;
    current.push(line);
  }
  pieces.push(current);
  return pieces;
}

/** One cue in WebVTT, or null when the block has no valid timing line. */
function cueOf(lines: string[]): string | null {
  const index = lines.findIndex((line) => line.includes('-->'));
  if (index < 0) return null; // the header, a stray paragraph: no timing line
  const timing = timingLine(lines[index]);
  if (!timing) return null;
  // An SRT counter or a VTT identifier: kept when it is the one line before the timing.
  const identifier = index === 1 ? lines[0].trim() : '';
  const body = lines.slice(index + 1).map(cueText);
  return [...(identifier ? [identifier] : []), timing, ...body].join('\n');
}

/**
 * SRT or VTT text → WebVTT text. Never throws: what does not parse is left out. BOM and
 * CR/CRLF line ends are accepted; a WebVTT header, NOTE, STYLE and REGION blocks are not cues.
 */
export function toWebVtt(input: string): string {
  const text = String(input ?? '')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  const cues: string[] = [];
  for (const block of text.split(/\n[ \t]*\n/)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    if (/^(?:WEBVTT|NOTE|STYLE|REGION)\b/.test(lines[0]) && !lines[0].includes('-->')) {
      // "WEBVTT" glued to the first cue (no blank line): the cue starts after it. NOTE, STYLE
      // and REGION blocks are not cues.
      if (!lines[0].startsWith('WEBVTT')) continue;
      lines.shift();
    }
    for (const piece of splitRunOnCues(lines)) {
      const cue = cueOf(piece);
      if (cue) cues.push(cue);
    }
  }
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
}

export interface SubtitleDeps {
  fetch: (url: string) => Promise<{ ok: boolean; status?: number; text(): Promise<string> }>;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
}

/** The browser's own functions, read when called (tests stub them on the window). */
export const browserSubtitleDeps: SubtitleDeps = {
  fetch: (url) => window.fetch(url, { credentials: 'same-origin' }),
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
};

/** Fetches one track and converts it; null when the fetch fails or nothing parses. */
export async function loadSubtitle(src: string, deps: SubtitleDeps): Promise<string | null> {
  try {
    const response = await deps.fetch(src);
    if (!response.ok) return null;
    const vtt = toWebVtt(await response.text());
    return cueCount(vtt) > 0 ? vtt : null;
  } catch {
    // Seed 000 §8: a subtitle fetch failure is ignored (the video plays without that track).
    return null;
  }
}

export interface AttachedSubtitles {
  /** Settles with the track elements attached (in the order given), never rejects. */
  ready: Promise<HTMLTrackElement[]>;
  /** Removes the tracks and frees their blob: URLs. */
  dispose(): void;
}

/**
 * Fetches every track, converts it and appends a `<track src="blob:…">` to `media`. The first
 * attached track is the default and is shown, so captions appear without a click.
 */
export function attachSubtitles(
  media: HTMLMediaElement,
  tracks: readonly SubtitleTrackInput[],
  deps: SubtitleDeps = browserSubtitleDeps,
): AttachedSubtitles {
  let disposed = false;
  const urls: string[] = [];
  const elements: HTMLTrackElement[] = [];
  let shown: TextTrack | null = null;
  // Two tracks of one language (an SRT and a VTT): a player's automatic pick by language (video.js
  // on every loadstart) turns on the second without turning off the first, and both captions
  // would overlap. The one shown before stays; a visitor's choice in the menu is one track.
  const keepOneShowing = () => {
    const showing = elements
      .map((element) => element.track)
      .filter((track) => track?.mode === 'showing');
    if (showing.length <= 1) {
      shown = showing[0] ?? shown;
      return;
    }
    const keep = shown && showing.includes(shown) ? shown : showing[0];
    for (const track of showing) if (track !== keep) track.mode = 'disabled';
    shown = keep;
  };
  const ready = Promise.all(tracks.map((track) => loadSubtitle(track.src, deps))).then((texts) => {
    if (disposed) return [];
    texts.forEach((vtt, index) => {
      if (vtt === null) return;
      const track = tracks[index];
      const url = deps.createObjectURL(new Blob([vtt], { type: 'text/vtt' }));
      urls.push(url);
      const element = media.ownerDocument.createElement('track');
      element.kind = track.kind ?? 'subtitles';
      if (track.srclang) element.srclang = track.srclang;
      if (track.label) element.label = track.label;
      element.src = url;
      if (elements.length === 0) element.default = true;
      media.appendChild(element);
      elements.push(element);
    });
    const first = elements[0]?.track;
    // Added after the element started loading, a default track is not always picked up.
    if (first) {
      first.mode = 'showing';
      shown = first;
      media.textTracks?.addEventListener?.('change', keepOneShowing);
    }
    return elements;
  });
  // Attaching can fail too (no blob: URLs in this browser): the video plays without them.
  const settled = ready.catch(() => elements);
  return {
    ready: settled,
    dispose() {
      disposed = true;
      media.textTracks?.removeEventListener?.('change', keepOneShowing);
      for (const element of elements) element.remove();
      for (const url of urls) deps.revokeObjectURL(url);
    },
  };
}
