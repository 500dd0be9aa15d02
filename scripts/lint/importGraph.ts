/**
 * The import graph of the project's own code (src, blocks, preview, server, scripts), type-only
 * imports included: a type import that points back still ties two modules together (issue 16
 * point 5). Built with the TypeScript compiler's own import scanner and module resolution, so
 * it sees what `tsc` sees. Used by `npm run lint` (scripts/lint/checkImports.ts) for circles and
 * layers, and by its test.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
const ROOTS = ['src', 'blocks', 'preview', 'server', 'scripts'];
const SKIP = /(^|\/)(node_modules|generated|dist)(\/|$)|\.test\.tsx?$|\.d\.ts$|(^|\/)testing\//;

/** Repository-relative path of a module → the repository-relative paths it imports. */
export type ImportGraph = Map<string, Set<string>>;

function sourceFiles(root: string, dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(root, path);
    if (SKIP.test(rel)) continue;
    if (statSync(path).isDirectory()) files.push(...sourceFiles(root, path));
    else if (/\.(ts|tsx|mts)$/.test(name)) files.push(path);
  }
  return files;
}

export function importGraph(root = REPO_ROOT, roots = ROOTS): ImportGraph {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.ReactJSX,
  };
  const host = ts.createCompilerHost(options);
  const graph: ImportGraph = new Map();
  const files = roots.flatMap((dir) => sourceFiles(root, join(root, dir)));
  for (const file of files) {
    const info = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = new Set<string>();
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = relative(root, resolved.resolvedFileName);
      if (!SKIP.test(target)) targets.add(target);
    }
    graph.set(relative(root, file), targets);
  }
  return graph;
}

/** Every import circle (strongly connected group of modules, Tarjan), each sorted. */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles.sort((a, b) => b.length - a.length);
}
