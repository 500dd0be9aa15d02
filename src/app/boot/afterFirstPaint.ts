/**
 * The one script a server-rendered page names in its head (deferredEntry.ts says why). Its own
 * tiny chunk: nothing here may be shared with the entry, or the bundler would split it into a
 * chunk of its own that this script then waits for.
 */
import {
  keepEarlyPresses,
  requestNearImages,
  startAppAfterFirstPaint,
} from './startAfterFirstPaint';

requestNearImages(document);
keepEarlyPresses(document);
startAppAfterFirstPaint(document);
