import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import {
  createBlockRegistry,
  defaultBlockEntries,
  defaultRegistry,
  fixturesExportName,
} from './registry';
import type { BlockEntry } from '../src/runtime/blocks/contract';
import { visitorBlockLoaders, visitorRegistry } from './visitorRegistry';
import { sharedBlockSchemas } from './sharedSchemas';
import { blockFolders as findBlockFolders } from '../src/manifestCheck/blockFolders';
import { blockPropsTypeName } from '../scripts/manifest/blockPropsTypes';
import { BLOCK_SLOTS_KEYWORD } from '../src/manifestCheck/siteConfigs';
import { BLOCK_DATA_KEYWORD } from '../src/runtime/data/pageDataSources';

/** Every folder of blocks/ holding a block (its block.ts), by name. */
const blockFolders = findBlockFolders(__dirname);

const SECTION_BLOCKS: [string, number][] = [
  ['banner', 11],
  ['resource-list', 12],
  ['icon-nav', 13],
  ['custom-block', 20],
  ['column-panel', 21],
  ['topic-block', 22],
  ['tab-group', 26],
];

function fakeEntry(type: string, sectionTypes?: number[]): BlockEntry {
  return {
    type,
    sectionTypes,
    schema: {},
    fixtures: [],
    description: type,
    load: async () => ({ default: () => null }),
  };
}

describe('createBlockRegistry', () => {
  it('finds entries by block type and by section type code', () => {
    for (const [type, code] of SECTION_BLOCKS) {
      expect(defaultRegistry.byType(type)?.type).toBe(type);
      expect(defaultRegistry.bySectionType(code)?.type).toBe(type);
    }
    expect(defaultRegistry.byType('channel-sections')?.sectionTypes).toBeUndefined();
    expect(defaultRegistry.bySectionType(99)).toBeUndefined();
    expect(defaultRegistry.byType('nope')).toBeUndefined();
    expect(defaultRegistry.types()).toEqual(
      expect.arrayContaining([...SECTION_BLOCKS.map(([t]) => t), 'channel-sections']),
    );
  });

  it('throws at creation on a duplicate block type, naming both entries', () => {
    expect(() => createBlockRegistry([fakeEntry('a'), fakeEntry('b'), fakeEntry('a')])).toThrow(
      'Block registry: duplicate block type "a" (entries 0 and 2)',
    );
  });

  it('throws at creation on a duplicate section type code', () => {
    expect(() => createBlockRegistry([fakeEntry('a', [11]), fakeEntry('b', [12, 11])])).toThrow(
      /section type 11 is claimed by "a" \(entry 0\) and "b" \(entry 1\)/,
    );
  });

  it('lists its entries in order', () => {
    const entries = [fakeEntry('x'), fakeEntry('y', [5])];
    expect(
      createBlockRegistry(entries)
        .entries()
        .map((entry) => entry.type),
    ).toEqual(['x', 'y']);
  });

  it('loads every section block component on demand', async () => {
    for (const [type] of [...SECTION_BLOCKS, ['channel-sections']]) {
      const module = await defaultRegistry.byType(type as string)!.load();
      expect(typeof module.default).toBe('function');
    }
  });
});

describe('lazy registry (DESIGN principle 12)', () => {
  const root = __dirname;
  const staticImports = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)].map(
      (match) => match[1],
    );

  it('keeps block components out of the static import graph of both registries', () => {
    expect(staticImports(join(root, 'registry.ts')).sort()).toEqual(
      [
        '../src/runtime/blocks/contract',
        '../src/runtime/blocks/createBlockRegistry',
        '../src/runtime/blocks/names',
        './visitorRegistry',
      ].sort(),
    );
    expect(staticImports(join(root, 'visitorRegistry.ts')).sort()).toEqual(
      [
        '../src/runtime/blocks/contract',
        '../src/runtime/blocks/createBlockRegistry',
        'virtual:block-definitions',
      ].sort(),
    );
    // A block.ts imports types and, for an early start, a prefetch helper; never its component.
    for (const type of blockFolders) {
      for (const path of staticImports(join(root, type, 'block.ts')))
        expect(path, type).toMatch(
          /^(\.\.\/\.\.\/src\/runtime\/blocks\/contract|(\.\.\/[\w-]+|\.)\/prefetch\w+)$/,
        );
    }
  });
});

