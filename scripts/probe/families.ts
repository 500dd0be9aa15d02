/**
 * The families `npm run probe` runs, in this order (`--family <name>` picks some): the quick ones
 * without a browser first, so a break there shows before the XSS family's minute of page visits.
 * A new family is a module exporting a `ProbeFamily` (types.ts), added here.
 */
import type { ProbeFamily } from './types';
import { redirectFamily } from './redirectFamily';
import { manifestFamily } from './manifestFamily';
import { inputFamily } from './inputFamily';
import { xssFamily } from './xssFamily';

export const PROBE_FAMILIES: readonly ProbeFamily[] = [
  redirectFamily,
  manifestFamily,
  inputFamily,
  xssFamily,
];
