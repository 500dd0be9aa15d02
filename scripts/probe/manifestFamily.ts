/**
 * The `manifest` probe family (issue 12): 1,000 seeded mutations of the real files in
 * site-configs/ — site manifests mostly, also the shared gates, the catalogues and the
 * environment file — each invalid by construction (manifestMutations.ts), thrown at the checker
 * `npm run validate` runs. A mutation HOLDS when the checker returns within a second (no
 * exception), rejects it, and every problem has a file, a line and column ≥ 1 and a pointer that
 * exists in the mutated text. One more case breaks two sites among the real ones and holds when
 * every other site is still checked and loaded.
 *
 * The checker is created once (`createSiteConfigChecker`): each mutation is one `checkFile` of
 * the mutated text against site-configs/ as it is, a few milliseconds.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { blockSchemaInfo } from '../../src/manifestCheck/blockSchemas';
import { findSiteManifests } from '../../src/manifestCheck/configFiles';
import {
  createSiteConfigChecker,
  loadSiteConfigs,
  type BlockSchemaInfo,
} from '../../src/manifestCheck/siteConfigs';
import type { ManifestProblem } from '../../src/runtime/manifest/types';
import { mutate, pointerExists, seededRandom, type FileKind } from './manifestMutations';
import type { ProbeBreak, ProbeFamily, ProbeOptions, ProbeFamilyResult } from './types';

export const MANIFEST_MUTATIONS = 1000;
/**
 * Longest a check of one file may take, in CPU time of this process: the check is synchronous
 * and reads nothing, so CPU time is its cost, and a machine busy with other work (a CI runner,
 * a shared host) neither hides a slow check nor fails a fast one.
 */
const TIME_LIMIT_MS = 1000;

function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

interface RealFile {
  path: string;
  kind: FileKind;
  text: string;
  /** How often it is picked, relative to the others. */
  weight: number;
}

function realFiles(siteConfigDir: string): RealFile[] {
  const read = (path: string, kind: FileKind, weight: number): RealFile => ({
    path,
    kind,
    text: readFileSync(path, 'utf8'),
    weight,
  });
  return [
    ...findSiteManifests(siteConfigDir).files.map((path) => read(path, 'site', 6)),
    read(join(siteConfigDir, 'shared/gates.json'), 'gates', 10),
    read(join(siteConfigDir, 'messages/zh-CN.json'), 'messages', 4),
    read(join(siteConfigDir, 'messages/en.json'), 'messages', 4),
    read(join(siteConfigDir, 'environments.json'), 'environments', 6),
  ];
}

/** Why a checker answer does not hold, or null when it does. */
export function judge(text: string, problems: ManifestProblem[], elapsed: number): string | null {
  if (elapsed > TIME_LIMIT_MS) return `took ${Math.round(elapsed)} ms of CPU`;
  if (problems.length === 0) return 'accepted (no problem reported)';
  for (const problem of problems) {
    if (!problem.file) return `a problem without a file: ${problem.message}`;
    if (!(problem.line >= 1) || !(problem.column >= 1))
      return `a problem at line ${problem.line}, column ${problem.column}: ${problem.message}`;
    if (typeof problem.pointer !== 'string' || !pointerExists(text, problem.pointer))
      return `a problem at ${String(problem.pointer)}, which is not in the file: ${problem.message}`;
  }
  return null;
}

