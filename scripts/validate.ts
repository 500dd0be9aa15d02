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
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const wanted = new Set(args.map((file) => relative(repoRoot, resolve(file))));

const started = performance.now();
const loaded = loadSiteConfigs(resolve(repoRoot, 'site-configs'), {
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
