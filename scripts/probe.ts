/**
 * `npm run probe [-- --family <name>]… [--seed <n>]`: the probe suite (issue 12). Builds the front
 * end when dist/ is stale, runs the families of `probe/families.ts` one after another, prints
 * the table `family | tried | held | broke` and every break, and exits 1 on any break.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROBE_FAMILIES } from './probe/families';
import { ensureFrontEnd } from './probe/frontEnd';
import { parseProbeArguments, runProbe, selectFamilies } from './probe/runner';
import type { ProbeFamily } from './probe/types';

export interface ProbeMainOptions {
  families?: readonly ProbeFamily[];
  repoRoot?: string;
  log?: (line: string) => void;
  /** Skipped by tests whose families need no browser. */
  buildFrontEnd?: boolean;
}

export async function main(
  argv: readonly string[],
  options: ProbeMainOptions = {},
): Promise<number> {
  const log = options.log ?? ((line: string) => console.log(line));
  const repoRoot = options.repoRoot ?? resolve(import.meta.dirname, '..');
  const all = options.families ?? PROBE_FAMILIES;
  const args = parseProbeArguments(argv);
  const { families, unknown } = selectFamilies(all, args.families);
  if (args.error || unknown.length) {
    log(`probe: ${args.error ?? `no family named ${unknown.join(', ')}`}`);
    log(
      `usage: npm run probe -- [--family ${all.map((family) => family.name).join('|')}]… [--seed <n>]`,
    );
    return 2;
  }
  if (options.buildFrontEnd ?? true) ensureFrontEnd(repoRoot, log);
  const run = await runProbe(families, { repoRoot, seed: args.seed, log });
  return run.exitCode;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Stopped by hand or by CI: leave at once (families clean their temporary files on exit).
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.log(`probe: stopped (${signal})`);
      process.exit(130);
    });
  // Exit explicitly: a browser or server a family failed to close must not keep the run alive.
  process.exit(await main(process.argv.slice(2)));
}
