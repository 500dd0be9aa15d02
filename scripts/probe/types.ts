/**
 * The probe suite (`npm run probe`, issue 12): families of hostile or careless inputs thrown at
 * the project the way an attacker or a careless operator would. Each family counts what it tried,
 * what held and what broke; the suite fails on any break.
 */

/** One input that got through: what was tried and what happened instead of holding. */
export interface ProbeBreak {
  /** The input or case, short enough for one line (e.g. `redirect_uri=/.//evil.example/x`). */
  case: string;
  /** What happened (e.g. `Location: //evil.example/x`). */
  detail: string;
}

export interface ProbeFamilyResult {
  /** Family name as printed in the table (`redirect`, `xss`, `manifest`, `input`). */
  family: string;
  tried: number;
  held: number;
  broke: number;
  /** Every break (broke === breaks.length). */
  breaks: ProbeBreak[];
}

export interface ProbeOptions {
  /** Repository root (the folder holding package.json). */
  repoRoot: string;
  /** Seed of anything random (mutations), so a run can be repeated exactly. */
  seed: number;
  /** Progress lines for the console. */
  log: (line: string) => void;
}

export interface ProbeFamily {
  name: string;
  run(options: ProbeOptions): Promise<ProbeFamilyResult>;
}
