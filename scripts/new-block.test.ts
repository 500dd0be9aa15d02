import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as prettier from 'prettier';
import { ESLint } from 'eslint';
import { blockNames, createBlock } from './new-block';

const repoRoot = resolve(import.meta.dirname, '..');
const tsx = join(repoRoot, 'node_modules/.bin/tsx');
let copy: string;
/** The files createBlock added or changed in the copy. */
let touched: string[] = [];

/** Every file of the copy (node_modules aside) → its content. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
      else files.set(path, readFileSync(join(dir, entry.name), 'utf8'));
    }
  };
  walk(root, '');
  return files;
}

/**
 * A copy of what the block registry test needs (blocks, src, site-configs, schemas, configs),
 * with node_modules linked, so the scaffold never touches the real tree.
 */
beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'new-block-'));
  for (const entry of [
    'blocks',
    'src',
    'site-configs',
    'schemas',
    'eslint.config.js',
    '.prettierrc.json',
    'package.json',
    'tsconfig.json',
    'scripts/vitePluginBlockFolders.ts',
    'scripts/manifest/blockPropsTypes.ts',
  ])
    cpSync(join(repoRoot, entry), join(copy, entry), { recursive: true });
  mkdirSync(join(copy, 'tests/unit'), { recursive: true });
  cpSync(join(repoRoot, 'tests/unit/setup.ts'), join(copy, 'tests/unit/setup.ts'));
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'));
  // The unit project's settings for blocks, without the rest of the repository's projects.
  writeFileSync(
    join(copy, 'vitest.blocks.config.mjs'),
    `import react from '@vitejs/plugin-react';
import { blockFoldersPlugin } from './scripts/vitePluginBlockFolders.ts';
export default {
  plugins: [react(), blockFoldersPlugin(${JSON.stringify(join(copy, 'blocks'))})],
  test: {
    environment: 'jsdom',
    include: ['blocks/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
  },
};
`,
  );
  const before = snapshot(copy);
  await createBlock('event-banner', copy);
  const after = snapshot(copy);
  touched = [...after.keys()].filter((path) => before.get(path) !== after.get(path)).sort();
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('npm run new-block <name>', () => {
  it('creates the folder: component, schema, fixtures, block.ts, test, CSS, README', () => {
    expect(readdirSync(join(copy, 'blocks/event-banner')).sort()).toEqual(
      [
        'EventBannerBlock.test.tsx',
        'EventBannerBlock.tsx',
        'README.md',
        'block.ts',
        'event-banner.css',
        'fixtures.ts',
        'props.gen.ts',
        'schema.json',
      ].sort(),
    );
  });

  it('touches nothing but that folder and the two catalogues (no list to edit)', () => {
    expect(touched).toEqual(
      [
        ...readdirSync(join(copy, 'blocks/event-banner')).map(
          (name) => `blocks/event-banner/${name}`,
        ),
        'site-configs/messages/en.json',
        'site-configs/messages/zh-CN.json',
      ].sort(),
    );
    const zh = JSON.parse(readFileSync(join(copy, 'site-configs/messages/zh-CN.json'), 'utf8'));
    const en = JSON.parse(readFileSync(join(copy, 'site-configs/messages/en.json'), 'utf8'));
    expect([zh['eventBanner.sampleTitle'], en['eventBanner.sampleTitle']]).toEqual([
      '示例标题',
      'Sample title',
    ]);
  });

  it('passes prettier and eslint, new files and catalogues alike', async () => {
    // props.gen.ts is generated (not committed, not linted), like every block's.
    const files = touched.filter((file) => !file.endsWith('props.gen.ts'));
    for (const file of files) {
      const path = join(copy, file);
      const options = (await prettier.resolveConfig(path)) ?? {};
      const source = readFileSync(path, 'utf8');
      expect(await prettier.check(source, { ...options, filepath: path }), file).toBe(true);
    }
    const eslint = new ESLint({ cwd: copy });
    const results = await eslint.lintFiles(files.filter((file) => /\.(ts|tsx)$/.test(file)));
    expect(results.flatMap((result) => result.messages)).toEqual([]);
  });

  it('passes the registry test (found in both registries) and its own test', () => {
    const result = spawnSync(
      join(repoRoot, 'node_modules/.bin/vitest'),
      [
        'run',
        '--config',
        'vitest.blocks.config.mjs',
        'blocks/registry.test.ts',
        'blocks/event-banner',
      ],
      { cwd: copy, encoding: 'utf8' },
    );
    expect(result.stdout + result.stderr).toMatch(/Test Files\s+.*2 passed/);
    expect(result.status).toBe(0);
  }, 120_000);

  it('refuses a taken or malformed name with a Chinese sentence and exit code 1', () => {
    for (const [name, message] of [
      ['banner', '区块 banner 已存在'],
      ['Bad_Name', '区块名称“Bad_Name”无效'],
      ['event-banner', '区块 event-banner 已存在'],
    ]) {
      const result = spawnSync(
        tsx,
        [join(repoRoot, 'scripts/new-block.ts'), name, '--root', copy],
        {
          encoding: 'utf8',
        },
      );
      expect(result.status, name).toBe(1);
      expect(result.stderr, name).toContain(message);
    }
    expect(existsSync(join(copy, 'blocks/Bad_Name'))).toBe(false);
    expect(blockNames('live-class-list')).toEqual({
      type: 'live-class-list',
      pascal: 'LiveClassList',
      camel: 'liveClassList',
    });
  });
});