/** Two broken sites among the real ones: every other site is still checked and loaded. */
function oneBrokenSiteAmongOthers(repoRoot: string, blocks: BlockSchemaInfo[]): ProbeBreak | null {
  const dir = mkdtempSync(join(tmpdir(), 'probe-manifest-'));
  try {
    const configs = join(dir, 'site-configs');
    cpSync(join(repoRoot, 'site-configs'), configs, { recursive: true });
    const expected = loadSiteConfigs(configs, { blocks, repoRoot: dir }).sites.map((s) => s.id);
    // One site whose check throws inside the checker (a block schema ajv cannot compile), one
    // whose blocks lost their type (it threw in didYouMean before issue 12).
    const throwing = join(configs, 'hd/yz/site.json');
    writeFileSync(
      throwing,
      readFileSync(throwing, 'utf8').replace(
        '"blocks": [',
        '"blocks": [{ "type": "probe-broken" },',
      ),
    );
    const typeless = join(configs, 'hd/zgm/site.json');
    writeFileSync(typeless, readFileSync(typeless, 'utf8').replace(/"type": "[a-z-]+",/g, ''));
    const broken = [...blocks, { type: 'probe-broken', schema: { type: 'no-such-type' } }];
    const loaded = loadSiteConfigs(configs, { blocks: broken, repoRoot: dir });
    const brokenFiles = new Set([throwing, typeless].map((file) => relative(dir, file)));
    const missing = expected.filter(
      (id) => !['hd-yz', 'hd-zgm'].includes(id) && !loaded.sites.some((site) => site.id === id),
    );
    const stray = loaded.problems.filter((problem) => !brokenFiles.has(problem.file));
    const unreported = [...brokenFiles].filter(
      (file) => !loaded.problems.some((problem) => problem.file === file),
    );
    if (missing.length || stray.length || unreported.length)
      return {
        case: 'one broken site among the real ones',
        detail: [
          missing.length ? `sites not loaded: ${missing.join(', ')}` : '',
          stray.length ? `problems in other files: ${stray.length}` : '',
          unreported.length ? `broken sites without a problem: ${unreported.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
      };
    return null;
  } catch (error) {
    return {
      case: 'one broken site among the real ones',
      detail: `threw ${(error as Error).message}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `count` seeded mutations (and the broken-site case): the family runs 1,000; a test runs a few
 * to see the family itself work.
 */
export async function runManifestProbe(
  { repoRoot, seed, log }: ProbeOptions,
  count = MANIFEST_MUTATIONS,
): Promise<ProbeFamilyResult> {
  const siteConfigDir = join(repoRoot, 'site-configs');
  const blocks = await blockSchemaInfo();
  const checker = createSiteConfigChecker(siteConfigDir, { blocks, repoRoot });
  checker.loadAll();
  const files = realFiles(siteConfigDir);
  const blockSchemas = new Map(blocks.map((block) => [block.type, block.schema]));
  const siteIds = checker.loadAll().sites.map((site) => site.id);
  const random = seededRandom(seed);
  const totalWeight = files.reduce((sum, file) => sum + file.weight, 0);
  const breaks: ProbeBreak[] = [];
  let tried = 0;
  let checkTime = 0;

  for (let index = 0; index < count; index += 1) {
    let roll = random() * totalWeight;
    const file = files.find((candidate) => (roll -= candidate.weight) < 0) ?? files[0];
    const ownId = (JSON.parse(file.text) as { id?: unknown }).id;
    const mutation = mutate({
      kind: file.kind,
      text: file.text,
      blocks: blockSchemas,
      otherSiteIds: siteIds.filter((id) => id !== ownId),
      repoRoot,
      random,
    });
    const shown = `#${index} ${relative(repoRoot, file.path)} ${mutation.name}`;
    tried += 1;
    let problems: ManifestProblem[];
    const started = cpuMs();
    try {
      problems = checker.checkFile(file.path, mutation.text);
    } catch (error) {
      breaks.push({ case: shown, detail: `threw ${(error as Error).stack?.split('\n')[0]}` });
      continue;
    }
    const elapsed = cpuMs() - started;
    checkTime += elapsed;
    const failure = judge(mutation.text, problems, elapsed);
    if (failure) breaks.push({ case: shown, detail: failure });
    if ((index + 1) % 250 === 0)
      log(
        `manifest: ${index + 1} mutations, ${breaks.length} broke (${Math.round(checkTime)} ms of CPU in the checker)`,
      );
  }

  tried += 1;
  const siteBreak = oneBrokenSiteAmongOthers(repoRoot, blocks);
  if (siteBreak) breaks.push(siteBreak);

  return { family: 'manifest', tried, held: tried - breaks.length, broke: breaks.length, breaks };
}

export const manifestFamily: ProbeFamily = {
  name: 'manifest',
  run: (options) => runManifestProbe(options),
};