describe('block folders: one folder is one block, found, not listed', () => {
  const root = __dirname;

  it('every folder with a block.ts is in both registries, under its folder name', () => {
    expect(blockFolders.length).toBeGreaterThan(60);
    expect(defaultBlockEntries.map((entry) => entry.type).sort()).toEqual(blockFolders);
    expect(visitorBlockLoaders.map((loader) => loader.type).sort()).toEqual(blockFolders);
  });

  it.each(blockFolders)(
    '%s holds a README, a described schema, fixtures, a block.ts and tests',
    (type) => {
      const files = readdirSync(join(root, type));
      expect(files).toEqual(
        expect.arrayContaining(['README.md', 'schema.json', 'fixtures.ts', 'block.ts']),
      );
      expect(
        files.some((file) => /\.test\.tsx?$/.test(file)),
        `${type} has tests`,
      ).toBe(true);
      const schema = defaultRegistry.byType(type)!.schema;
      expect(typeof schema.title, `${type}: schema title`).toBe('string');
      expect(
        String(schema.description ?? '').length,
        `${type}: schema description`,
      ).toBeGreaterThan(10);
      expect(existsSync(join(root, 'README.md'))).toBe(true);
    },
  );

  it.each(blockFolders)(
    '%s: the component takes its props type from the schema (props.gen.ts), no copy of it',
    (type) => {
      const component = /import\('\.\/(\w+)'\)/.exec(
        readFileSync(join(root, type, 'block.ts'), 'utf8'),
      )?.[1];
      const source = readFileSync(join(root, type, `${component}.tsx`), 'utf8');
      const name = blockPropsTypeName(type);
      expect(source, type).toMatch(
        new RegExp(`import type \\{ ${name}\\b[^}]*\\} from '\\./props\\.gen'`),
      );
      expect(source, type).not.toMatch(new RegExp(`interface ${name}\\b`));
    },
  );

  it('names a folder that lacks its fixtures export', () => {
    expect(fixturesExportName('media-player')).toBe('mediaPlayerFixtures');
    expect(fixturesExportName('contest-my-works')).toBe('contestMyWorksFixtures');
  });
});

describe('schemas and fixtures (DESIGN principle 10)', () => {
  const entries = defaultBlockEntries;

  it.each(entries.map((entry) => [entry.type, entry] as const))(
    '%s: every fixture validates',
    (_type, entry) => {
      const ajv = new Ajv2020({
        allErrors: true,
        strict: true,
        strictTypes: false,
        // `anyOf: [{ required: [...] }]` names properties declared beside it: allowed.
        strictRequired: false,
        // A block's slots and the page data it reads are declared beside its props.
        keywords: [BLOCK_SLOTS_KEYWORD, BLOCK_DATA_KEYWORD],
        schemas: sharedBlockSchemas,
      });
      const validate = ajv.compile(entry.schema);
      expect(entry.fixtures.length).toBeGreaterThan(0);
      for (const fixture of entry.fixtures) {
        const valid = validate(fixture.props);
        expect(valid ? [] : validate.errors, `${entry.type}/${fixture.name}`).toEqual([]);
      }
    },
  );

  it.each(entries.map((entry) => [entry.type, entry] as const))(
    '%s: rejects unknown props',
    (_type, entry) => {
      const ajv = new Ajv2020({
        strict: true,
        strictTypes: false,
        strictRequired: false,
        keywords: [BLOCK_SLOTS_KEYWORD, BLOCK_DATA_KEYWORD],
        schemas: sharedBlockSchemas,
      });
      const validate = ajv.compile(entry.schema);
      expect(validate({ ...entry.fixtures[0].props, surprise: true })).toBe(false);
    },
  );

  it('section schemas pin their section type code', () => {
    const ajv = new Ajv2020({ strict: true, strictTypes: false, schemas: sharedBlockSchemas });
    const validate = ajv.compile(defaultRegistry.byType('banner')!.schema);
    expect(validate({ section: { id: 's', type: 12, setting: {} } })).toBe(false);
    expect(validate({ section: { id: 's', type: 11, setting: {} } })).toBe(true);
  });
});

describe('visitor registry', () => {
  it('names exactly the blocks of the full registry, with the same loaders and section codes', () => {
    expect(visitorBlockLoaders.map((loader) => loader.type).sort()).toEqual(
      defaultBlockEntries.map((entry) => entry.type).sort(),
    );
    for (const entry of defaultBlockEntries) {
      const loader = visitorRegistry.byType(entry.type)!;
      expect(loader.load).toBe(entry.load);
      expect(loader.sectionTypes).toEqual(entry.sectionTypes);
    }
  });

  it('carries no schema or fixtures (they stay out of the visitor bundle)', () => {
    // A loader is its name, section codes, code on demand and (for a few) an early start and
    // the word that the server may render its first view.
    const allowed = ['firstView', 'load', 'prefetch', 'sectionTypes', 'type'];
    for (const loader of visitorBlockLoaders) {
      expect(
        Object.keys(loader).filter((key) => !allowed.includes(key)),
        loader.type,
      ).toEqual([]);
      expect(typeof loader.load, loader.type).toBe('function');
    }
    expect(
      visitorBlockLoaders.filter((loader) => loader.prefetch).map((loader) => loader.type),
    ).toEqual(['channel-sections', 'custom-block', 'sunshine-home', 'sync-classroom']);
    const source = readFileSync(join(__dirname, 'visitorRegistry.ts'), 'utf8');
    expect(source).not.toMatch(/from '[^']*(schema\.json|fixtures)'/);
  });
});
