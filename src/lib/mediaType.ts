/**
 * Player source types (seed 000 §5; ledger CORE-VIDEO-19/20): the MIME type of a source from
 * its file extension (mp4, mp3, wav, webm, ogg, m3u8), and audio-only detection (every source
 * audio or mp3: the player then drops the poster).
 */
export const MEDIA_TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  webm: 'video/webm',
  ogg: 'video/ogg',
  m3u8: 'application/x-mpegURL',
};

export const HLS_MEDIA_TYPE = MEDIA_TYPE_BY_EXTENSION.m3u8;

/** The extension of a URL's path (query and hash ignored), lower case. */
function extensionOf(src: string): string {
  const path = src.split(/[?#]/, 1)[0];
  const dot = path.lastIndexOf('.');
  return dot < 0 || dot < path.lastIndexOf('/') ? '' : path.slice(dot + 1).toLowerCase();
}

/** The source's declared type, else the one of its extension, else ''. */
export function mediaTypeOf(source: { src: string; type?: string }): string {
  if (source.type) return source.type;
  const extension = extensionOf(source.src);
  return Object.prototype.hasOwnProperty.call(MEDIA_TYPE_BY_EXTENSION, extension)
    ? MEDIA_TYPE_BY_EXTENSION[extension]
    : '';
}

/** True when there is at least one source and every one is audio (or an mp3). */
export function isAudioOnly(sources: readonly { src: string; type?: string }[]): boolean {
  return (
    sources.length > 0 &&
    sources.every(
      (source) => mediaTypeOf(source).startsWith('audio/') || extensionOf(source.src) === 'mp3',
    )
  );
}

export function isHls(source: { src: string; type?: string }): boolean {
  return mediaTypeOf(source).toLowerCase() === HLS_MEDIA_TYPE.toLowerCase();
}
