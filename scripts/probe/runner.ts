/**
 * Runs probe families one after another and prints what they found: progress lines while they
 * run, then the table `family | tried | held | broke` and every break. `scripts/probe.ts` is the
 * command line around it.
 */
import type { ProbeBreak, ProbeFamily, ProbeFamilyResult } from './types';

/** The seed used when none is given: fixed, so two runs of the suite try the same inputs. */
export const DEFAULT_PROBE_SEED = 20261212;

export interface ProbeArguments {
  /** Family names given with `--family` (empty: every family). */
  families: string[];
  seed: number;
  /** A problem with the arguments, to print instead of running. */
  error?: string;
}

export function parseProbeArguments(argv: readonly string[]): ProbeArguments {
  const parsed: ProbeArguments = { families: [], seed: DEFAULT_PROBE_SEED };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--family') {
      const name = value();
      if (!name) return { ...parsed, error: '--family needs a family name' };
      parsed.families.push(...name.split(',').filter(Boolean));
    } else if (flag === '--seed') {
      const raw = value();
      const seed = Number(raw);
      if (!raw || !Number.isSafeInteger(seed) || seed < 0)
        return { ...parsed, error: `--seed needs a whole number ≥ 0, not ${raw ?? 'nothing'}` };
      parsed.seed = seed;
    } else return { ...parsed, error: `unknown argument ${arg}` };
  }
  return parsed;
}

/** The families named (all when none is), or the names that match no family. */
export function selectFamilies(
  all: readonly ProbeFamily[],
  names: readonly string[],
): { families: ProbeFamily[]; unknown: string[] } {
  if (names.length === 0) return { families: [...all], unknown: [] };
  const unknown = names.filter((name) => !all.some((family) => family.name === name));
  return { families: all.filter((family) => names.includes(family.name)), unknown };
}

export function formatTable(results: readonly ProbeFamilyResult[]): string[] {
  const rows = [
    ['family', 'tried', 'held', 'broke'],
    ...results.map((result) => [
      result.family,
      String(result.tried),
      String(result.held),
      String(result.broke),
    ]),
  ];
  const widths = rows[0].map((_cell, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]),
      )
      .join(' | ');
  return [
    line(rows[0]),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.slice(1).map(line),
  ];
}

export function formatBreaks(results: readonly ProbeFamilyResult[]): string[] {
  const lines: string[] = [];
  for (const result of results)
    for (const found of result.breaks)
      lines.push(`✖ ${result.family}: ${found.case} — ${found.detail}`);
  return lines;
}

export interface ProbeRun {
  results: ProbeFamilyResult[];
  /** 1 when any family broke (or failed to run), 0 otherwise. */
  exitCode: 0 | 1;
}

/**
 * Runs `families` in order. A family that throws is reported as one break of that family (the
 * suite keeps going: one crashed family never hides the others' results).
 */
export async function runProbe(
  families: readonly ProbeFamily[],
  options: { repoRoot: string; seed: number; log: (line: string) => void },
): Promise<ProbeRun> {
  const { log } = options;
  log(`probe: seed ${options.seed} (repeat with --seed ${options.seed})`);
  const results: ProbeFamilyResult[] = [];
  for (const family of families) {
    const started = Date.now();
    log(`› ${family.name}`);
    let result: ProbeFamilyResult;
    try {
      result = await family.run({ repoRoot: options.repoRoot, seed: options.seed, log });
    } catch (error) {
      const crash: ProbeBreak = {
        case: 'the family itself',
        detail: `stopped with ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      };
      result = { family: family.name, tried: 0, held: 0, broke: 1, breaks: [crash] };
    }
    results.push(result);
    log(
      `  ${family.name}: ${result.tried} tried, ${result.held} held, ${result.broke} broke (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  log('');
  for (const line of formatTable(results)) log(line);
  const breaks = formatBreaks(results);
  if (breaks.length) {
    log('');
    for (const line of breaks) log(line);
  }
  const broke = results.some((result) => result.broke > 0 || result.breaks.length > 0);
  log('');
  log(broke ? `probe: ${results.reduce((sum, r) => sum + r.broke, 0)} breaks` : 'probe: no breaks');
  return { results, exitCode: broke ? 1 : 0 };
}
