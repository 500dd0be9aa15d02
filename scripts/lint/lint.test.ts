/**
 * `npm run lint` fails on a layering violation, an import circle and a fallback or hex colour in
 * a block stylesheet (issue 16, "Done when"), and the repository passes it.
 */
import { describe, expect, it } from 'vitest';
import stylelint from 'stylelint';
import { join } from 'node:path';
import { importCircles, importGraph, type ImportGraph } from './importGraph';
import { importProblems, layerViolations } from './checkImports';
import { REPO_ROOT } from './importGraph';

const graphOf = (edges: Record<string, string[]>): ImportGraph =>
  new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]));

describe('the import check', () => {
  it('names each layer an import breaks', () => {
    const graph = graphOf({
      'src/runtime/render/PageRenderer.tsx': ['blocks/banner/BannerBlock.tsx'],
      'src/runtime/SiteHost.tsx': ['src/shell/header/SiteHeader.tsx'],
      'src/lib/roles.ts': ['src/runtime/facts/facts.ts'],
      'blocks/my-lives/MyLivesBlock.tsx': ['src/stores/embeddedApp.ts'],
      'server/routes/preview.ts': ['scripts/validate.ts'],
      'src/shell/header/SiteHeader.tsx': ['src/runtime/hooks.ts'],
    });
    expect(layerViolations(graph).map((line) => line.split(' (')[0])).toEqual([
      'blocks ↛ stores, preview: blocks/my-lives/MyLivesBlock.tsx → src/stores/embeddedApp.ts',
      'lib ↛ services, runtime: src/lib/roles.ts → src/runtime/facts/facts.ts',
      'runtime ↛ blocks, shell: src/runtime/SiteHost.tsx → src/shell/header/SiteHeader.tsx',
      'runtime ↛ blocks, shell: src/runtime/render/PageRenderer.tsx → blocks/banner/BannerBlock.tsx',
      'server ↛ scripts: server/routes/preview.ts → scripts/validate.ts',
    ]);
  });

  it('finds a circle, type-only imports included, and nothing in a chain', () => {
    const circle = graphOf({
      'src/services/portalServices.ts': ['src/services/channelService.ts'],
      'src/services/channelService.ts': ['src/services/answers.ts'],
      'src/services/answers.ts': ['src/services/portalServices.ts'],
      'src/services/statsService.ts': ['src/services/answers.ts'],
    });
    expect(importCircles(circle)).toEqual([
      [
        'src/services/answers.ts',
        'src/services/channelService.ts',
        'src/services/portalServices.ts',
      ],
    ]);
    expect(importCircles(graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([]);
  });

  it('reads type-only imports of real files', () => {
    const graph = importGraph();
    // portalServices.ts imports the service interfaces with `import type` only.
    expect([...graph.get('src/services/portalServices.ts')!]).toContain(
      'src/services/channelService.ts',
    );
  });

  it('the repository keeps its layers and has no import circle', () => {
    expect(importProblems(importGraph())).toEqual([]);
  });
});

describe('the stylesheet check', () => {
  const lint = (code: string, codeFilename: string) =>
    stylelint
      .lint({
        code,
        codeFilename: join(REPO_ROOT, codeFilename),
        configFile: join(REPO_ROOT, 'stylelint.config.mjs'),
      })
      .then((result) => result.results[0].warnings.map((warning) => warning.rule));

  it('refuses a token fallback anywhere, a hex colour in a block and a third breakpoint', async () => {
    await expect(
      lint('.a { border: 1px solid var(--edu-divider, #eee); }', 'src/shell/x.css'),
    ).resolves.toEqual(['declaration-property-value-disallowed-list']);
    await expect(lint('.a { color: #1764d8; }', 'blocks/banner/banner.css')).resolves.toEqual([
      'color-no-hex',
    ]);
    await expect(
      lint('@media (max-width: 900px) { .a { color: red; } }', 'blocks/banner/banner.css'),
    ).resolves.toEqual(['media-feature-name-value-allowed-list']);
  });

  it('accepts tokens and the two breakpoints', async () => {
    await expect(
      lint(
        '.a { color: var(--edu-text); } @media (max-width: 768px) { .a { margin: 0; } }',
        'blocks/banner/banner.css',
      ),
    ).resolves.toEqual([]);
  });
});
