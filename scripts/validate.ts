/**
 * `npm run validate [files…]`: checks every manifest, environment file and catalogue in
 * site-configs/. Prints file:line:column, the JSON pointer, a sentence and a hint for each
 * problem; exits non-zero when there is any. With files, only problems in those are shown.
 */
import { relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatProblem, loadSiteConfigs } from './manifest/siteConfigs';
import { blockSchemaInfo } from './manifest/blockSchemas';

const repoRoot = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const dirFlag = argv.indexOf('--dir');
// --dir lets tests (and operators trying a copy) check another site-configs folder.
const siteConfigDir = dirFlag >= 0 ? resolve(argv[dirFlag + 1]) : resolve(repoRoot, 'site-configs');
const args = argv.filter((arg, index) => !arg.startsWith('--') && index !== dirFlag + 1);
const wanted = new Set(args.map((file) => relative(repoRoot, resolve(file))));

const started = performance.now();
const loaded = loadSiteConfigs(siteConfigDir, {
  blocks: await blockSchemaInfo(),
  repoRoot,
});
const problems = wanted.size
  ? loaded.problems.filter((problem) => wanted.has(problem.file))
  : loaded.problems;
const elapsed = Math.round(performance.now() - started);

for (const problem of problems) console.error(formatProblem(problem));
const checked = `${loaded.sites.length} site manifest(s), ${Object.keys(loaded.messages).length} catalogue(s), environments`;
if (problems.length) {
  console.error(`\n✖ ${problems.length} problem(s) in ${checked} (${elapsed} ms)`);
  process.exit(1);
}
console.log(`✓ site-configs valid: ${checked} (${elapsed} ms)`);
