/**
 * The query parameter that marks a page as a preview frame (the /preview app's live preview).
 * Kept in its own tiny module: the portal entry reads it to decide whether to load the preview
 * bridge, and nothing else of the bridge may enter the visitor's bundle.
 */
export const PREVIEW_FRAME_PARAM = '__preview';

/** True only in a frame of the same origin whose address asks for preview mode. */
export function isPreviewFrame(win: Window = window): boolean {
  if (win.parent === win) return false;
  return new URLSearchParams(win.location.search).get(PREVIEW_FRAME_PARAM) === '1';
}
