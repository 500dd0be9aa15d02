/**
 * `npm run validate [FILE…] [--dir <site-configs>]`
 *
 * Without files: checks every manifest, shared gate file, environment file and catalogue in
 * site-configs/ (or the folder given with --dir), and the stand-in's declared contests
 * (server/seed-data/contests.json) against the local environment and the sites.
 *
 * With files: checks exactly those files, wherever they are, against the rest of site-configs/
 * as it is: a site manifest (site.json, or a `$schema` naming site.schema.json) against its
 * environments, catalogues and shared gates; a gate file, catalogue or environment file as what
 * its name or `$schema` says. A missing file is a problem. Each file gets ✓, or ✗ and its
 * problems.
 *
 * Each problem is printed as file:line:column, the JSON pointer, a sentence and a hint; the exit
 * code is 1 when there is any (2 for a wrong command line).
 */
import { relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSiteConfigChecker, formatProblem } from '../src/manifestCheck/siteConfigs';
import { blockSchemaInfo } from '../src/manifestCheck/blockSchemas';
import { checkContestsFile } from '../src/manifestCheck/contestsFile';

const repoRoot = resolve(import.meta.dirname, '..');
// npm runs scripts in the package folder; paths on the command line are the caller's.
const callerDir = process.env.INIT_CWD ?? process.cwd();

function usage(message: string): never {
  console.error(`${message}\nusage: npm run validate -- [FILE…] [--dir <site-configs folder>]`);
  process.exit(2);
}

const files: string[] = [];
let dir = resolve(repoRoot, 'site-configs');
const argv = process.argv.slice(2);
for (let index = 0; index < argv.length; index += 1) {
  const arg = argv[index];
  if (arg === '--dir') {
    // --dir lets tests (and operators trying a copy) check another site-configs folder.
    const value = argv[(index += 1)];
    if (value === undefined) usage('--dir needs a folder');
    dir = resolve(callerDir, value);
  } else if (arg.startsWith('--')) usage(`unknown option ${arg}`);
  else files.push(arg);
}

const started = performance.now();
const checker = createSiteConfigChecker(dir, { blocks: await blockSchemaInfo(), repoRoot });

if (files.length === 0) {
  const loaded = checker.loadAll();
  // The stand-in's declared contests, against the local environment and the sites' facts.
  const contestsPath = resolve(repoRoot, 'server/seed-data/contests.json');
  loaded.problems.push(
    ...checkContestsFile({
      path: contestsPath,
      display: relative(callerDir, contestsPath),
      localEnvironment: loaded.environments?.environments.local,
      sites: loaded.sites,
      siteFiles: loaded.files,
    }),
  );
  const elapsed = Math.round(performance.now() - started);
  for (const problem of loaded.problems) console.error(formatProblem(problem));
  const checked = `${loaded.sites.length} site manifest(s), ${Object.keys(loaded.messages).length} catalogue(s), environments, declared contests`;
  if (loaded.problems.length) {
    console.error(`\n✖ ${loaded.problems.length} problem(s) in ${checked} (${elapsed} ms)`);
    process.exit(1);
  }
  console.log(`✓ site-configs valid: ${checked} (${elapsed} ms)`);
} else {
  let failed = 0;
  let total = 0;
  for (const file of files) {
    const problems = checker.checkFile(resolve(callerDir, file), undefined, { display: file });
    if (problems.length === 0) {
      console.log(`✓ ${file}`);
      continue;
    }
    failed += 1;
    total += problems.length;
    console.error(`✗ ${file}`);
    for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  }
  const elapsed = Math.round(performance.now() - started);
  if (failed) {
    console.error(
      `\n✖ ${total} problem(s) in ${failed} of ${files.length} file(s) (${elapsed} ms)`,
    );
    process.exit(1);
  }
  console.log(`✓ ${files.length} file(s) valid (${elapsed} ms)`);
}
