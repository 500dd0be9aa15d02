/**
 * The families `npm run probe` runs, in this order (`--family <name>` picks some). A new family
 * is a module exporting a `ProbeFamily` (types.ts), added here.
 */
import type { ProbeFamily } from './types';
import { xssFamily } from './xssFamily';

export const PROBE_FAMILIES: readonly ProbeFamily[] = [xssFamily];
