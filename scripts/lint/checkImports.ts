/**
 * `npm run lint` step: the layers keep to their direction and no import circle exists (issue 16
 * point 5). Type-only imports count: they tie modules together as much as value imports.
 *
 * The layers, lowest first: src/lib (pure helpers) ← src/services ← src/runtime ← src/shell and
 * blocks ← src/app (the composition root) ← preview. The stand-in (server) and the CLI (scripts)
 * share the manifest checker in src/manifestCheck.
 *
 * Prints each violation with the import that breaks it and exits 1, or says how many modules
 * it checked.
 */
import { pathToFileURL } from 'node:url';
import { importCircles, importGraph, type ImportGraph } from './importGraph';

export interface LayerRule {
  name: string;
  from: RegExp;
  to: RegExp;
  why: string;
}

export const LAYER_RULES: LayerRule[] = [
  {
    name: 'runtime ↛ blocks, shell',
    from: /^src\/runtime\//,
    to: /^(blocks|src\/shell)\//,
    why: 'the runtime defines the block contract; the composition root (src/app) chooses the registry and the shell',
  },
  {
    name: 'lib ↛ services, runtime',
    from: /^src\/lib\//,
    to: /^src\/(services|runtime)\//,
    why: 'src/lib holds pure helpers named as the spec names them',
  },
  {
    name: 'blocks ↛ stores, preview',
    from: /^blocks\//,
    to: /^(src\/stores|preview)\//,
    why: 'a block is a function of props, data and context',
  },
  {
    name: 'server ↛ scripts',
    from: /^server\//,
    to: /^scripts\//,
    why: 'the stand-in and the CLI share libraries; the stand-in never runs CLI code',
  },
];

export function layerViolations(graph: ImportGraph, rules = LAYER_RULES): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph)
    for (const rule of rules)
      if (rule.from.test(file))
        for (const target of targets)
          if (rule.to.test(target)) found.push(`${rule.name}: ${file} → ${target} (${rule.why})`);
  return found.sort();
}

export function importProblems(graph: ImportGraph): string[] {
  return [
    ...layerViolations(graph),
    ...importCircles(graph).map(
      (circle) => `import circle of ${circle.length}: ${circle.join(' ↔ ')}`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const graph = importGraph();
  const problems = importProblems(graph);
  if (problems.length > 0) {
    console.error(`✖ ${problems.length} import problem(s):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`✓ imports: ${graph.size} modules, layers kept, no import circle`);
}
